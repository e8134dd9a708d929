import { index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { userColumns } from './users';

// Only SHA-256 digests of tokens are stored: a leaked table cannot be replayed as sessions or links.

export const sessoes = pgTable(
  'sessoes',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    ...userColumns({ cascade: true }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /**
     * Set on a client-view session (`Admin/visao-cliente`): the admin sees this company's main area, read-only.
     * Plain integer (no reference) so that the schema of sessions does not depend on companies.
     */
    visaoEmpresaId: integer('visao_empresa_id'),
    /**
     * A client-view session's staff session: ending either ends the other (logging out inside a view signs the staff
     * member out; a staff session that ends leaves no view of it open).
     */
    sessaoPaiId: integer('sessao_pai_id').references((): AnyPgColumn => sessoes.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId)],
);

/** What a single-use link is for. */
export type OneTimeTokenPurpose = 'recuperacao_senha' | 'primeiro_acesso';

/**
 * Single-use links sent by e-mail: password recovery (1 hour) and first-access invitations. One table, one
 * consumption rule (unknown / used / expired / ok), whatever the purpose.
 */
export const tokensUsoUnico = pgTable(
  'tokens_uso_unico',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    finalidade: text('finalidade').$type<OneTimeTokenPurpose>().notNull(),
    ...userColumns({ cascade: true }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('tokens_uso_unico_usuario_idx').on(t.usuarioId, t.finalidade)],
);

/**
 * Keys the API signs short-lived tokens with (report downloads, the registry's visitor tickets). Kept in the database
 * so that every API process of a deployment signs and checks with the same key, with nothing to configure; the first
 * process to start creates it.
 */
export const chavesAssinatura = pgTable('chaves_assinatura', {
  nome: text('nome').primaryKey(),
  chave: text('chave').notNull(),
  createdAt: createdAt(),
});
