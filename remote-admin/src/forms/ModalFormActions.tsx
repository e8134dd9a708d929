import { Button, Group } from '@mantine/core';
import { MESSAGES } from '@erp/domain';

interface ModalFormActionsProps {
  /** The submit's state: the button shows it and takes no second click. */
  busy: boolean;
  onCancel(): void;
  /** The submit button's text; "Salvar" unless the action says more ("Criar token"). */
  submitLabel?: string;
}

/** The foot of every administration form in a modal: "Cancelar" closes it, the submit button saves. */
export function ModalFormActions({
  busy,
  onCancel,
  submitLabel = MESSAGES.admin.common.save,
}: ModalFormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {MESSAGES.dialogs.cancel}
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
