import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@erp/domain';
import { toasts, useBusyAction } from '@erp/ui';
import { showAdminError } from '../../actions/showAdminError';
import { AdminPage } from '../../layout/AdminPage';
import { avancoApi } from './avancoApi';
import { EmpresaSearch, type EmpresaFound } from './EmpresaSearch';

const T = MESSAGES.admin.sequenciaFilial;
const B = MESSAGES.admin.empresaBusca;

/** `sequencia-filial` (product owner): a company's next branch number, read then saved. */
export function SequenciaFilialPage() {
  const [picked, setPicked] = useState<EmpresaFound | null>(null);
  const [proximo, setProximo] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const pick = useBusyAction(async (found: EmpresaFound) => {
    const { proximo: atual } = await avancoApi.sequencia(found.empresa.id);
    setPicked(found);
    setProximo(atual);
  }, showAdminError);
  const save = useBusyAction(async () => {
    if (!picked) return;
    if (proximo === '' || proximo < 1) {
      setError(proximo === '' ? MESSAGES.validation.required : MESSAGES.validation.minValue(1));
      return;
    }
    setError(null);
    const saved = await avancoApi.salvarSequencia(picked.empresa.id, proximo);
    setProximo(saved.proximo);
    toasts.success(T.salvo);
  }, showAdminError);
  return (
    <AdminPage title={T.title}>
      {picked ? (
        <Card withBorder>
          <Stack>
            <Group justify="space-between">
              <Text>{B.empresa(picked.empresa.nome, picked.empresa.id)}</Text>
              <Button variant="default" onClick={() => setPicked(null)}>
                {B.trocar}
              </Button>
            </Group>
            <Group align="flex-end">
              <NumberInput
                label={T.proximo}
                value={proximo}
                onChange={(v) => setProximo(typeof v === 'number' ? v : '')}
                allowDecimal={false}
                allowNegative={false}
                error={error}
                w={200}
              />
              <Button onClick={() => void save.run()} loading={save.busy}>
                {MESSAGES.admin.common.save}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <EmpresaSearch onPick={(found) => void pick.run(found)} />
      )}
    </AdminPage>
  );
}
