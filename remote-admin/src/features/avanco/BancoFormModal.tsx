import { Modal, Stack, TextInput } from '@mantine/core';
import { useSubmittedForm } from '@erp/forms';
import { MESSAGES, type Banco } from '@erp/domain';
import { showAdminError } from '../../actions/showAdminError';
import type { BancoInput } from './bancosApi';
import { ModalFormActions } from '../../forms/ModalFormActions';

const T = MESSAGES.admin.bancos;
const V = MESSAGES.validation;
const NOME_MAX = 100;

/** Field rules: the FEBRABAN code is three digits ('001'), the name required (spec 001 §5 messages). */
export const bancoValidation = {
  codigo: (value: string) =>
    value.trim() === '' ? V.required : /^\d{3}$/.test(value.trim()) ? null : V.format,
  nome: (value: string) =>
    value.trim() === '' ? V.required : value.length > NOME_MAX ? V.maxLength(NOME_MAX) : null,
};

export interface BancoFormModalProps {
  banco: Banco | undefined;
  onSave(banco: BancoInput): Promise<void>;
  onClose(): void;
}

/** Create or edit a bank. */
export function BancoFormModal({ banco, onSave, onClose }: BancoFormModalProps) {
  const { form, busy, onSubmit } = useSubmittedForm<BancoInput>({
    onSubmitError: showAdminError,
    initialValues: { codigo: banco?.codigo ?? '', nome: banco?.nome ?? '' },
    validate: bancoValidation,
  });
  const save = async (values: BancoInput) =>
    onSave({ codigo: values.codigo.trim(), nome: values.nome.trim() });
  return (
    <Modal opened onClose={onClose} title={banco ? T.editar : T.novo} centered>
      <form onSubmit={onSubmit(save)} noValidate>
        <Stack>
          <TextInput label={T.codigo} withAsterisk maxLength={3} w={120} {...form.getInputProps('codigo')} />
          <TextInput label={T.nome} withAsterisk {...form.getInputProps('nome')} />
          <ModalFormActions busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
