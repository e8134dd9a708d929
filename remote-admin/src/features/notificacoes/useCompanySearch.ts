import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
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
  const [found, setFound] = useState<EmpresaEncontrada[]>([]);
  useEffect(() => {
    if (!busca) return;
    let current = true;
    adminApi
      .brandUsers(idConfig, { busca, skip: 0, limit: SEARCH_LIMIT })
      .then((users) => {
        if (!current) return;
        const byId = new Map(users.map((u) => [u.empresa.id, { id: u.empresa.id, nome: u.empresa.nome }]));
        setFound([...byId.values()]);
      })
      .catch((error: unknown) => console.error('[admin] company search failed', error));
    return () => {
      current = false;
    };
  }, [idConfig, busca]);
  return busca ? found : [];
}
