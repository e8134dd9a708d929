/** Stock movement types (spec 001 §3), with the codes the API stores. */
export const StockMovementType = {
  COMPRA: 0,
  VENDA: 1,
  VENDA_A_PARTIR_DE_CUPOM: 11,
  TRANSFERENCIA: 2,
  BONIFICACAO: 3,
  DEVOLUCAO_FORNECEDOR: 4,
  DEVOLUCAO_CLIENTE: 5,
  SIMPLES_REMESSA: 6,
  SIMPLES_REMESSA_PRECO_VENDA: 12,
  PERDAS: 7,
  COMPLEMENTO: 8,
  AJUSTE: 9,
  ENTRADA_PRODUTOR_RURAL: 10,
  SIMPLES_FATURAMENTO: 13,
  SAIDA_EFETIVA_MERCADORIA: 14,
} as const;
export type StockMovementType = (typeof StockMovementType)[keyof typeof StockMovementType];

// The spec gives only the constant names; the labels spell them out in Portuguese.
export const STOCK_MOVEMENT_TYPE_LABELS: Readonly<Record<StockMovementType, string>> = {
  0: 'Compra',
  1: 'Venda',
  11: 'Venda a partir de cupom',
  2: 'Transferência',
  3: 'Bonificação',
  4: 'Devolução ao fornecedor',
  5: 'Devolução de cliente',
  6: 'Simples remessa',
  12: 'Simples remessa com preço de venda',
  7: 'Perdas',
  8: 'Complemento',
  9: 'Ajuste',
  10: 'Entrada de produtor rural',
  13: 'Simples faturamento',
  14: 'Saída efetiva de mercadoria',
};
