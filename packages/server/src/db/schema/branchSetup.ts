// What a branch is set up with besides its own row: its stock locations and its boleto (bank slip) settings, and the
// number a company's next branch gets.
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activeRecordColumns } from './columns';
import { empresas } from './companies';
import { branchColumns } from './tenantColumns';

/** Stock locations of a branch (estoque menus of the main area). */
export const locaisEstoque = pgTable(
  'locais_estoque',
  {
    id: serial('id').primaryKey(),
    ...branchColumns(),
    nome: text('nome').notNull(),
    /** The location new movements use when none is chosen. */
    padrao: boolean('padrao').notNull().default(false),
    ...activeRecordColumns(),
  },
  (t) => [index('locais_estoque_empresa_idx').on(t.empresaId)],
);

/** Bank slip (boleto) issuing settings of a branch; the boleto menus only show once one exists. */
export const configuracoesBoleto = pgTable(
  'configuracoes_boleto',
  {
    id: serial('id').primaryKey(),
    ...branchColumns(),
    /** FEBRABAN bank code, e.g. '341'. */
    banco: text('banco').notNull(),
    agencia: text('agencia').notNull(),
    conta: text('conta').notNull(),
    carteira: text('carteira').notNull(),
    convenio: text('convenio'),
    ...activeRecordColumns(),
  },
  (t) => [index('configuracoes_boleto_empresa_idx').on(t.empresaId)],
);

/** The number the next branch of a company gets (`Admin/sequencia-filial`). */
export const sequenciasFilial = pgTable('sequencias_filial', {
  empresaId: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  proximo: integer('proximo').notNull(),
});
