import { Button, type ButtonProps } from '@mantine/core';
import { MESSAGES } from '@erp/domain';

/** The submit button of an admin form: "Salvar", spinning while the form is being saved. */
export function SaveButton({
  busy,
  ...props
}: Omit<ButtonProps, 'loading' | 'children'> & { busy: boolean }) {
  return (
    <Button type="submit" loading={busy} {...props}>
      {MESSAGES.admin.common.save}
    </Button>
  );
}
