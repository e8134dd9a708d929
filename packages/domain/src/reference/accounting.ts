/** Kind of a financial account. The spec names them only; numeric codes are our choice. */
export const AccountType = { CAIXA: 1, CORRENTE: 2, INVESTIMENTO: 3 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  1: 'Caixa',
  2: 'Corrente',
  3: 'Investimento',
};

/** Nature of an accounting account (SPED ECD COD_NAT 01–05 and 09). */
export const AccountingNature = {
  ATIVO: 1,
  PASSIVO: 2,
  PATRIMONIO_LIQUIDO: 3,
  RESULTADO: 4,
  COMPENSACAO: 5,
  OUTRAS: 9,
} as const;
export type AccountingNature = (typeof AccountingNature)[keyof typeof AccountingNature];
export const ACCOUNTING_NATURE_LABELS: Readonly<Record<AccountingNature, string>> = {
  1: 'Contas de ativo',
  2: 'Contas de passivo',
  3: 'Patrimônio líquido',
  4: 'Contas de resultado',
  5: 'Contas de compensação',
  9: 'Outras',
};

/** Synthetic (grouping) or analytic (posting) account. */
export const AccountingAccountType = { SINTETICA: 'S', ANALITICA: 'A' } as const;
export type AccountingAccountType = (typeof AccountingAccountType)[keyof typeof AccountingAccountType];
export const ACCOUNTING_ACCOUNT_TYPE_LABELS: Readonly<Record<AccountingAccountType, string>> = {
  S: 'Sintética',
  A: 'Analítica',
};

/** Side of an accounting entry. */
export const DebitCredit = { DEBITO: 0, CREDITO: 1 } as const;
export type DebitCredit = (typeof DebitCredit)[keyof typeof DebitCredit];
export const DEBIT_CREDIT_LABELS: Readonly<Record<DebitCredit, string>> = { 0: 'Débito', 1: 'Crédito' };
