import type { AdminWhiteLabelUpdate } from '@erp/api-client';
import {
  isHttpUrl,
  MESSAGES,
  THEMES,
  validateRequired,
  WHITE_LABEL_MISC_KEYS,
  type AdminWhiteLabel,
  type ThemeName,
  type WhiteLabelMisc,
} from '@erp/domain';

const V = MESSAGES.validation;

/** Longest title, sign-up text and cover HTML the API accepts (admin API contract). */
export const TITLE_MAX = 100;
export const TEXT_MAX = 500;
export const COVER_HTML_MAX_BYTES = 50 * 1024;

/** The cover kinds of the form; `nenhuma` saves no cover. */
export type CapaEscolha = 'nenhuma' | 'imagem' | 'url' | 'html';

/** What the white-label form edits, every field as its input holds it. */
export interface WhiteLabelValues {
  [field: string]: unknown;
  title: string;
  tema: ThemeName;
  customThemeColor: string;
  secondaryThemeColor: string;
  textoDestaqueCadastro: string;
  textoAlertaCadastro: string;
  permiteCadastro: boolean;
  exibirNomeEmpresa: boolean;
  exibirCpfCnpj: boolean;
  exibirRegime: boolean;
  exibirNomeUsuario: boolean;
  exibirTelefone: boolean;
  termos: string;
  privacidade: string;
  capaTipo: CapaEscolha;
  capaValor: string;
  crmBaseUrl: string;
  crmStageId: string;
  /** Write-only: blank keeps the stored token. */
  crmToken: string;
  crmRemoveToken: boolean;
}

