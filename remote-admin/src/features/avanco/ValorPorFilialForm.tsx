import { Group, NumberInput } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { toasts } from '@erp/ui';
import { showAdminError } from '../../actions/showAdminError';
import { avancoApi } from './avancoApi';
import { BRL_INPUT_PROPS } from '../../forms/brlInput';
import { SaveButton } from '../../forms/SaveButton';

const T = MESSAGES.admin.financeiro;
const V = MESSAGES.validation;

export interface ValorPorFilialFormProps {
  idConfig: number;
  atual: number;
  onSaved(): void;
}

/** The brand's fee per active branch, which every month's total multiplies (the API caps it at R$ 1.000.000,00). */
export function ValorPorFilialForm({ idConfig, atual, onSaved }: ValorPorFilialFormProps) {
  const { form, busy, onSubmit } = useSubmittedForm<{ valor: number | '' }>({
    initialValues: { valor: atual },
    validate: { valor: (value) => (value === '' ? V.required : null) },
    onSubmitError: showAdminError,
  });
  const save = async ({ valor }: { valor: number | '' }) => {
    await avancoApi.salvarValorPorFilial(idConfig, Number(valor));
    toasts.success(T.valorSalvo);
    onSaved();
  };
  return (
    <form onSubmit={onSubmit(save)} noValidate>
      <Group align="flex-start">
        <NumberInput
          {...BRL_INPUT_PROPS}
          label={T.novoValor}
          max={1_000_000}
          w={200}
          {...form.getInputProps('valor')}
        />
        <SaveButton busy={busy} mt={25} />
      </Group>
    </form>
  );
}
