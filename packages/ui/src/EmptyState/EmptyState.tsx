import { MESSAGES } from '@erp/domain';
import { Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

/** The empty-list text of spec 001 §8. */
export const EMPTY_LIST_MESSAGE = MESSAGES.empty.list;

export interface EmptyStateProps {
  /** Replaces the default 'Ops, nada encontrado por aqui.' (e.g. 'Sem notificações por enquanto.'). */
  message?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ message = EMPTY_LIST_MESSAGE }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" c="dimmed" role="status">
      <IconMoodEmpty size={40} stroke={1.5} aria-hidden />
      <Text>{message}</Text>
    </Stack>
  );
}
