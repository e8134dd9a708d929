import { Modal, Stack, TextInput } from '@mantine/core';
import { MESSAGES, validateRequired, type BrandUser } from '@erp/domain';
import { showApiError, toasts } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { useSubmittedForm } from '@erp/forms';
import { ModalFormActions } from '../../forms/ModalFormActions';

const T = MESSAGES.admin.usuarios;
const NOME_MAX = 100;

interface EditUserModalProps {
  user: BrandUser;
  onClose(): void;
  onSaved(user: { id: number; nome: string }): void;
}

/** A brand user's details, the name editable (the e-mail is the sign-in and stays). */
export function EditUserModal({ user, onClose, onSaved }: EditUserModalProps) {
  const { form, busy, onSubmit } = useSubmittedForm({
    initialValues: { nome: user.nome },
    onSubmitError: showApiError,
    validate: {
      nome: (value: string) =>
        validateRequired(value) ??
        (value.trim().length > NOME_MAX ? MESSAGES.validation.maxLength(NOME_MAX) : null),
    },
  });
  const save = async ({ nome }: { nome: string }) => {
    const saved = await adminApi.renameUser(user.id, nome.trim());
    toasts.success(T.savedUser);
    onSaved(saved);
  };
  return (
    <Modal opened onClose={onClose} title={T.editTitle} centered>
      <form onSubmit={onSubmit(save)} noValidate>
        <Stack gap="sm">
          <TextInput label={T.nome} {...form.getInputProps('nome')} data-autofocus />
          <TextInput label={T.columns.email} value={user.email} readOnly variant="filled" />
          <TextInput label={T.columns.empresa} value={user.empresa.nome} readOnly variant="filled" />
          <ModalFormActions busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
