import type { PartyType, PersonDocumentModel } from '@erp/domain';
import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { activeRecordColumns } from './columns';
import { companyColumns, companyGroupTree } from './tenantColumns';

/** Person groups of a company (grupos de pessoas). */
export const gruposPessoas = companyGroupTree('grupos_pessoas', 'grupo_pai_id');

/**
 * Customers, suppliers and carriers of a company (shared by its branches). `tipo` is the spec's party type; a
 * company that is both customer and supplier has one row per role, as the documents that cite it do.
 */
export const pessoas = pgTable(
  'pessoas',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    tipo: smallint('tipo').$type<PartyType>().notNull(),
    nome: text('nome').notNull(),
    razaoSocial: text('razao_social'),
    modeloDocumento: smallint('modelo_documento').$type<PersonDocumentModel>().notNull(),
    /** Formatted CPF or CNPJ with valid check digits. */
    cpfCnpj: text('cpf_cnpj').notNull(),
    email: text('email'),
    telefone: text('telefone'),
    cidade: text('cidade').notNull(),
    uf: text('uf').notNull(),
    grupoId: integer('grupo_id').references(() => gruposPessoas.id),
    ...activeRecordColumns(),
  },
  (t) => [
    index('pessoas_empresa_tipo_nome_idx').on(t.empresaId, t.tipo, t.nome),
    index('pessoas_empresa_cpf_cnpj_idx').on(t.empresaId, t.cpfCnpj),
  ],
);
