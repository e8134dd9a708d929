// Answers of the states and municipalities routes (spec 000 §7 `Ceps/*`); the spec words none of them, these are ours.

export const LOCALIDADE_MESSAGES = {
  cityNotFound: 'Cidade não encontrada.',
  invalidUf: 'UF inválida.',
  queryTooLong: 'A busca deve ter no máximo 100 caracteres.',
  invalidLimit: 'O parâmetro limit deve ser um número inteiro positivo.',
} as const;
