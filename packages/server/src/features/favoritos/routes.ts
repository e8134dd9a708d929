import {
  checkFavoriteAdd,
  checkFavoriteRemove,
  favoritableEntry,
  FAVORITE_MESSAGES,
  normalizeMenuPath,
  type Favorito,
} from '@erp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { favoritos, type FavoritoRow } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput, requiredText } from '../../http/validation';
import { findUserById } from '../usuarios/findUser';
import { loadMenus } from '../usuarios/menus';

const addBody = v.object({ link: requiredText('link', 300), title: requiredText('title', 200) });

const toFavorito = (row: FavoritoRow): Favorito => ({ id: row.id, link: row.link, title: row.title });

/**
 * The user's favourite pages, stored per user (spec 001 §4–5, §8). The rules are `@erp/domain`'s, applied to the
 * user's own menus: only visible menu pages, no favourites for accountants, at most FAVORITOS_LIMITE, defaults
 * (shown by the browser, never stored) cannot be added twice or removed. Registered under `/api`.
 */
export function favoritosRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const stored = (userId: number) =>
      ctx.db.select().from(favoritos).where(eq(favoritos.usuarioId, userId)).orderBy(asc(favoritos.id));

    app.get('/Favoritos', async (request) => (await stored(sessionOf(request).userId)).map(toFavorito));

    app.post('/Favoritos', async (request) => {
      const { userId } = sessionOf(request);
      const body = parseInput(addBody, request.body);
      const link = normalizeMenuPath(body.link);
      const [user, menus] = await Promise.all([
        findUserById(ctx.db, userId),
        loadMenus(ctx.db, userId, new Date(ctx.clock())),
      ]);
      if (!user || !menus) throw new HttpError(403, FAVORITE_MESSAGES.notAllowed);
      const current = await stored(userId);
      if (
        current.some((f) => normalizeMenuPath(f.link) === link) ||
        !checkFavoriteRemove(link).ok // a default favourite is always there already
      )
        throw new HttpError(409, FAVORITE_MESSAGES.duplicate);
      const verdict = checkFavoriteAdd(menus, { isContador: user.isContador }, link, current);
      // Not a page the user may favourite is a 403; the limit is a 409 (the list is full).
      if (!verdict.ok)
        throw new HttpError(verdict.message === FAVORITE_MESSAGES.notAllowed ? 403 : 409, verdict.message);
      // The catalogue's title, not the client's: the strip shows what the menu calls the page.
      const title = favoritableEntry(menus, link)?.title ?? body.title;
      const [row] = await ctx.db
        .insert(favoritos)
        .values({ usuarioId: userId, link, title, createdAt: new Date(ctx.clock()) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, FAVORITE_MESSAGES.duplicate);
      return toFavorito(row);
    });

    app.delete('/Favoritos/:id', async (request) => {
      const { userId } = sessionOf(request);
      const { id } = parseInput(v.object({ id: idField('id') }), request.params, 'params');
      const mine = and(eq(favoritos.id, id), eq(favoritos.usuarioId, userId));
      const [row] = await ctx.db.select().from(favoritos).where(mine).limit(1);
      if (!row) throw new HttpError(404, FAVORITE_MESSAGES.notFound);
      const verdict = checkFavoriteRemove(row.link);
      if (!verdict.ok) throw new HttpError(403, verdict.message);
      await ctx.db.delete(favoritos).where(mine);
      return { count: 1 };
    });
  };
}
