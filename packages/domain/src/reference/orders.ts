/** Status of an order of the integral flow (spec 001 §3). */
export const IntegralOrderStatus = { PENDENTE: 0, FATURADO: 2, MONTAGEM_DE_CARGA: 3 } as const;
export type IntegralOrderStatus = (typeof IntegralOrderStatus)[keyof typeof IntegralOrderStatus];

export const INTEGRAL_ORDER_STATUS_LABELS: Readonly<Record<IntegralOrderStatus, string>> = {
  0: 'Pendente',
  2: 'Faturado',
  3: 'Montagem de Carga',
};

/** Status of a loose (avulso) order. */
export const LooseOrderStatus = {
  AGUARDANDO: 0,
  AGUARDANDO_CENTRAL: 1,
  AGUARDANDO_FATURAMENTO: 2,
  FATURADO: 3,
  CANCELADO: 4,
  DIGITANDO: 5,
  PEDIDO_DE_VENDA_GERADO: 6,
} as const;
export type LooseOrderStatus = (typeof LooseOrderStatus)[keyof typeof LooseOrderStatus];

export const LOOSE_ORDER_STATUS_LABELS: Readonly<Record<LooseOrderStatus, string>> = {
  0: 'Aguardando',
  1: 'Aguardando Central',
  2: 'Aguardando Faturamento',
  3: 'Faturado',
  4: 'Cancelado',
  5: 'Digitando',
  6: 'Pedido de Venda Gerado',
};
