// The spec names the dashboard but not its figures (spec 001 §2): these labels are ours, in the product's Portuguese.

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  vendasHoje: 'Vendas hoje',
  vendasMes: 'Vendas no mês',
  quantidadeVendasHoje: (n: number): string => (n === 1 ? '1 venda' : `${n} vendas`),
  receber7Dias: 'A receber em 7 dias',
  pagar7Dias: 'A pagar em 7 dias',
  receberVencido: 'Recebimentos vencidos',
  pagarVencido: 'Pagamentos vencidos',
  estoqueBaixo: 'Produtos com estoque baixo',
  estoqueBaixoHint: 'no estoque mínimo ou abaixo dele',
  grafico: 'Vendas dos últimos 30 dias',
  graficoValor: 'Total vendido',
  loading: 'Carregando o dashboard…',
  loadError: 'Não foi possível carregar o dashboard.',
} as const;
