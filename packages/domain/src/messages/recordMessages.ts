// "Not found" answers that several areas share (alerts, account, administration): one text for one record kind.

export const NOT_FOUND_MESSAGES = {
  user: 'Usuário não encontrado.',
  company: 'Empresa não encontrada.',
  branch: 'Filial não encontrada.',
} as const;