/** The display flags of the sign-up, in the order the form lists them. */
export const DISPLAY_FLAGS = [
  'permiteCadastro',
  'exibirNomeEmpresa',
  'exibirCpfCnpj',
  'exibirRegime',
  'exibirNomeUsuario',
  'exibirTelefone',
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The form's starting values from the brand as the API answered it. */
export function valuesOf(brand: AdminWhiteLabel): WhiteLabelValues {
  const m = brand.misc;
  return {
    title: brand.title,
    tema: brand.tema,
    customThemeColor: m.customThemeColor ?? '',
    secondaryThemeColor: m.secondaryThemeColor ?? '',
    textoDestaqueCadastro: m.textoDestaqueCadastro ?? '',
    textoAlertaCadastro: m.textoAlertaCadastro ?? '',
    // The sign-up shows a field unless told otherwise (spec 000 §2), except the CNPJ, shown only when enabled.
    permiteCadastro: m.permiteCadastro ?? true,
    exibirNomeEmpresa: m.exibirNomeEmpresa ?? true,
    exibirCpfCnpj: m.exibirCpfCnpj ?? false,
    exibirRegime: m.exibirRegime ?? true,
    exibirNomeUsuario: m.exibirNomeUsuario ?? true,
    exibirTelefone: m.exibirTelefone ?? true,
    termos: brand.documentos.termos ?? '',
    privacidade: brand.documentos.privacidade ?? '',
    capaTipo: brand.capa?.tipo ?? 'nenhuma',
    capaValor: brand.capa?.valor ?? '',
    crmBaseUrl: brand.crm?.baseUrl ?? '',
    crmStageId: brand.crm ? String(brand.crm.stageId) : '',
    crmToken: '',
    crmRemoveToken: false,
  };
}

const maxLength = (value: string, max: number): string | null =>
  value.length > max ? V.maxLength(max) : null;
const optionalUrl = (value: string): string | null =>
  value.trim() && !isHttpUrl(value.trim()) ? V.format : null;

/** A file the API serves itself (seeded documents, uploaded images): what the server accepts beside http(s). */
const isServedAsset = (value: string): boolean => /^\/assets\/[\w./-]+$/.test(value);

// Documents may be the API's own files: the seeded brands' terms live at /assets/docs/…, and a form that refused
// them could not save anything else either.
const optionalDocument = (value: string): string | null =>
  value.trim() && !isHttpUrl(value.trim()) && !isServedAsset(value.trim()) ? V.format : null;
const optionalColor = (value: string): string | null => (value && !HEX.test(value) ? V.format : null);

const crmUsed = (v: WhiteLabelValues): boolean =>
  Boolean(v.crmBaseUrl.trim() || v.crmStageId.trim() || v.crmToken.trim());

/** The rules of each field, with the generic messages of spec 001 §5. */
export const WHITE_LABEL_RULES = {
  title: (value: string) => validateRequired(value) ?? maxLength(value.trim(), TITLE_MAX),
  tema: (value: string) => (value in THEMES ? null : V.required),
  customThemeColor: (value: string, v: WhiteLabelValues) =>
    v.tema === 'custom' ? (validateRequired(value) ?? optionalColor(value)) : optionalColor(value),
  secondaryThemeColor: optionalColor,
  textoDestaqueCadastro: (value: string) => maxLength(value, TEXT_MAX),
  textoAlertaCadastro: (value: string) => maxLength(value, TEXT_MAX),
  termos: optionalDocument,
  privacidade: optionalDocument,
  capaValor: (value: string, v: WhiteLabelValues) => {
    if (v.capaTipo === 'nenhuma') return null;
    const required = validateRequired(value);
    if (required) return required;
    if (v.capaTipo === 'html')
      return new TextEncoder().encode(value).length > COVER_HTML_MAX_BYTES
        ? V.maxLength(COVER_HTML_MAX_BYTES)
        : null;
    // An uploaded image is served by the API under /assets/.
    const asset = v.capaTipo === 'imagem' && isServedAsset(value.trim());
    return asset || isHttpUrl(value.trim()) ? null : V.format;
  },
  crmBaseUrl: optionalUrl,
  crmStageId: (value: string, v: WhiteLabelValues) => {
    if (!crmUsed(v)) return null;
    if (!value.trim()) return V.required;
    return /^\d+$/.test(value.trim()) && Number(value) >= 1 ? null : V.minValue(1);
  },
};

function crmOf(v: WhiteLabelValues, brand: AdminWhiteLabel): AdminWhiteLabelUpdate['crm'] | undefined {
  if (!crmUsed(v) && !(brand.crm?.possuiToken && !v.crmRemoveToken)) return brand.crm ? null : undefined;
  return {
    stageId: Number(v.crmStageId.trim()),
    baseUrl: v.crmBaseUrl.trim() || null,
    // The token is write-only: sent when typed, '' to remove it, left out to keep the stored one.
    ...(v.crmToken.trim() ? { token: v.crmToken.trim() } : v.crmRemoveToken ? { token: '' } : {}),
  };
}

/** The PUT body for valid values: every edited field, with the brand's other misc settings kept as they were. */
export function updateOf(v: WhiteLabelValues, brand: AdminWhiteLabel): AdminWhiteLabelUpdate {
  const misc: Record<string, unknown> = {};
  // Only the keys the API accepts back: a loaded key outside them would make the whole save fail.
  for (const key of WHITE_LABEL_MISC_KEYS) if (brand.misc[key] !== undefined) misc[key] = brand.misc[key];
  Object.assign(misc, {
    textoDestaqueCadastro: v.textoDestaqueCadastro,
    textoAlertaCadastro: v.textoAlertaCadastro,
    ...Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, v[flag]])),
  });
  // A colour is `#rrggbb` or absent: an emptied colour picker removes the setting.
  for (const key of ['customThemeColor', 'secondaryThemeColor'] as const) {
    if (v[key]) misc[key] = v[key].toLowerCase();
    else delete misc[key];
  }
  const update: AdminWhiteLabelUpdate = {
    title: v.title.trim(),
    tema: v.tema,
    misc: misc as WhiteLabelMisc,
    documentos: { termos: v.termos.trim(), privacidade: v.privacidade.trim() },
    capa:
      v.capaTipo === 'nenhuma'
        ? null
        : { tipo: v.capaTipo, valor: v.capaTipo === 'html' ? v.capaValor : v.capaValor.trim() },
  };
  const crm = crmOf(v, brand);
  if (crm !== undefined) update.crm = crm;
  return update;
}
