import { and, eq, sql } from 'drizzle-orm';
import { categoriasFinanceiro, lancamentosFinanceiros, pessoas, type EntryKind } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { defineList, LIST_ALIAS, type ListDefinition } from './listDefinition';

/** The selected branch's receivables or payables: one definition, two lists. */
function entriesList(name: 'contasReceber' | 'contasPagar', label: string, tipo: EntryKind): ListDefinition {
  return defineList({
    name,
    label,
    rows: (db, scope) =>
      db
        .select({
          id: lancamentosFinanceiros.id,
          descricao: lancamentosFinanceiros.descricao,
          pessoaId: lancamentosFinanceiros.pessoaId,
          pessoa: sql<string | null>`${pessoas.nome}`.as('pessoa'),
          categoria: sql<string | null>`${categoriasFinanceiro.descricao}`.as('categoria'),
          valor: lancamentosFinanceiros.valor,
          valorPago: lancamentosFinanceiros.valorPago,
          vencimento: lancamentosFinanceiros.vencimento,
          dataPagamento: lancamentosFinanceiros.dataPagamento,
          status: lancamentosFinanceiros.status,
          vendaId: lancamentosFinanceiros.vendaId,
        })
        .from(lancamentosFinanceiros)
        .leftJoin(pessoas, eq(pessoas.id, lancamentosFinanceiros.pessoaId))
        .leftJoin(categoriasFinanceiro, eq(categoriasFinanceiro.id, lancamentosFinanceiros.categoriaId))
        .where(and(ofBranch(lancamentosFinanceiros, scope), eq(lancamentosFinanceiros.tipo, tipo)))
        .as(LIST_ALIAS),
    filterable: {
      id: 'integer',
      descricao: 'string',
      pessoaId: 'integer',
      pessoa: 'string',
      categoria: 'string',
      valor: 'number',
      vencimento: 'day',
      dataPagamento: 'day',
      status: 'string',
    },
    defaultOrder: [['vencimento', 'asc']],
  });
}

export const contasReceberList = entriesList('contasReceber', 'contas a receber', 'receber');
export const contasPagarList = entriesList('contasPagar', 'contas a pagar', 'pagar');
