import {
  servedFileUrl,
  WHITE_LABEL_MISC_KEYS,
  type ApiListEntry,
  type WhiteLabelConfig,
  type WhiteLabelMisc,
} from '@erp/domain';
import type { BrandRow } from '../db/schema';

/** The misc keys the browser may see; anything else stored in `misc` stays on the server. */
const BROWSER_MISC_KEYS = [...WHITE_LABEL_MISC_KEYS, 'capaAuth'] as const;

function absoluteValues<T extends Record<string, string | undefined>>(record: T, publicApiUrl: string): T {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      value === undefined ? value : servedFileUrl(value, publicApiUrl),
    ]),
  ) as T;
}

function browserMisc(misc: WhiteLabelMisc, publicApiUrl: string): WhiteLabelMisc {
  const picked: WhiteLabelMisc = {};
  for (const key of BROWSER_MISC_KEYS) {
    if (misc[key] !== undefined) Object.assign(picked, { [key]: misc[key] });
  }
  if (picked.linkFavicon) picked.linkFavicon = servedFileUrl(picked.linkFavicon, publicApiUrl);
  if (picked.capaAuth && picked.capaAuth.tipo !== 'html') {
    picked.capaAuth = { ...picked.capaAuth, valor: servedFileUrl(picked.capaAuth.valor, publicApiUrl) };
  }
  return picked;
}

/** A brand row as the browser may see it: built field by field, so secrets (CRM token…) cannot slip through. */
export function toBrowserConfig(row: BrandRow, publicApiUrl: string): WhiteLabelConfig {
  return {
    id: row.id,
    idConfig: row.idConfig,
    title: row.title,
    tema: row.tema,
    API_ENDPOINT: row.apiEndpoint ?? publicApiUrl,
    modulos: row.modulos,
    planoModulos: row.planoModulos,
    documentos: absoluteValues(row.documentos, publicApiUrl),
    imagens: absoluteValues(row.imagens, publicApiUrl),
    urlPdv: row.urlPdv,
    possuiIntegracaoSuperlogica: row.possuiIntegracaoSuperlogica,
    misc: browserMisc(row.misc, publicApiUrl),
  } satisfies WhiteLabelConfig;
}

/** One origin of the API list with its brand's number and API. */
export interface ApiListRow {
  origin: string;
  idConfig: number;
  apiEndpoint: string | null;
  isDefault: boolean;
}

/**
 * The API list: one entry per origin (each belongs to one brand), brands by idConfig; the default brand's first
 * origin is the `default` entry.
 */
export function toApiList(rows: ApiListRow[], publicApiUrl: string): ApiListEntry[] {
  let defaultGiven = false;
  return rows.map((row) => {
    const entry: ApiListEntry = {
      origin: row.origin,
      idConfig: row.idConfig,
      API_ENDPOINT: row.apiEndpoint ?? publicApiUrl,
    };
    if (row.isDefault && !defaultGiven) {
      entry.default = true;
      defaultGiven = true;
    }
    return entry;
  });
}
