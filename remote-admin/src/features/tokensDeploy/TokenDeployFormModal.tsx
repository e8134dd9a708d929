import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useSubmittedForm } from '@erp/forms';
import { MESSAGES } from '@erp/domain';
import { showAdminError } from '../../actions/showAdminError';
import type { TokenDeployInput } from './tokensDeployApi';
import { ModalFormActions } from '../../forms/ModalFormActions';

const T = MESSAGES.admin.tokensDeploy;
const V = MESSAGES.validation;
const NOME_MAX = 100;

export interface TokenDeployFormModalProps {
  containers: string[];
  onCreate(input: TokenDeployInput): Promise<void>;
  onClose(): void;
}

/** A new deploy token: who uses it and the one container it may publish. */
export function TokenDeployFormModal({ containers, onCreate, onClose }: TokenDeployFormModalProps) {
  const { form, busy, onSubmit } = useSubmittedForm<TokenDeployInput>({
    onSubmitError: showAdminError,
    initialValues: { nome: '', container: '' },
    validate: {
      nome: (value) =>
        value.trim() === '' ? V.required : value.length > NOME_MAX ? V.maxLength(NOME_MAX) : null,
      container: (value) => (value ? null : V.required),
    },
  });
  const create = async (values: TokenDeployInput) =>
    onCreate({ nome: values.nome.trim(), container: values.container });
  return (
    <Modal opened onClose={onClose} title={T.novo} centered>
      <form onSubmit={onSubmit(create)} noValidate>
        <Stack>
          <TextInput
            label={T.nome}
            description={T.nomeDescricao}
            withAsterisk
            maxLength={NOME_MAX}
            {...form.getInputProps('nome')}
          />
          <Select
            label={T.container}
            withAsterisk
            data={containers}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('container')}
          />
          <ModalFormActions busy={busy} onCancel={onClose} submitLabel={T.criar} />
        </Stack>
      </form>
    </Modal>
  );
}
