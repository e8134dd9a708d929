import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activeRecordColumns, createdAt, requiredReference, updatedAt, type Deletion } from './columns';
import { filiais } from './companies';
import { companyColumns } from './tenantColumns';

/** An access profile of a company: a named set of permission levels. */
export const perfis = pgTable(
  'perfis',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    nome: text('nome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('perfis_empresa_idx').on(t.empresaId)],
);

/** Permission key → level (0 none … 4 total, `PermissionLevel`); keys are `PERMISSION_KEYS` of `@erp/domain`. */
export const perfilPermissoes = pgTable(
  'perfil_permissoes',
  {
    perfilId: requiredReference('perfil_id', () => perfis.id, { cascade: true }),
    chave: text('chave').notNull(),
    nivel: smallint('nivel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.perfilId, t.chave] })],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index on lower(email) makes uniqueness case-insensitive regardless. */
    email: text('email').notNull(),
    nome: text('nome').notNull(),
    /** argon2id PHC string; null until an invited user sets a password (first access). */
    senhaHash: text('senha_hash'),
    cpfCnpj: text('cpf_cnpj'),
    avatar: text('avatar'),
    ...companyColumns(),
    filialSelecionadaId: integer('filial_selecionada_id').references(() => filiais.id),
    perfilId: integer('perfil_id').references(() => perfis.id),
    perfilAdmin: boolean('perfil_admin').notNull().default(false),
    suporteWhiteLabel: boolean('suporte_white_label').notNull().default(false),
    isContador: boolean('is_contador').notNull().default(false),
    isAvanco: boolean('is_avanco').notNull().default(false),
    master: boolean('master').notNull().default(false),
    painelAdministrativo: boolean('painel_administrativo').notNull().default(false),
    ...activeRecordColumns(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('usuarios_email_lower_uq').on(sql`lower(${t.email})`),
    index('usuarios_empresa_idx').on(t.empresaId),
  ],
);

export type UsuarioRow = typeof usuarios.$inferSelect;

/**
 * `usuario_id` of a row that belongs to one user (sessions, alerts, favourites, reports…). With `cascade` the row goes
 * with its user; without, it blocks the user's deletion (the default).
 */
export function userColumns(deletion: Deletion = {}) {
  return { usuarioId: requiredReference('usuario_id', () => usuarios.id, deletion) };
}

/** Branches a user may work in (and switch to). */
export const usuarioFiliais = pgTable(
  'usuario_filiais',
  {
    ...userColumns({ cascade: true }),
    filialId: requiredReference('filial_id', () => filiais.id, { cascade: true }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.filialId] })],
);
