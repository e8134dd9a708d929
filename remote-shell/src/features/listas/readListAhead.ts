import { listOfPage, normalizeMenuPath } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { LIST_DEFINITIONS } from './definitions';
import { pageKey, readAhead, readPage } from './pageRead';
import { firstPageFilter } from './useListPage';

/**
 * Starts reading the first page (and its count) of the list a menu entry leads to, when the user points at or
 * focuses that entry: the answer (~30-80 ms) comes while the click and the route's render happen, and the list page
 * takes it instead of asking once drawn. Other pages: nothing.
 */
export function readListAhead(path: string): void {
  const list = listOfPage(normalizeMenuPath(path));
  if (!list) return;
  const definition = LIST_DEFINITIONS[list];
  const filter = firstPageFilter(definition);
  const filialId = sessionStore.getState().user?.filialSelecionada ?? null;
  readAhead(pageKey(definition, filialId, filter), () => readPage(definition, filter));
}
