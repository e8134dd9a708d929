// The API's own answers that any route may give (ours; the spec words none): the request itself was refused, or a
// field of its body, query or path was. Routes answer their area's texts (`MESSAGES.<area>`); these are what is left.

/** A request refused before its route's rules: signed out, malformed, too large, too many, or the server failed. */
export const HTTP_MESSAGES = {
  authRequired: 'Autenticação necessária. Faça login novamente.',
  notFoundRoute: 'Recurso não encontrado.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  badUrl: 'O endereço da requisição é inválido.',
  badRequest: 'Requisição inválida.',
  invalidInput: 'Os dados enviados são inválidos.',
  nothingToChange: 'Nenhum campo a alterar foi informado.',
  bodyNotObject: 'O corpo da requisição deve ser um objeto JSON.',
  bodyTooLarge: 'O corpo da requisição excede o tamanho máximo permitido.',
  contentLengthMismatch: 'O tamanho informado do corpo da requisição não confere.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie os dados como application/json.',
  internal: 'Ocorreu um erro inesperado no servidor. Tente novamente em instantes.',
  tooManyAttempts: 'Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
  tooManyResets:
    'Muitos pedidos de recuperação de senha. Verifique o e-mail já enviado ou aguarde alguns minutos e tente novamente.',
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  /** A socket's authentication with a token that is no session. */
  socketTokenInvalid: 'Token de acesso inválido ou expirado.',
} as const;

/**
 * A refused field of a request, named as the API names it (`O campo valorMensal …`). The server's input schemas
 * (`parseInput`, `requiredText`, `idField` in `packages/server/src/http/validation.ts`) build theirs from these.
 */
export const API_FIELD_MESSAGES = {
  required: (field: string): string => `O campo ${field} é obrigatório.`,
  invalid: (field: string): string => `O campo ${field} é inválido.`,
  text: (field: string): string => `O campo ${field} deve ser um texto.`,
  list: (field: string): string => `O campo ${field} deve ser uma lista.`,
  boolean: (field: string): string => `O campo ${field} deve ser verdadeiro ou falso.`,
  number: (field: string): string => `O campo ${field} deve ser um número.`,
  integer: (field: string): string => `O campo ${field} deve ser um número inteiro.`,
  positiveInteger: (field: string): string => `O campo ${field} deve ser um número inteiro positivo.`,
  notNegative: (field: string): string => `O campo ${field} não pode ser negativo.`,
  min: (field: string, min: number): string => `O campo ${field} deve ser no mínimo ${min}.`,
  max: (field: string, max: number): string => `O campo ${field} deve ser no máximo ${max}.`,
  tooLarge: (field: string): string => `O campo ${field} é grande demais.`,
  decimals: (field: string, places: number): string =>
    `O campo ${field} deve ter no máximo ${places} casas decimais.`,
  minLength: (field: string, min: number): string => `O campo ${field} deve ter no mínimo ${min} caracteres.`,
  maxLength: (field: string, max: number): string => `O campo ${field} deve ter no máximo ${max} caracteres.`,
  invalidChars: (field: string): string => `O campo ${field} contém caracteres inválidos.`,
  email: 'E-mail inválido.',
} as const;
