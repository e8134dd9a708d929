import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brandColumns } from './brands';
import { createdAt } from './columns';
import { usuarios } from './users';

/**
 * Every file a user uploaded that the product keeps (avatars, logos, favicons): which brand's quota it counts
 * against and how big it is. A row exists exactly while the file is in use; replacing the file swaps the row.
 */
export const arquivosEnviados = pgTable(
  'arquivos_enviados',
  {
    id: serial('id').primaryKey(),
    /** Storage area (`avatars`, `brandImages`) and key inside it. */
    area: text('area').notNull(),
    chave: text('chave').notNull(),
    ...brandColumns({ cascade: true }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('arquivos_enviados_chave_uq').on(t.area, t.chave),
    index('arquivos_enviados_brand_idx').on(t.brandId),
  ],
);
