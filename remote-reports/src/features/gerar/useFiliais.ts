import { useEffect, useState } from 'react';
import { FilialResumoListSchema, getApi } from '@erp/api-client';

/** The branches the user works in, as select options (`GET Usuarios/filiais`); empty when they cannot be read. */
export function useFiliais(): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let alive = true;
    (async () => getApi().get('Usuarios/filiais', FilialResumoListSchema))().then(
      (filiais) => {
        if (alive) setOptions(filiais.map((f) => ({ value: String(f.id), label: f.apelido || f.nome })));
      },
      (error: unknown) => console.error('[reports] Usuarios/filiais failed', error),
    );
    return () => {
      alive = false;
    };
  }, []);
  return options;
}
