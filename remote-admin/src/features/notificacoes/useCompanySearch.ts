import { useDebouncedValue } from '@mantine/hooks';
import { useLoad } from '@erp/ui';
import { adminApi } from '../../api/adminApi';

/** A company of the brand found by name. */
export interface EmpresaEncontrada {
  id: number;
  nome: string;
}

const SEARCH_DELAY_MS = 300;
const SEARCH_LIMIT = 20;

/**
 * The brand's companies whose users match a typed text. The contract has no company search of its own, so it reads
 * the brand's users list (which searches company names too) and keeps each company once.
 */
export function useCompanySearch(idConfig: number, text: string): EmpresaEncontrada[] {
  const [busca] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const found = useLoad(
    `empresas:${idConfig}:${busca}`,
    async () => {
      const users = await adminApi.brandUsers(idConfig, { busca, skip: 0, limit: SEARCH_LIMIT });
      return [
        ...new Map(users.map((u) => [u.empresa.id, { id: u.empresa.id, nome: u.empresa.nome }])).values(),
      ];
    },
    { enabled: busca !== '' },
  );
  return busca ? (found.data ?? []) : [];
}
