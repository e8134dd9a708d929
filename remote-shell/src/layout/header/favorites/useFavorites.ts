import { useCallback, useEffect, useRef, useState } from 'react';
import { FavoritoListSchema, FavoritoSchema, getApi } from '@erp/api-client';
import {
  checkFavoriteAdd,
  checkFavoriteRemove,
  FAVORITE_MESSAGES,
  normalizeMenuPath,
  readErrorMessage,
  type Favorito,
  type MenuItem,
  type Menus,
} from '@erp/domain';
import { sessionStore } from '@erp/session';
import { toasts } from '@erp/ui';

/** The user's stored favourites and the toggle of the current page. */
export interface FavoritesState {
  /** Stored favourites (GET Favoritos), in the server's order. */
  favoritos: Favorito[];
  /** Adds the page, or removes it when it is already a favourite, after the spec's rules (spec 001 §4–5). */
  toggle(path: string, entry: MenuItem | null, isFavorite: boolean): Promise<void>;
}

// The server words its refusals with the spec's texts (limit, default favourite…); anything unreadable is generic.
function warnFailure(error: unknown): void {
  toasts.warning(readErrorMessage(error).message ?? FAVORITE_MESSAGES.failed);
}

/** Loads the favourites while `enabled` (not in the administrative panel) and adds or removes the current page. */
export function useFavorites(menus: Menus, enabled: boolean): FavoritesState {
  const [favoritos, setFavoritos] = useState<Favorito[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reload = useCallback(async () => {
    try {
      const list = await getApi().get('Favoritos', FavoritoListSchema);
      if (mounted.current) setFavoritos(list);
    } catch (error) {
      console.error('[shell] Favoritos failed', error);
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  const toggle = useCallback(
    async (path: string, entry: MenuItem | null, isFavorite: boolean) => {
      const target = normalizeMenuPath(path);
      if (isFavorite) {
        const verdict = checkFavoriteRemove(target);
        if (!verdict.ok) {
          toasts.warning(verdict.message);
          return;
        }
        const stored = favoritos.find((f) => normalizeMenuPath(f.link) === target);
        if (!stored) return;
        try {
          await getApi().delete(`Favoritos/${stored.id}`);
        } catch (error) {
          warnFailure(error);
        }
        await reload();
        return;
      }
      const user = sessionStore.getState().user;
      const verdict = checkFavoriteAdd(menus, { isContador: user?.isContador ?? false }, target, favoritos);
      if (!verdict.ok || !entry) {
        toasts.warning(verdict.ok ? FAVORITE_MESSAGES.notAllowed : verdict.message);
        return;
      }
      try {
        await getApi().post('Favoritos', { link: target, title: entry.title }, FavoritoSchema);
      } catch (error) {
        warnFailure(error);
      }
      await reload();
    },
    [favoritos, menus, reload],
  );

  return { favoritos, toggle };
}
