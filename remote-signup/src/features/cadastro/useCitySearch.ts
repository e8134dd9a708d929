import { useDebouncedValue } from '@mantine/hooks';
import { CidadeListSchema, getApi, type Cidade } from '@erp/api-client';
import { CITY_SEARCH_LIMIT } from '@erp/domain';
import { useLoad } from '@erp/ui';

/** Wait after the last keystroke before searching, so typing a name sends one call, not one per letter. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;

/**
 * Cities of `uf` matching `query` through `Ceps/ngcidades?limit=10&query=&uf=`, debounced; none before a letter is typed. Errors are only logged
 * (spec 000 §8) and leave the list empty.
 */
export function useCitySearch(uf: string, query: string): Cidade[] {
  // A string, not an object: a new object each render would restart the wait forever.
  const [key] = useDebouncedValue(JSON.stringify([uf, query]), CITY_SEARCH_DEBOUNCE_MS);
  const [searchUf, searchQuery] = JSON.parse(key) as [string, string];
  // Nothing typed yet asks nothing: choosing the state would otherwise send a search for '' 300 ms later (and
  // whether it did depended on how fast the user moved to the city field).
  const typed = Boolean(uf && query.trim());
  const cities = useLoad(
    key,
    (signal) =>
      getApi().get('Ceps/ngcidades', CidadeListSchema, {
        query: { limit: CITY_SEARCH_LIMIT, query: searchQuery, uf: searchUf },
        public: true,
        signal,
      }),
    { enabled: Boolean(searchUf && searchQuery.trim()) && typed },
  );
  return typed ? (cities.data ?? []) : [];
}
