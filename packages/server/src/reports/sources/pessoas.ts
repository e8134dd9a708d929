import { PARTY_TYPE_LABELS, PartyType, type PartyType as PartyTypeValue } from '@erp/domain';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { pessoas as pessoasTable } from '../../db/schema';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';

// People belong to the company (shared by its branches); without tipoPessoa both customers and suppliers are listed.
function scoped(scope: ReportScope): SQL | undefined {
  const tipos: PartyTypeValue[] =
    scope.filters.tipoPessoa === undefined
      ? [PartyType.CLIENTE, PartyType.FORNECEDOR]
      : [scope.filters.tipoPessoa];
  return and(eq(pessoasTable.empresaId, scope.empresaId), inArray(pessoasTable.tipo, tipos));
}

const pageBy = keyset(pessoasTable.nome, pessoasTable.id);

/** Customers or suppliers of the company. */
export const pessoas: ReportSource = {
  columns: [
    { header: 'Nome', format: 'text', width: 30 },
    { header: 'Tipo', format: 'text', width: 10 },
    { header: 'CPF/CNPJ', format: 'text', width: 16 },
    { header: 'Cidade', format: 'text', width: 18 },
    { header: 'Telefone', format: 'text', width: 13 },
    { header: 'E-mail', format: 'text', width: 24 },
    { header: 'Situação', format: 'text', width: 8 },
  ],

  async page(db, scope, cursor, limit) {
    const rows = await db
      .select({
        id: pessoasTable.id,
        nome: pessoasTable.nome,
        tipo: pessoasTable.tipo,
        cpfCnpj: pessoasTable.cpfCnpj,
        cidade: pessoasTable.cidade,
        uf: pessoasTable.uf,
        telefone: pessoasTable.telefone,
        email: pessoasTable.email,
        ativo: pessoasTable.ativo,
      })
      .from(pessoasTable)
      .where(and(scoped(scope), pageBy.after(cursor)))
      .orderBy(...pageBy.order)
      .limit(limit);
    return {
      rows: rows.map((r) => [
        r.nome,
        PARTY_TYPE_LABELS[r.tipo] ?? String(r.tipo),
        r.cpfCnpj,
        `${r.cidade}/${r.uf}`,
        r.telefone,
        r.email,
        r.ativo ? 'Ativo' : 'Inativo',
      ]),
      next: pageBy.next(rows, limit, (last) => [last.nome, last.id]),
    };
  },

  async summary(db, scope) {
    const rows = await db
      .select({ tipo: pessoasTable.tipo, total: count() })
      .from(pessoasTable)
      .where(scoped(scope))
      .groupBy(pessoasTable.tipo)
      .orderBy(pessoasTable.tipo);
    return rows.map((r) => ({
      label: r.tipo === PartyType.CLIENTE ? 'Clientes' : 'Fornecedores',
      value: r.total,
      format: 'integer' as const,
    }));
  },

  describeFilters: (scope) =>
    scope.filters.tipoPessoa === PartyType.CLIENTE
      ? 'Clientes'
      : scope.filters.tipoPessoa === PartyType.FORNECEDOR
        ? 'Fornecedores'
        : 'Clientes e fornecedores',
};
