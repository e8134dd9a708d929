import { boolean, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { activeRecordColumns, createdAt, requiredReference } from './columns';
import { planos } from './plans';

/** A customer company of a brand; every business row of later areas hangs from one (tenant boundary). */
export const empresas = pgTable(
  'empresas',
  {
    id: serial('id').primaryKey(),
    brandId: requiredReference('brand_id', () => brands.id),
    nome: text('nome').notNull(),
    cpfCnpj: text('cpf_cnpj'),
    createdAt: createdAt(),
  },
  (t) => [index('empresas_brand_idx').on(t.brandId)],
);

/** A branch (filial). Trial and blocked states drive the banners and the blocked screen of the main area. */
export const filiais = pgTable(
  'filiais',
  {
    id: serial('id').primaryKey(),
    empresaId: requiredReference('empresa_id', () => empresas.id),
    nome: text('nome').notNull(),
    apelido: text('apelido'),
    cpfCnpj: text('cpf_cnpj').notNull(),
    ramoAtividade: text('ramo_atividade'),
    /** Contract id in the billing system; null while the branch has never signed a plan. */
    contratoId: text('contrato_id'),
    /** The plan the branch signed (`Usuarios/contratarPlano`, `efetivarPlano`, `migrarPlano`). */
    planoId: integer('plano_id').references(() => planos.id),
    trial: boolean('trial').notNull().default(false),
    bloqueada: boolean('bloqueada').notNull().default(false),
    /** End of the trial or of the paid period (calendar date, no time zone). */
    dataVencimento: date('data_vencimento', { mode: 'string' }),
    integracaoSerasa: boolean('integracao_serasa').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('filiais_empresa_idx').on(t.empresaId)],
);

/**
 * External systems a branch is integrated with; `sistema` is `ExternalSystem` of `@erp/domain` (spec 001 §3: 1 credit
 * bureau, 2 marketing platform, 3 postal service, 4 health system). The billing system is not one of them: it is the
 * brand's `possuiIntegracaoSuperlogica`. New systems add rows, not columns.
 */
export const filialIntegracoes = pgTable(
  'filial_integracoes',
  {
    id: serial('id').primaryKey(),
    filialId: requiredReference('filial_id', () => filiais.id),
    sistema: integer('sistema').notNull(),
    ...activeRecordColumns(),
  },
  (t) => [unique('filial_integracoes_filial_sistema_uq').on(t.filialId, t.sistema)],
);
