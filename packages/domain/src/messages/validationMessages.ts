/** Generic field messages of spec 001 §5, shown only after the form has been submitted. */
export const VALIDATION_MESSAGES = {
  required: 'Campo Obrigatório!',
  email: 'E-mail inválido!',
  minLength: (n: number): string => `Mínimo ${n} caracteres!`,
  maxLength: (n: number): string => `Máximo ${n} caracteres!`,
  match: 'Os valores não conferem!',
  minValue: (n: number | string): string => `Valor mínimo: ${n}`,
  maxValue: (n: number | string): string => `Valor máximo: ${n}`,
  format: 'Formato inválido!',
  invalid: 'Campo inválido!',
  document: 'Documento inválido.',
  /** The free-text prompt dialog words its limits differently. */
  promptMinLength: (n: number): string => `Informe no mínimo ${n} caracteres!`,
  promptMaxLength: (n: number): string => `Informe no máximo ${n} caracteres!`,
} as const;

/** The API's answers to a malformed query parameter shared by several routes (lists, reports). */
export const QUERY_MESSAGES = {
  whereNotText: 'O parâmetro where deve ser um texto JSON.',
  whereTooLong: 'O parâmetro where é grande demais.',
} as const;

/** Error keys a form field can carry (spec 000 §5, 001 §8) and the message each shows. */
export const FIELD_ERROR_MESSAGES = {
  documentoInvalido: VALIDATION_MESSAGES.document,
  matchOther: VALIDATION_MESSAGES.match,
} as const;
