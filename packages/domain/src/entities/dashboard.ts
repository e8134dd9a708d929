/** One day of the dashboard's 30-day sales series. */
export interface VendasDia {
  /** 'yyyy-MM-dd' on São Paulo's calendar. */
  data: string;
  total: number;
}

/** `GET /api/Dashboard/resumo`: the selected branch's figures; money in reais with 2 decimals, counts as integers. */
export interface DashboardResumo {
  vendasHoje: number;
  vendasMes: number;
  quantidadeVendasHoje: number;
  /** Open amounts (valor − valor pago) due today or in the 6 days after it. */
  receberProximos7Dias: number;
  pagarProximos7Dias: number;
  /** Open amounts due before today. */
  receberVencido: number;
  pagarVencido: number;
  /** Active products below their minimum in at least one of the branch's locations. */
  produtosEstoqueBaixo: number;
  /** The last 30 days, oldest first, today included; days without sales are 0. */
  vendasUltimos30Dias: VendasDia[];
}
