import { Alert, Button, Stack, Text } from '@mantine/core';
import { MESSAGES, readErrorMessage } from '@erp/domain';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'Não foi possível carregar o dashboard.' */
  title: string;
  /** The failure, when the screen has it: the server's own words are shown below the title when it answered. */
  error?: unknown;
  onRetry(): void;
}

/**
 * The API client's errors (status + body, as its `isApiError` reads them; this package does not depend on the client)
 * carry a Portuguese message for the user, a lost connection's included; any other error's text is a programmer's.
 */
const carriesOwnWords = (error: unknown): boolean =>
  error instanceof Error && typeof (error as { status?: unknown }).status === 'number' && 'body' in error;

/** A load that failed: what could not be loaded, the server's reason when it gave one, and a way to try again. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const message = carriesOwnWords(error) ? readErrorMessage(error).message : null;
  const detail = message && message !== title ? message : null;
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        {detail ? <Text size="sm">{detail}</Text> : null}
        <Button size="xs" variant="light" onClick={onRetry}>
          {MESSAGES.dialogs.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
