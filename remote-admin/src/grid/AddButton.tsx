import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The "new …" button of a grid's toolbar: opens the form of a new row. */
export function AddButton({ children, ...props }: ButtonProps & { onClick(): void }) {
  return (
    <Button leftSection={<IconPlus size={16} />} {...props}>
      {children}
    </Button>
  );
}
