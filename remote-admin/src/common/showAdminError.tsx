import { List, Stack, Text } from '@mantine/core';
import { isApiError } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { showApiError, toasts } from '@erp/ui';

/** The `faltando` list of a refused release (422 of the contract check), when the error carries one. */
export function missingOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const body = error.body as { error?: { faltando?: unknown } } | undefined;
  const list = body?.error?.faltando;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * A refused admin call: a release refused by the contract check is an error toast with what the version lacks;
 * anything else follows spec 001 §8 (409 and "Já existe" as info, the rest in the generic error dialog).
 */
export function showAdminError(error: unknown): void {
  const missing = missingOf(error);
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
