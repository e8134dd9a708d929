import type { FilialSelecionada, LoginResponse, LoginUser, UserInfo } from '@erp/domain';
import * as v from 'valibot';
import { count } from './numbers';

const nullableText = v.optional(v.nullable(v.string()), null);
// Flags the server may leave out mean "no"; the user is not refused for a missing false.
const flag = v.optional(v.boolean(), false);

/** `GET Usuarios/obterfilialselecionada` and `UserInfo.filialSelecionadaObj`. */
export const FilialSelecionadaSchema: v.GenericSchema<unknown, FilialSelecionada> = v.object({
  id: v.number(),
  apelido: nullableText,
  nome: v.string(),
  cpfCnpj: v.string(),
  ramoAtividade: nullableText,
  contratoId: nullableText,
  planoId: v.optional(v.nullable(v.number()), null),
  trial: flag,
  bloqueada: flag,
  dataVencimento: nullableText,
  integracaoSerasa: flag,
  integracoes: v.optional(v.array(v.object({ id: v.number(), sistema: v.number() })), []),
});

const PermissionLevelSchema = v.picklist([0, 1, 2, 3, 4]);

/** `GET Usuarios/getUserInfo?sistema=novoerp`. */
export const UserInfoSchema: v.GenericSchema<unknown, UserInfo> = v.object({
  id: v.number(),
  nome: v.string(),
  email: v.string(),
  avatar: nullableText,
  cpfCnpj: nullableText,
  empresaObj: v.object({ id: v.number(), nome: v.string() }),
  filialSelecionada: v.number(),
  filialSelecionadaObj: FilialSelecionadaSchema,
  permissoes: v.optional(v.record(v.string(), PermissionLevelSchema), {}),
  perfilAdmin: flag,
  suporteWhiteLabel: flag,
  isContador: flag,
  isAvanco: flag,
  master: flag,
  painelAdministrativo: flag,
  alertas: v.optional(v.number(), 0),
  configWhiteLabel: v.optional(
    v.object({
      modulos: v.array(
        v.object({ id: v.number(), ativo: v.boolean(), menus: v.optional(v.array(v.string()), []) }),
      ),
    }),
    { modulos: [] },
  ),
  configuracaoBoleto: v.optional(v.nullable(v.object({ id: v.number() })), null),
  quantidadeLocaisEstoque: v.optional(count, 0),
  // Only in a client view (`Admin/visao-cliente`): the company the administrator is looking at, read-only.
  visaoCliente: v.optional(v.nullable(v.object({ empresaId: v.number(), nome: v.string() })), null),
});

/** The user of a login answer. */
export const LoginUserSchema: v.GenericSchema<unknown, LoginUser> = v.object({
  id: v.number(),
  nome: v.string(),
  email: v.string(),
  isAvanco: flag,
  master: flag,
});

/** `POST Usuarios/login?include=user` and `POST Usuarios/primeiroAcesso`: the token is `id`. */
export const LoginResponseSchema: v.GenericSchema<unknown, LoginResponse> = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  user: LoginUserSchema,
});
