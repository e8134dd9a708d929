import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { BRL_PREFIX, MESSAGES } from '@erp/domain';
import { toasts, useBusyAction } from '@erp/ui';
import { showAdminError } from '../../actions/showAdminError';
import { avancoApi } from './avancoApi';

const T = MESSAGES.admin.financeiro;
const V = MESSAGES.validation;

export interface ValorPorFilialFormProps {
  idConfig: number;
  atual: number;
  onSaved(): void;
}

/** The brand's fee per active branch, which every month's total multiplies (the API caps it at R$ 1.000.000,00). */
export function ValorPorFilialForm({ idConfig, atual, onSaved }: ValorPorFilialFormProps) {
  const [valor, setValor] = useState<number | ''>(atual);
  const [error, setError] = useState<string | null>(null);
  const save = useBusyAction(async () => {
    if (valor === '') {
      setError(V.required);
      return;
    }
    setError(null);
    await avancoApi.salvarValorPorFilial(idConfig, valor);
    toasts.success(T.valorSalvo);
    onSaved();
  }, showAdminError);
  return (
    <Group align="flex-start">
      <NumberInput
        label={T.novoValor}
        value={valor}
        onChange={(v) => setValor(typeof v === 'number' ? v : '')}
        prefix={BRL_PREFIX}
        decimalSeparator=","
        thousandSeparator="."
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        max={1_000_000}
        hideControls
        error={error}
        w={200}
      />
      <Button mt={25} onClick={() => void save.run()} loading={save.busy}>
        {MESSAGES.admin.common.save}
      </Button>
    </Group>
  );
}
