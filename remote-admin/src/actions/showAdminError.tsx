import { List, Stack, Text } from '@mantine/core';
import { contractMissing } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { showApiError, toasts } from '@erp/ui';

/**
 * A refused admin call: a release refused by the contract check is an error toast with what the version lacks;
 * anything else follows spec 001 §8 (409 and "Já existe" as info, the rest in the generic error dialog).
 */
export function showAdminError(error: unknown): void {
  const missing = contractMissing(error);
  if (missing.length === 0) {
    showApiError(error);
    return;
  }
  toasts.error(
    <Stack gap={4}>
      <Text size="sm">{(error as Error).message}</Text>
      <Text size="sm" fw={600}>
        {MESSAGES.admin.releases.faltando}
      </Text>
      <List size="sm">
        {missing.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>,
  );
}
