import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { brandColumns } from './brands';
import { createdAt, instant, requiredReference, updatedAt } from './columns';
import { usuarios } from './users';

/** The version of a container a row is about: every release table names one. */
const containerVersion = () => ({
  container: text('container').notNull(),
  versao: text('versao').notNull(),
});

/** One brand's row about a container version: it goes with the brand. */
const brandContainerVersion = () => ({ ...brandColumns({ cascade: true }), ...containerVersion() });

/** Loads and load errors the browsers reported, counted from zero. */
const loadCounters = () => ({
  carregamentos: integer('carregamentos').notNull().default(0),
  erros: integer('erros').notNull().default(0),
});

/** The versions a container was given, oldest first, the last being the current one: a rollback goes back one step. */
const versionHistory = () => ({
  historico: jsonb('historico').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * A brand's own version of a container, over the globally active one (`pnpm release`/`rollback`). `historico` keeps
 * the versions the brand was answered, oldest first, the last being the pin: a rollback goes back one step.
 */
export const remoteVersoesMarca = pgTable(
  'remote_versoes_marca',
  {
    ...brandContainerVersion(),
    ...versionHistory(),
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
    ...brandContainerVersion(),
    /** 1..99: visitors whose `hash(visitante) % 100` is below it get the canary. */
    percentual: smallint('percentual').notNull(),
    ...loadCounters(),
    /** Who started it: the audit row of an automatic rollback names them (the audit log needs a user). */
    iniciadoPor: requiredReference('iniciado_por', () => usuarios.id),
    iniciadoEm: instant('iniciado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.container] })],
);

/** Loads and load errors the browsers reported, per brand, container and version (all time). */
export const remoteEventos = pgTable(
  'remote_eventos',
  {
    ...brandContainerVersion(),
    ...loadCounters(),
    ultimoErro: text('ultimo_erro'),
    updatedAt: updatedAt(),
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
    ...brandContainerVersion(),
    visitante: text('visitante').notNull(),
    /** SHA-256 of the reporting address (an IPv6 one cut to its /64): counted, never shown. */
    enderecoHash: text('endereco_hash').notNull(),
    carregou: boolean('carregou').notNull().default(false),
    falhou: boolean('falhou').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.container, t.versao, t.visitante] }),
    index('remote_canary_visitantes_endereco_idx').on(t.brandId, t.container, t.versao, t.enderecoHash),
  ],
);

/**
 * Every published version of a container: the registry answers only versions listed here, so files uploaded to
 * storage without their registration (a half-finished deploy) are never served. Immutable once written.
 */
export const remoteVersoes = pgTable(
  'remote_versoes',
  {
    ...containerVersion(),
    publicadaEm: instant('publicada_em').notNull().defaultNow(),
    /** Who published it: `usuario:<e-mail>`, `token:<id>:<nome>` or `stack` (the local `pnpm release`). */
    publicadaPor: text('publicada_por').notNull(),
  },
  (t) => [primaryKey({ columns: [t.container, t.versao] })],
);

/**
 * The globally active version of each container (what a brand without a pin or canary is answered). `historico`
 * keeps the versions activated, oldest first, the last being the active one: a rollback goes back one step.
 */
export const remoteAtivas = pgTable('remote_ativas', {
  container: text('container').primaryKey(),
  versao: text('versao').notNull(),
  ...versionHistory(),
});

/** What happened to a container's global release, for the record: published, activated, rolled back. */
export type RemoteHistoryAction = 'publicada' | 'ativada' | 'rollback';

export const remoteHistorico = pgTable(
  'remote_historico',
  {
    id: serial('id').primaryKey(),
    ...containerVersion(),
    acao: text('acao').$type<RemoteHistoryAction>().notNull(),
    /** The version that was active before (activation and rollback). */
    anterior: text('anterior'),
    por: text('por').notNull(),
    em: instant('em').notNull().defaultNow(),
  },
  (t) => [index('remote_historico_container_idx').on(t.container, t.id)],
);

/**
 * Deploy tokens: a team's pipeline publishes one container with one. Only the SHA-256 digest is kept (the token is
 * shown once, at creation); a revoked token stays listed, refused.
 */
export const tokensDeploy = pgTable('tokens_deploy', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  container: text('container').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  criadoPor: requiredReference('criado_por', () => usuarios.id),
  criadoEm: instant('criado_em').notNull().defaultNow(),
  ultimoUsoEm: instant('ultimo_uso_em'),
  revogadoEm: instant('revogado_em'),
});

export type TokenDeployRow = typeof tokensDeploy.$inferSelect;
