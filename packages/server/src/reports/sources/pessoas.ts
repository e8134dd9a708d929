import { PARTY_TYPE_LABELS, PartyType, type PartyType as PartyTypeValue } from '@erp/domain';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { pessoas as pessoasTable } from '../../db/schema';
import { keyset } from '../keyset';
import type { ReportScope } from '../reportSource';
import { labelColumn, reportTable } from '../reportTable';
import { tableReport } from '../tableReport';

// People belong to the company (shared by its branches); without tipoPessoa both customers and suppliers are listed.
function scoped(scope: ReportScope): SQL | undefined {
  const tipos: PartyTypeValue[] =
    scope.filters.tipoPessoa === undefined
      ? [PartyType.CLIENTE, PartyType.FORNECEDOR]
      : [scope.filters.tipoPessoa];
  return and(eq(pessoasTable.empresaId, scope.empresaId), inArray(pessoasTable.tipo, tipos));
}

const pageBy = keyset(pessoasTable.nome, pessoasTable.id);

const table = reportTable({
  nome: { header: 'Nome', format: 'text', width: 30, select: pessoasTable.nome },
  tipo: labelColumn('Tipo', 10, pessoasTable.tipo, PARTY_TYPE_LABELS),
  cpfCnpj: { header: 'CPF/CNPJ', format: 'text', width: 16, select: pessoasTable.cpfCnpj },
  cidade: {
    header: 'Cidade',
    format: 'text',
    width: 18,
    select: { cidade: pessoasTable.cidade, uf: pessoasTable.uf },
    cell: ({ cidade, uf }) => `${cidade}/${uf}`,
  },
  telefone: { header: 'Telefone', format: 'text', width: 13, select: pessoasTable.telefone },
  email: { header: 'E-mail', format: 'text', width: 24, select: pessoasTable.email },
  ativo: labelColumn('Situação', 8, pessoasTable.ativo, { true: 'Ativo', false: 'Inativo' }),
});

/** Customers or suppliers of the company. */
export const pessoas = tableReport({
  table,
  pageBy,
  scoped,
  rows: (db, fields) => db.select(fields).from(pessoasTable),

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
});
