import { sql } from 'drizzle-orm';
import type { Database } from '../../database';
import { TIME_ZONE } from '@erp/domain';

/** What the CONTRACT's demo volumes are checked against (the bench prints and checks them at full scale). */
export interface BusinessCounts {
  clientes: number;
  fornecedores: number;
  produtos: number;
  /** Products whose NCM has 8 digits. */
  produtosComNcm: number;
  vendas: number;
  itensVenda: number;
  /** Distinct months (São Paulo) with sales. */
  mesesComVendas: number;
  vendedoresComVendas: number;
  filiaisComVendas: number;
  locaisComSaldo: number;
  movimentacoes: number;
  receber: number;
  pagar: number;
  lancamentosPagos: number;
  lancamentosVencidos: number;
  lancamentosProximos7Dias: number;
  produtosAbaixoMinimo: number;
}

/** Row counts of one company's business data, by company name, as of `now`. */
export async function countBusinessData(
  db: Database,
  empresaNome: string,
  now: Date,
): Promise<BusinessCounts> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`;
  const result = (await db.execute(sql`
    with e as (select id from empresas where nome = ${empresaNome} limit 1)
    select
      (select count(*)::int from pessoas, e where empresa_id = e.id and tipo = 0) as "clientes",
      (select count(*)::int from pessoas, e where empresa_id = e.id and tipo = 1) as "fornecedores",
      (select count(*)::int from produtos, e where empresa_id = e.id) as "produtos",
      (select count(*)::int from produtos, e where empresa_id = e.id and ncm ~ '^[0-9]{8}$') as "produtosComNcm",
      (select count(*)::int from vendas, e where empresa_id = e.id) as "vendas",
      (select count(*)::int from itens_venda, e where empresa_id = e.id) as "itensVenda",
      (select count(distinct to_char(data_hora at time zone ${TIME_ZONE}, 'YYYY-MM'))::int from vendas, e
        where empresa_id = e.id) as "mesesComVendas",
      (select count(distinct vendedor_id)::int from vendas, e where empresa_id = e.id) as "vendedoresComVendas",
      (select count(distinct filial_id)::int from vendas, e where empresa_id = e.id) as "filiaisComVendas",
      (select count(distinct local_estoque_id)::int from saldos_estoque, e where empresa_id = e.id) as "locaisComSaldo",
      (select count(*)::int from movimentacoes_estoque, e where empresa_id = e.id) as "movimentacoes",
      (select count(*)::int from lancamentos_financeiros, e where empresa_id = e.id and tipo = 'receber') as "receber",
      (select count(*)::int from lancamentos_financeiros, e where empresa_id = e.id and tipo = 'pagar') as "pagar",
      (select count(*)::int from lancamentos_financeiros, e where empresa_id = e.id and status = 'pago') as "lancamentosPagos",
      (select count(*)::int from lancamentos_financeiros, e
        where empresa_id = e.id and status = 'aberto' and vencimento < ${today}) as "lancamentosVencidos",
      (select count(*)::int from lancamentos_financeiros, e
        where empresa_id = e.id and status = 'aberto' and vencimento between ${today} and ${today} + 6) as "lancamentosProximos7Dias",
      (select count(distinct (s.filial_id, s.produto_id))::int from saldos_estoque s, e
        where s.empresa_id = e.id and s.quantidade < s.estoque_minimo) as "produtosAbaixoMinimo"
  `)) as { rows: BusinessCounts[] };
  const [row] = result.rows;
  if (!row) throw new Error(`Empresa ${empresaNome} sem contagem`);
  return row;
}
