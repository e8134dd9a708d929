import { useEffect, useState } from 'react';
import { getApi, UfListSchema, type Uf } from '@erp/api-client';

/** The states of `Ceps/ufs`; a failure is only logged and leaves the select empty. */
export function useUfs(): Uf[] {
  const [ufs, setUfs] = useState<Uf[]>([]);
  useEffect(() => {
    let current = true;
    getApi()
      .get('Ceps/ufs', UfListSchema, { public: true })
      .then((found) => {
        if (current) setUfs(found);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, []);
  return ufs;
}
