import * as v from 'valibot';

/** A subscription plan of the brand (`GET Planos?filter=`). */
export interface Plano {
  id: number;
  nome: string;
  descricao: string | null;
  /** Monthly price in BRL. */
  valor: number;
  /** What the plan includes, one line each (may be empty). */
  recursos: string[];
}

const amount = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.decimal(), v.transform(Number)),
]);

export const PlanoSchema: v.GenericSchema<unknown, Plano> = v.object({
  id: v.number(),
  nome: v.string(),
  descricao: v.optional(v.nullable(v.string()), null),
  valor: amount,
  recursos: v.optional(v.array(v.string()), []),
});

export const PlanoListSchema: v.GenericSchema<unknown, Plano[]> = v.array(PlanoSchema);
