import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Ref } from 'react';

interface RemoveButtonProps extends Omit<ActionIconProps, 'children' | 'variant'> {
  /** What it removes, for screen readers ("Remover relatório"). */
  label: string;
  onClick(): void;
  /** The icon's size in px. */
  iconSize?: number;
  /** A Tooltip around it hands its ref through. */
  ref?: Ref<HTMLButtonElement>;
}

/** The trash-can button of a row or an item: every area removes things with the same button. */
export function RemoveButton({ label, onClick, iconSize = 16, color = 'gray', ...rest }: RemoveButtonProps) {
  return (
    <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} {...rest}>
      <IconTrash size={iconSize} />
    </ActionIcon>
  );
}
