import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@erp/domain';
import { useBusyAction, useSubmittedForm } from '@erp/forms';
import { toasts } from '@erp/ui';
import { showAdminError } from '../../actions/showAdminError';
import { AdminPage } from '../../layout/AdminPage';
import { avancoApi } from './avancoApi';
import { EmpresaSearch, type EmpresaFound } from './EmpresaSearch';
import { SaveButton } from '../../forms/SaveButton';

const T = MESSAGES.admin.sequenciaFilial;
const B = MESSAGES.admin.empresaBusca;

const proximoRule = (value: number | '') =>
  value === '' ? MESSAGES.validation.required : value < 1 ? MESSAGES.validation.minValue(1) : null;

/** The picked company's next branch number, validated after submit and saved. */
function SequenciaForm({ empresaId, atual }: { empresaId: number; atual: number }) {
  const { form, busy, onSubmit } = useSubmittedForm<{ proximo: number | '' }>({
    initialValues: { proximo: atual },
    validate: { proximo: proximoRule },
    onSubmitError: showAdminError,
  });
  const save = async ({ proximo }: { proximo: number | '' }) => {
    const saved = await avancoApi.salvarSequencia(empresaId, Number(proximo));
    form.setFieldValue('proximo', saved.proximo);
    toasts.success(T.salvo);
  };
  return (
    <form onSubmit={onSubmit(save)} noValidate>
      <Group align="flex-end">
        <NumberInput
          label={T.proximo}
          allowDecimal={false}
          allowNegative={false}
          w={200}
          {...form.getInputProps('proximo')}
        />
        <SaveButton busy={busy} />
      </Group>
    </form>
  );
}

/** `sequencia-filial` (product owner): a company's next branch number, read then saved. */
export function SequenciaFilialPage() {
  const [picked, setPicked] = useState<{ found: EmpresaFound; atual: number } | null>(null);
  const pick = useBusyAction(async (found: EmpresaFound) => {
    const { proximo: atual } = await avancoApi.sequencia(found.empresa.id);
    setPicked({ found, atual });
  }, showAdminError);
  return (
    <AdminPage title={T.title}>
      {picked ? (
        <Card withBorder>
          <Stack>
            <Group justify="space-between">
              <Text>{B.empresa(picked.found.empresa.nome, picked.found.empresa.id)}</Text>
              <Button variant="default" onClick={() => setPicked(null)}>
                {B.trocar}
              </Button>
            </Group>
            <SequenciaForm empresaId={picked.found.empresa.id} atual={picked.atual} />
          </Stack>
        </Card>
      ) : (
        <EmpresaSearch onPick={(found) => void pick.run(found)} />
      )}
    </AdminPage>
  );
}
