import {
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useSubmittedForm } from '@erp/forms';
import type { Plano } from '@erp/api-client';
import { MESSAGES, type Modulo } from '@erp/domain';
import { showAdminError } from '../../actions/showAdminError';
import { planoFormValues, planoValidation, type PlanoFormValues } from './planoForm';
import { ModalFormActions } from '../../forms/ModalFormActions';
import { BRL_INPUT_PROPS } from '../../forms/brlInput';

const T = MESSAGES.admin.planos;

export interface PlanoFormModalProps {
  /** The plan being edited; undefined for a new one. */
  plano: Plano | undefined;
  /** The brand's modules a plan can include. */
  modules: Modulo[];
  onSave(values: PlanoFormValues): Promise<void>;
  onClose(): void;
}

/** Create or edit a plan: name, description, billing id, BRL monthly price, on sale, modules and their visibility. */
export function PlanoFormModal({ plano, modules, onSave, onClose }: PlanoFormModalProps) {
  const { form, busy, onSubmit } = useSubmittedForm<PlanoFormValues>({
    onSubmitError: showAdminError,
    initialValues: planoFormValues(plano),
    validate: planoValidation,
  });
  const chosen = form.values.modulos;
  const options = [
    ...modules.map((m) => ({ value: String(m.id), label: m.nome })),
    // A module the brand no longer lists stays choosable on the plans that still have it.
    ...chosen
      .filter((c) => !modules.some((m) => m.id === c.id))
      .map((c) => ({ value: String(c.id), label: c.nome })),
  ];
  const pick = (ids: string[]) =>
    form.setFieldValue(
      'modulos',
      ids.map((id) => {
        const kept = chosen.find((c) => String(c.id) === id);
        const found = options.find((o) => o.value === id);
        return kept ?? { id: Number(id), nome: found?.label ?? id, visivel: true };
      }),
    );

  return (
    <Modal opened onClose={onClose} title={plano ? T.editar : T.novo} centered size="lg">
      <form onSubmit={onSubmit(onSave)} noValidate>
        <Stack>
          <TextInput label={T.fields.nome} withAsterisk {...form.getInputProps('nome')} />
          <Textarea label={T.fields.descricao} autosize minRows={2} {...form.getInputProps('descricao')} />
          <Group grow>
            <TextInput label={T.fields.idExterno} withAsterisk {...form.getInputProps('idExterno')} />
            <NumberInput
              {...BRL_INPUT_PROPS}
              label={T.fields.valorMensal}
              withAsterisk
              {...form.getInputProps('valorMensal')}
            />
          </Group>
          <Switch label={T.fields.ativo} {...form.getInputProps('ativo', { type: 'checkbox' })} />
          <MultiSelect
            label={T.fields.modulos}
            data={options}
            value={chosen.map((c) => String(c.id))}
            onChange={pick}
            searchable
          />
          {chosen.map((m, index) => (
            <Checkbox
              key={m.id}
              label={T.fields.moduloVisivel(m.nome)}
              {...form.getInputProps(`modulos.${index}.visivel`, { type: 'checkbox' })}
            />
          ))}
          <ModalFormActions busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
