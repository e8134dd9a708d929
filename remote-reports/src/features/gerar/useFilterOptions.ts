import { useLoad } from '@erp/ui';
import { relatoriosApi } from '../../api/relatoriosApi';

/** The lists a report form picks from instead of typed codes, all within the user's company and branches. */
export type FilterList = 'filiais' | 'vendedores' | 'categorias';

/** Options of a select; `loading` and `failed` let the field say why it is empty. */
export interface FilterOptions {
  data: { value: string; label: string }[];
  loading: boolean;
  failed: boolean;
}

/** One list of a report form's select, loaded from the API when the form opens. */
export function useFilterOptions(list: FilterList, enabled: boolean): FilterOptions {
  const { data, error, loading } = useLoad(enabled ? list : `${list}:off`, (signal) =>
    !enabled
      ? Promise.resolve([])
      : list === 'filiais'
        ? relatoriosApi.filiais(signal)
        : relatoriosApi.options(list, signal),
  );
  return {
    data: (data ?? []).map((option) => ({ value: String(option.id), label: option.nome })),
    loading: enabled && loading,
    failed: error !== undefined,
  };
}
