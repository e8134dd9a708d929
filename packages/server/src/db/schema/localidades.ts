import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns';

/**
 * The 27 federative units, keyed by their IBGE code. Reference data: loaded from @brazilian-utils after the migrations
 * (`db/localidades`), never typed by hand.
 */
export const ufs = pgTable('ufs', {
  id: integer('id').primaryKey(),
  sigla: text('sigla').notNull().unique(),
  nome: text('nome').notNull(),
});

/** The IBGE municipalities. `nome_busca` is the name without accents, lower-cased, for the city search. */
export const cidades = pgTable(
  'cidades',
  {
    id: integer('id').primaryKey(),
    nome: text('nome').notNull(),
    nomeBusca: text('nome_busca').notNull(),
    ufId: requiredReference('uf_id', () => ufs.id),
  },
  (t) => [index('cidades_uf_busca_idx').on(t.ufId, t.nomeBusca)],
);
