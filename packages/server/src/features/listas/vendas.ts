import { FiscalModel } from '@erp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { pessoas, vendas, vendedores } from '../../db/schema';
import { companySellers } from './choiceSources';
import { ofBranch } from '../../db/ofBranch';
import { defineList, LIST_ALIAS, type ListDefinition } from './listDefinition';

/**
 * The selected branch's sales, as sales orders (every sale), fiscal coupons (NFC-e) or invoices (NF-e): one
 * definition, three pages with their own permissions.
 */
function salesList(
  name: 'pedidosVenda' | 'cuponsFiscais' | 'notasFiscais',
  label: string,
  modelo: FiscalModel | null,
): ListDefinition {
  return defineList({
    name,
    label,
    rows: (db, scope) => {
      const conditions: SQL[] = [ofBranch(vendas, scope)];
      if (modelo !== null) conditions.push(eq(vendas.modelo, modelo));
      return db
        .select({
          id: vendas.id,
          numero: vendas.numero,
          dataHora: vendas.dataHora,
          modelo: vendas.modelo,
          clienteId: vendas.clienteId,
          cliente: sql<string | null>`${pessoas.nome}`.as('cliente'),
          clienteCpfCnpj: sql<string | null>`${pessoas.cpfCnpj}`.as('cliente_cpf_cnpj'),
          vendedorId: vendas.vendedorId,
          vendedor: sql<string | null>`${vendedores.nome}`.as('vendedor'),
          subtotal: vendas.subtotal,
          desconto: vendas.desconto,
          total: vendas.total,
          formaPagamento: vendas.formaPagamento,
          status: vendas.status,
        })
        .from(vendas)
        .leftJoin(pessoas, eq(pessoas.id, vendas.clienteId))
        .leftJoin(vendedores, eq(vendedores.id, vendas.vendedorId))
        .where(and(...conditions))
        .as(LIST_ALIAS);
    },
    filterable: {
      id: 'integer',
      numero: 'integer',
      dataHora: 'date',
      modelo: 'integer',
      clienteId: 'integer',
      cliente: 'string',
      vendedorId: 'integer',
      vendedor: 'string',
      total: 'number',
      formaPagamento: 'string',
      status: 'string',
    },
    defaultOrder: [['dataHora', 'desc']],
    choices: { vendedorId: companySellers },
  });
}

export const pedidosVendaList = salesList('pedidosVenda', 'pedidos de venda', null);
export const cuponsFiscaisList = salesList('cuponsFiscais', 'cupons fiscais', FiscalModel.NFCE);
export const notasFiscaisList = salesList('notasFiscais', 'notas fiscais', FiscalModel.NFE);
