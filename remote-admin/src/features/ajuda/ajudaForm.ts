import { isHttpUrl, MESSAGES, type AjudaLink } from '@erp/domain';

const V = MESSAGES.validation;
export const TITULO_MAX = 100;

/** Rules of each help link (spec 001 §5 messages): a title and an http(s) address (the API refuses others). */
export const ajudaValidation = {
  links: {
    titulo: (value: string) =>
      value.trim() === '' ? V.required : value.length > TITULO_MAX ? V.maxLength(TITULO_MAX) : null,
    url: (value: string) => (value.trim() === '' ? V.required : isHttpUrl(value.trim()) ? null : V.format),
  },
};

/** The links as the API stores them: trimmed. */
export const ajudaInput = (links: AjudaLink[]): AjudaLink[] =>
  links.map((l) => ({ titulo: l.titulo.trim(), url: l.url.trim() }));
