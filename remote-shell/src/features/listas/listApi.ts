import { CountSchema, getApi, ListRowsSchema, type ListRow } from '@erp/api-client';
import { LIST_PAGES, type ListName } from '@erp/domain';

/** The two calls of every business list, each answer parsed at the edge. */
export const listApi = {
  /** `GET <Lista>?filter=`: one page of rows. */
  rows: (name: ListName, filter: object, signal?: AbortSignal): Promise<ListRow[]> =>
    getApi().get(LIST_PAGES[name].resource, ListRowsSchema, { query: { filter }, signal }),
  /** `GET <Lista>/count?where=`. */
  count: async (name: ListName, where: object, signal?: AbortSignal): Promise<number> =>
    (await getApi().get(`${LIST_PAGES[name].resource}/count`, CountSchema, { query: { where }, signal }))
      .count,
};
