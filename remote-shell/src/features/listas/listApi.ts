import {
  CountSchema,
  getApi,
  ListChoicesSchema,
  ListRowsSchema,
  type ListChoice,
  type ListRow,
} from '@erp/api-client';
import { LIST_PAGES, type ListName } from '@erp/domain';

/** The calls of every business list, each answer parsed at the edge. */
export const listApi = {
  /** `GET <Lista>?filter=`: one page of rows. */
  rows: (name: ListName, filter: object, signal?: AbortSignal): Promise<ListRow[]> =>
    getApi().get(LIST_PAGES[name].resource, ListRowsSchema, { query: { filter }, signal }),
  /** `GET <Lista>/count?where=`. */
  count: async (name: ListName, where: object, signal?: AbortSignal): Promise<number> =>
    (await getApi().get(`${LIST_PAGES[name].resource}/count`, CountSchema, { query: { where }, signal }))
      .count,
  /** `GET <Lista>/opcoes/<campo>`: the choices of a filter on an id field (the branch's depósitos…). */
  choices: (name: ListName, field: string, signal?: AbortSignal): Promise<ListChoice[]> =>
    getApi().get(`${LIST_PAGES[name].resource}/opcoes/${field}`, ListChoicesSchema, { signal }),
};
