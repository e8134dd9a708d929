import type { Modulo, RemoteArea, ThemeName, WhiteLabelConfig, WhiteLabelMisc } from '@erp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, requiredReference, updatedAt, type Deletion } from './columns';

/** CRM integration of a brand (spec 000 §3 misc "CRM integration"): server-side only, never sent to the browser. */
export interface CrmSettings {
  token: string;
  stageId: number;
  /** The CRM's API root; without it the server's CRM_BASE_URL. */
  baseUrl?: string;
  /**
   * The `baseUrl` the token was saved with (null: the server's CRM_BASE_URL). The token is sent only while the brand
   * still points there: a URL changed later, by any path, never receives it.
   */
  tokenBaseUrl?: string | null;
}

/**
 * A brand (white-label configuration). Browser-facing settings are typed with the domain's shapes; secrets live in
 * their own columns so that mapping a row to `WhiteLabelConfig` cannot leak them by accident.
 */
export const brands = pgTable('white_label_configs', {
  id: serial('id').primaryKey(),
  idConfig: integer('id_config').notNull().unique(),
  title: text('title').notNull(),
  tema: text('tema').$type<ThemeName>().notNull(),
  /** Null: the API's own public URL (PUBLIC_API_URL), so a brand follows the server when it moves. */
  apiEndpoint: text('api_endpoint'),
  misc: jsonb('misc').$type<WhiteLabelMisc>().notNull().default({}),
  modulos: jsonb('modulos').$type<Modulo[]>().notNull().default([]),
  planoModulos: jsonb('plano_modulos').$type<Modulo[]>().notNull().default([]),
  documentos: jsonb('documentos').$type<WhiteLabelConfig['documentos']>().notNull().default({}),
  /** Relative paths (`/assets/...`) are served by this API and made absolute when answered. */
  imagens: jsonb('imagens').$type<WhiteLabelConfig['imagens']>().notNull().default({}),
  urlPdv: text('url_pdv'),
  possuiIntegracaoSuperlogica: boolean('possui_integracao_superlogica').notNull().default(false),
  /** The API list's `default` entry, used by origins that match no brand. */
  isDefault: boolean('is_default').notNull().default(false),
  /** Area → container name, e.g. `{ "signup": "signup_acme" }`; areas not named use the default container. */
  remoteOverrides: jsonb('remote_overrides')
    .$type<Partial<Record<RemoteArea, string>>>()
    .notNull()
    .default({}),
  crm: jsonb('crm').$type<CrmSettings>(),
  /** Help links shown to the brand's users (`Admin/ajuda`). */
  ajuda: jsonb('ajuda').$type<Array<{ titulo: string; url: string }>>().notNull().default([]),
  /** What the product owner charges the brand per active branch a month, in reais (`Admin/financeiro-whitelabel`). */
  valorPorFilial: numeric('valor_por_filial', { precision: 12, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  /** Length of a new sign-up's trial, in days. */
  diasTrial: integer('dias_trial').notNull().default(15),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type BrandRow = typeof brands.$inferSelect;

/**
 * `brand_id`: the brand (reseller) a row belongs to, for rows that are the brand's own rather than a company's;
 * `cascade`: the row goes with its brand when that is deleted (otherwise it blocks the deletion).
 */
export function brandColumns(deletion: Deletion = {}) {
  return { brandId: requiredReference('brand_id', () => brands.id, deletion) };
}

/**
 * The browser origins a brand answers on (the API list's entries), set by product-owner staff only. An origin belongs
 * to one brand: it is the key, stored normalised (lower case, no trailing slash: the check refuses anything else), so
 * `HTTPS://Loja.example/` and `https://loja.example` cannot belong to two brands. The canonical origin (one per brand)
 * builds the links of the e-mails sent to the brand's users.
 */
export const brandOrigins = pgTable(
  'white_label_origins',
  {
    origin: text('origin').primaryKey(),
    ...brandColumns({ cascade: true }),
    /** Order of the brand's entries in the API list. */
    position: integer('position').notNull(),
    canonical: boolean('canonical').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('white_label_origins_normalised', sql`${t.origin} = lower(rtrim(${t.origin}, '/'))`),
    uniqueIndex('white_label_origins_one_canonical_uq')
      .on(t.brandId)
      .where(sql`${t.canonical}`),
    index('white_label_origins_brand_idx').on(t.brandId, t.position),
  ],
);
