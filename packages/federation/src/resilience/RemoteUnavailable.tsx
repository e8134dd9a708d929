import { Alert, Button, Stack, Text } from '@mantine/core';
import { REMOTE_FALLBACK_TEXTS as T } from '../texts';

interface Props {
  area: string;
  /** Seconds until the area is asked again by itself; null when it will not be. */
  retryInSeconds: number | null;
  /** True while an automatic attempt is under way. */
  retrying?: boolean;
  onRetry?(): void;
}

/** The alert an area shows in place of a remote that cannot be loaded, saying whether it is being tried again. */
export function RemoteUnavailable({ area, retryInSeconds, retrying = false, onRetry }: Props) {
  const status = retrying ? T.retrying : retryInSeconds !== null ? T.retryingIn(retryInSeconds) : null;
  return (
    <Alert color="red" title={T.title} role="alert" data-remote-fallback={area}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{T.body}</Text>
        {status && (
          <Text size="sm" c="dimmed" role="status">
            {status}
          </Text>
        )}
        <Button variant="light" color="red" onClick={onRetry} disabled={retrying || !onRetry}>
          {T.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
