import { pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userColumns } from './users';

/** A user's favourite pages, kept on the server so they follow the user to any browser. */
export const favoritos = pgTable(
  'favoritos',
  {
    id: serial('id').primaryKey(),
    ...userColumns({ cascade: true }),
    link: text('link').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  // The unique index also serves "a user's favourites" (user id is its first column).
  (t) => [unique('favoritos_usuario_link_uq').on(t.usuarioId, t.link)],
);

export type FavoritoRow = typeof favoritos.$inferSelect;
