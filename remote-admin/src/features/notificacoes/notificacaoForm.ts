import type { AlertaTipo } from '@erp/domain';
import { MESSAGES, validateRequired } from '@erp/domain';

const V = MESSAGES.validation;

/** Longest alert text and link the API accepts. */
export const TEXTO_MAX = 1000;
export const LINK_MAX = 500;

/** What the notification form edits. */
export interface NotificacaoValues {
  [field: string]: unknown;
  tipo: AlertaTipo;
  texto: string;
  link: string;
  destino: 'marca' | 'empresa';
  empresaId: string | null;
}

export const EMPTY_NOTIFICACAO: NotificacaoValues = {
  tipo: 'info',
  texto: '',
  link: '',
  destino: 'marca',
  empresaId: null,
};

// An application path or an http(s) address, as the API accepts: never `javascript:` or another scheme.
const SAFE_LINK = /^(\/(?!\/)|pages\/|https?:\/\/)/i;

/** The rules of each field, with the generic messages of spec 001 §5. */
export const NOTIFICACAO_RULES = {
  texto: (value: string) =>
    validateRequired(value) ?? (value.trim().length > TEXTO_MAX ? V.maxLength(TEXTO_MAX) : null),
  link: (value: string) => {
    const link = value.trim();
    if (!link) return null;
    if (link.length > LINK_MAX) return V.maxLength(LINK_MAX);
    return SAFE_LINK.test(link) ? null : V.format;
  },
  empresaId: (value: string | null, values: NotificacaoValues) =>
    values.destino === 'empresa' && !value ? V.required : null,
};
