import { useEffect, useState } from 'react';
import { CidadeListSchema, getApi, type Cidade } from '@erp/api-client';
import { CITY_SEARCH_LIMIT } from '@erp/domain';

/** Wait after the last keystroke before searching, so typing a name sends one call, not one per letter. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;

/**
 * Cities of `uf` matching `query` through `Ceps/ngcidades?limit=10&query=&uf=`, debounced; none before a letter is typed. Errors are only logged
 * (spec 000 §8) and leave the list empty.
 */
export function useCitySearch(uf: string, query: string): Cidade[] {
  const [cities, setCities] = useState<Cidade[]>([]);
  useEffect(() => {
    // Nothing typed yet asks nothing: choosing the state would otherwise send a search for '' 300 ms later (and
    // whether it did depended on how fast the user moved to the city field).
    if (!uf || !query.trim()) {
      setCities([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      getApi()
        .get('Ceps/ngcidades', CidadeListSchema, {
          query: { limit: CITY_SEARCH_LIMIT, query, uf },
          public: true,
        })
        .then((found) => {
          if (current) setCities(found);
        })
        .catch((error: unknown) => console.error(error));
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [uf, query]);
  return cities;
}
