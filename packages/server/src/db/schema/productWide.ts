// Reference data and settings of the whole product, kept by the product owner and shared by every brand.
import { jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Banks offered to every brand's finance screens (product-wide, kept by the product owner). */
export const bancos = pgTable('bancos', {
  id: serial('id').primaryKey(),
  /** The 3-digit code of the Brazilian banking system (COMPE). */
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  createdAt: createdAt(),
});

/** Average tax burden per NCM or CEST code (IBPT table imports). */
export const ibptItens = pgTable(
  'ibpt_itens',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').$type<'ncm' | 'cest'>().notNull(),
    codigo: text('codigo').notNull(),
    /** The IBPT "ex" exception number; '' when none. */
    ex: text('ex').notNull().default(''),
    descricao: text('descricao').notNull(),
    nacionalFederal: numeric('nacional_federal', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    importadosFederal: numeric('importados_federal', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    estadual: numeric('estadual', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    municipal: numeric('municipal', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    vigenciaInicio: text('vigencia_inicio'),
    vigenciaFim: text('vigencia_fim'),
    versao: text('versao'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ibpt_itens_tipo_codigo_ex_uq').on(t.tipo, t.codigo, t.ex)],
);

/** Product-wide settings kept by the product owner (e.g. `pdv-versao`), one JSON value per key. */
export const configuracoesSistema = pgTable('configuracoes_sistema', {
  chave: text('chave').primaryKey(),
  valor: jsonb('valor').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
