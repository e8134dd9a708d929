import type { BrandUser } from '@erp/domain';
import * as v from 'valibot';
import { count } from '../schemas/numbers';

/** One row of `GET Usuarios/usuarios-whitelabel/:idConfig?params=`: a user of the brand with company and branch. */
export const UsuarioWhiteLabelSchema: v.GenericSchema<unknown, BrandUser> = v.object({
  id: v.number(),
  nome: v.string(),
  email: v.string(),
  ativo: v.boolean(),
  createdAt: v.string(),
  empresa: v.object({ id: v.number(), nome: v.string(), cpfCnpj: v.optional(v.nullable(v.string()), null) }),
  filial: v.optional(
    v.nullable(
      v.object({
        id: v.number(),
        nome: v.string(),
        trial: v.optional(v.boolean(), false),
        bloqueada: v.optional(v.boolean(), false),
        dataVencimento: v.optional(v.nullable(v.string()), null),
      }),
    ),
    null,
  ),
  perfilAdmin: v.optional(v.boolean(), false),
});

export const UsuarioWhiteLabelListSchema: v.GenericSchema<unknown, BrandUser[]> =
  v.array(UsuarioWhiteLabelSchema);

/** `POST Admin/visao-cliente`: a read-only session of the admin bound to one company. */
export const ClientViewSchema: v.GenericSchema<unknown, { token: string }> = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
});

/** `POST Alertas/geral`: how many users received the alert. */
export const GeneralAlertResultSchema: v.GenericSchema<unknown, { count: number }> = v.object({
  count: count,
});

/** `PUT Usuarios/:id`: the account as saved (the name an administrator corrected). */
export const RenamedUserSchema: v.GenericSchema<unknown, { id: number; nome: string }> = v.object({
  id: v.number(),
  nome: v.string(),
});
