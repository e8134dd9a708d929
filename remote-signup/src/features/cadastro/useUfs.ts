import { getApi, UfListSchema, type Uf } from '@erp/api-client';
import { useLoad } from '@erp/ui';

/** The states of `Ceps/ufs`; a failure is only logged and leaves the select empty. */
export function useUfs(): Uf[] {
  return (
    useLoad('ufs', (signal) => getApi().get('Ceps/ufs', UfListSchema, { public: true, signal })).data ?? []
  );
}
