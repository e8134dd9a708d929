import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandColumns, brands } from './brands';
import { createdAt, instant } from './columns';
import { empresas } from './companies';
import { usuarios } from './users';
import { companyColumns } from './tenantColumns';

/**
 * Who changed what in the administration area, from what to what. `brandId` is null for product-wide settings
 * (banks, PDV version, IBPT tables) that belong to no brand.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: serial('id').primaryKey(),
    data: instant('data').notNull().defaultNow(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    acao: text('acao').notNull(),
    alvo: text('alvo').notNull(),
    de: jsonb('de').$type<unknown>(),
    para: jsonb('para').$type<unknown>(),
  },
  (t) => [index('auditoria_brand_data_idx').on(t.brandId, t.data)],
);

export type AuditoriaRow = typeof auditoria.$inferSelect;

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
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ibpt_itens_tipo_codigo_ex_uq').on(t.tipo, t.codigo, t.ex)],
);

/** Product-wide settings kept by the product owner (e.g. `pdv-versao`), one JSON value per key. */
export const configuracoesSistema = pgTable('configuracoes_sistema', {
  chave: text('chave').primaryKey(),
  valor: jsonb('valor').$type<unknown>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** The number the next branch of a company gets (`Admin/sequencia-filial`). */
export const sequenciasFilial = pgTable('sequencias_filial', {
  empresaId: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  proximo: integer('proximo').notNull(),
});

/** Net promoter score answers (0..10) of a brand's users. */
export const npsRespostas = pgTable(
  'nps_respostas',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    ...companyColumns({ cascade: true }),
    ...brandColumns({ cascade: true }),
    nota: smallint('nota').notNull(),
    comentario: text('comentario').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('nps_respostas_brand_idx').on(t.brandId, t.createdAt),
    index('nps_respostas_usuario_idx').on(t.usuarioId),
  ],
);
