import { boolean, index, integer, pgTable, primaryKey, smallint, text, jsonb } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { instant } from './columns';
import { usuarios } from './users';

/**
 * A brand's own version of a container, over the globally active one (`pnpm release`/`rollback`). `historico` keeps
 * the versions the brand was answered, oldest first, the last being the pin: a rollback goes back one step.
 */
export const remoteVersoesMarca = pgTable(
  'remote_versoes_marca',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    container: text('container').notNull(),
    versao: text('versao').notNull(),
    historico: jsonb('historico').$type<string[]>().notNull().default([]),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.container] })],
);

/**
 * A version tried on a share of a brand's visitors before everyone gets it. Its counters start at zero with the canary,
 * so an automatic rollback judges this trial only.
 */
export const remoteCanaries = pgTable(
  'remote_canaries',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    container: text('container').notNull(),
    versao: text('versao').notNull(),
    /** 1..99: visitors whose `hash(visitante) % 100` is below it get the canary. */
    percentual: smallint('percentual').notNull(),
    carregamentos: integer('carregamentos').notNull().default(0),
    erros: integer('erros').notNull().default(0),
    /** Who started it: the audit row of an automatic rollback names them (the audit log needs a user). */
    iniciadoPor: integer('iniciado_por')
      .notNull()
      .references(() => usuarios.id),
    iniciadoEm: instant('iniciado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.container] })],
);

/** Loads and load errors the browsers reported, per brand, container and version (all time). */
export const remoteEventos = pgTable(
  'remote_eventos',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    container: text('container').notNull(),
    versao: text('versao').notNull(),
    carregamentos: integer('carregamentos').notNull().default(0),
    erros: integer('erros').notNull().default(0),
    ultimoErro: text('ultimo_erro'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.container, t.versao] })],
);

/**
 * The visitors a canary was judged on: one row per visitor the registry served the canary's version to (proved by the
 * signed ticket its report echoes), with what that visitor saw. A visitor counts once however often it reports, and
 * one address counts for at most a few visitors (`enderecoHash`), so a handful of addresses cannot end a canary.
 */
export const remoteCanaryVisitantes = pgTable(
  'remote_canary_visitantes',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    container: text('container').notNull(),
    versao: text('versao').notNull(),
    visitante: text('visitante').notNull(),
    /** SHA-256 of the reporting address (an IPv6 one cut to its /64): counted, never shown. */
    enderecoHash: text('endereco_hash').notNull(),
    carregou: boolean('carregou').notNull().default(false),
    falhou: boolean('falhou').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.container, t.versao, t.visitante] }),
    index('remote_canary_visitantes_endereco_idx').on(t.brandId, t.container, t.versao, t.enderecoHash),
  ],
);
