import type { Plano, PlanoModulo } from '@erp/domain';
import * as v from 'valibot';
import { amount } from './numbers';

// The entity types live in @erp/domain (the server answers them too); re-exported for the existing importers.
export type { Plano, PlanoModulo };

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
  ativo: v.optional(v.boolean(), true),
});

export const PlanoListSchema: v.GenericSchema<unknown, Plano[]> = v.array(PlanoSchema);

/** `GET Usuarios/gerarTokenSuperlogica/{id}`: where the billing system's customer area opens for the branch. */
export const AreaClienteSchema: v.GenericSchema<unknown, { url: string }> = v.object({
  url: v.pipe(v.string(), v.url()),
});
