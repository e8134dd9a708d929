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

/**
 * The API's answers to a malformed query parameter shared by several routes (lists, reports), above all the LoopBack
 * `filter` / `where` of every listing (`packages/server/src/filter`). `label` is what the listing is called in them.
 */
export const QUERY_MESSAGES = {
  whereNotText: 'O parâmetro where deve ser um texto JSON.',
  whereTooLong: 'O parâmetro where é grande demais.',
  paramNotText: (name: string): string => `O parâmetro ${name} deve ser um texto JSON.`,
  paramTooLong: (name: string): string => `O parâmetro ${name} é grande demais.`,
  paramNotJson: (name: string): string => `O parâmetro "${name}" não é um JSON válido.`,
  filterNotObject: 'O filtro deve ser um objeto JSON.',
  unknownKey: (key: string): string => `A chave "${key}" não é suportada no filtro.`,
  orderFormat: 'A ordenação do filtro deve ser "campo ASC" ou "campo DESC".',
  orderInvalid: 'Ordenação inválida.',
  notSortable: (name: string, label: string): string =>
    `O campo "${name}" não pode ser usado na ordenação de ${label}.`,
  notFilterable: (name: string, label: string): string =>
    `O campo "${name}" não pode ser usado em filtros de ${label}.`,
  notSelectable: (name: string, label: string): string =>
    `O campo "${name}" não pode ser usado em "fields" de ${label}.`,
  fieldsFormat: 'O valor de "fields" do filtro deve ser uma lista ou um objeto.',
  notIncludable: (relation: string, label: string): string =>
    `A relação "${relation}" não pode ser incluída em ${label}.`,
  notCount: (name: string): string =>
    `O valor de "${name}" do filtro deve ser um número inteiro não negativo.`,
  operatorUnsupported: (operator: string): string => `Operador "${operator}" não suportado no filtro.`,
  emptyCondition: (name: string): string => `Condição vazia para o campo "${name}" no filtro.`,
  whereNotObject: 'A condição "where" do filtro deve ser um objeto.',
  tooDeep: 'O filtro tem condições aninhadas demais.',
  tooManyConditions: 'O filtro tem condições demais.',
  operatorList: (operator: string): string =>
    `O operador "${operator}" do filtro espera uma lista de condições.`,
  betweenPair: (name: string): string =>
    `O operador "between" do campo "${name}" espera uma lista com dois valores.`,
  invalidValue: (field: string): string => `Valor inválido para o campo "${field}" no filtro.`,
  /** What each filterable listing outside the business lists is called in these answers. */
  labels: {
    alertas: 'alertas',
    auditoria: 'auditoria',
    relatorios: 'relatórios',
    cidades: 'cidades',
    planos: 'planos',
    configWhiteLabels: 'configurações white-label',
  },
} as const;

/** Error keys a form field can carry (spec 000 §5, 001 §8) and the message each shows. */
export const FIELD_ERROR_MESSAGES = {
  documentoInvalido: VALIDATION_MESSAGES.document,
  matchOther: VALIDATION_MESSAGES.match,
} as const;
