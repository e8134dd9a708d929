import { Alert, Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@erp/domain';

/** A read that failed: what could not be loaded and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert color="red">
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {MESSAGES.admin.common.retry}
        </Button>
      </Group>
    </Alert>
  );
}
