import * as v from 'valibot';

/** A module of a plan; only visible ones are listed on the plans page (spec 000 §3 "Plan"). */
export interface PlanoModulo {
  id: number;
  nome: string;
  visivel: boolean;
}

/** A subscription plan of the brand (`GET Planos?filter=`). */
export interface Plano {
  id: number;
  /** The plan's id in the billing system. */
  idExterno: string;
  /** The brand's idConfig. */
  configWhiteLabel: number;
  nome: string;
  descricao: string;
  /** Monthly price in BRL. */
  valorMensal: number;
  modulos: PlanoModulo[];
}

const amount = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.decimal(), v.transform(Number)),
]);

export const PlanoSchema: v.GenericSchema<unknown, Plano> = v.object({
  id: v.number(),
  idExterno: v.string(),
  configWhiteLabel: v.number(),
  nome: v.string(),
  descricao: v.optional(v.nullable(v.string(), ''), ''),
  valorMensal: amount,
  modulos: v.optional(
    v.array(v.object({ id: v.number(), nome: v.string(), visivel: v.optional(v.boolean(), true) })),
    [],
  ),
});

export const PlanoListSchema: v.GenericSchema<unknown, Plano[]> = v.array(PlanoSchema);

/** `GET Usuarios/gerarTokenSuperlogica/{id}`: where the billing system's customer area opens for the branch. */
export const AreaClienteSchema: v.GenericSchema<unknown, { url: string }> = v.object({
  url: v.pipe(v.string(), v.url()),
});
