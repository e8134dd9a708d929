import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { usuarios } from './users';

// Only SHA-256 digests of tokens are stored: a leaked table cannot be replayed as sessions or reset links.

export const sessoes = pgTable(
  'sessoes',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId)],
);

/** Single-use password recovery links (1 hour). */
export const tokensRecuperacaoSenha = pgTable(
  'tokens_recuperacao_senha',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('tokens_recuperacao_usuario_idx').on(t.usuarioId)],
);

/** Single-use first-access invitations: an invited user chooses a password and is signed in. */
export const convitesPrimeiroAcesso = pgTable(
  'convites_primeiro_acesso',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('convites_usuario_idx').on(t.usuarioId)],
);
