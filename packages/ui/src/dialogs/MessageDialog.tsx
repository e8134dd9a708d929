import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DIALOG_TEXT } from './texts';

export interface MessageDialogProps {
  children: ReactNode;
  onClose(): void;
}

/** The body of the error, info and warning dialogs: the text and one OK button. */
export function MessageDialog({ children, onClose }: MessageDialogProps) {
  return (
    <Stack gap="md">
      {children}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {DIALOG_TEXT.ok}
        </Button>
      </Group>
    </Stack>
  );
}

/** The generic error text followed by the detail, when there is one. */
export function ErrorDialogBody({ detail }: { detail?: string }) {
  return (
    <>
      <Text>{DIALOG_TEXT.errorText}</Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {DIALOG_TEXT.detailLabel} {detail}
        </Text>
      ) : null}
    </>
  );
}
