import {
  ADMIN_MESSAGES,
  servedFileUrl,
  type AdminCover,
  type AdminWhiteLabel,
  type AuthCover,
  type RemoteArea,
} from '@erp/domain';
import { CONTAINERS, findContainer } from '@erp/deployment';
import type { BrandOriginSet } from '../../brands/origins/brandOriginStore';
import type { BrandRow } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { sanitizeCoverHtml } from './sanitizeHtml';
import type { WhiteLabelUpdate } from './whiteLabelInput';

/** The admin API names a framed page `url`; the stored cover (and the auth area) calls it `iframe`. */
function toAdminCover(cover: AuthCover | undefined, publicApiUrl: string): AdminCover | null {
  if (!cover) return null;
  if (cover.tipo === 'html') return { tipo: 'html', valor: cover.valor };
  if (cover.tipo === 'iframe') return { tipo: 'url', valor: cover.valor };
  return { tipo: 'imagem', valor: servedFileUrl(cover.valor, publicApiUrl) };
}

function toStoredCover(cover: AdminCover): AuthCover {
  if (cover.tipo === 'html') return { tipo: 'html', valor: sanitizeCoverHtml(cover.valor) };
  return { tipo: cover.tipo === 'url' ? 'iframe' : 'imagem', valor: cover.valor };
}

/** A brand as the administration area edits it: built field by field; the CRM token is only told as present. */
export function toAdminWhiteLabel(
  row: BrandRow,
  originSet: BrandOriginSet,
  publicApiUrl: string,
): AdminWhiteLabel {
  const { capaAuth, ...misc } = row.misc;
  return {
    id: row.id,
    idConfig: row.idConfig,
    title: row.title,
    tema: row.tema,
    misc,
    modulos: row.modulos,
    planoModulos: row.planoModulos,
    documentos: row.documentos,
    imagens: row.imagens,
    urlPdv: row.urlPdv,
    possuiIntegracaoSuperlogica: row.possuiIntegracaoSuperlogica,
    origins: originSet.origins,
    canonicalOrigin: originSet.canonicalOrigin,
    diasTrial: row.diasTrial,
    remoteOverrides: row.remoteOverrides,
    crm: row.crm
      ? { stageId: row.crm.stageId, baseUrl: row.crm.baseUrl ?? null, possuiToken: Boolean(row.crm.token) }
      : null,
    capa: toAdminCover(capaAuth, publicApiUrl),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies AdminWhiteLabel;
}

const AREAS = new Set<string>(CONTAINERS.map((c) => c.area));

/** Area → container, each a known container of that area; anything else is a 400 before anything is saved. */
function checkRemoteOverrides(overrides: Record<string, string>): Partial<Record<RemoteArea, string>> {
  for (const [area, container] of Object.entries(overrides)) {
    if (!AREAS.has(area)) throw new HttpError(400, ADMIN_MESSAGES.unknownArea(area));
    if (findContainer(container)?.area !== area)
      throw new HttpError(400, ADMIN_MESSAGES.unknownContainer(area, container));
  }
  return overrides as Partial<Record<RemoteArea, string>>;
}

/**
 * The stored CRM settings of a validated write. The token is bound to the URL it was saved with: kept when the body
 * omits it and the URL stays, removed when the URL changes (a brand admin who points the CRM elsewhere must type the
 * token again, so a stored key never follows a new URL).
 */
function crmChanges(
  stored: BrandRow['crm'],
  crm: NonNullable<WhiteLabelUpdate['crm']>,
): NonNullable<BrandRow['crm']> {
  const baseUrl = crm.baseUrl ?? null;
  const sameUrl = (stored?.baseUrl ?? null) === baseUrl;
  const token = crm.token ?? (sameUrl ? (stored?.token ?? '') : '');
  return { token, stageId: crm.stageId, ...(baseUrl ? { baseUrl } : {}), tokenBaseUrl: baseUrl };
}

/** The columns a validated update changes (misc merged key by key; origins are written by the caller). */
export function brandChanges(
  row: Pick<BrandRow, 'misc' | 'crm'>,
  update: WhiteLabelUpdate,
): Partial<BrandRow> {
  const {
    misc,
    capa,
    crm,
    remoteOverrides,
    documentos,
    origins: _origins,
    canonicalOrigin: _canonical,
    ...plain
  } = update;
  const changes: Partial<BrandRow> = { ...plain };
  if (misc !== undefined || capa !== undefined) {
    const merged = { ...row.misc, ...misc };
    if (capa === null) delete merged.capaAuth;
    else if (capa !== undefined) merged.capaAuth = toStoredCover(capa);
    changes.misc = merged;
  }
  if (documentos !== undefined) {
    changes.documentos = Object.fromEntries(Object.entries(documentos).filter(([, url]) => url !== ''));
  }
  if (remoteOverrides !== undefined) changes.remoteOverrides = checkRemoteOverrides(remoteOverrides);
  if (crm === null) changes.crm = null;
  else if (crm !== undefined) changes.crm = crmChanges(row.crm, crm);
  return changes;
}

/** What the audit log keeps of a brand: its admin view (no CRM token, ever). */
export function auditView(
  row: BrandRow,
  originSet: BrandOriginSet,
  publicApiUrl: string,
): Omit<AdminWhiteLabel, 'updatedAt'> {
  const { updatedAt: _updatedAt, ...view } = toAdminWhiteLabel(row, originSet, publicApiUrl);
  return view;
}
