import type { ReactNode } from 'react';
import type { RemoteArea } from '@erp/domain';
import { autoRetryDelay } from './containerHealth';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useAutoRetry } from './useAutoRetry';

interface Props {
  area: RemoteArea;
  onRetry(): void;
  /** A small place's own fallback, shown instead of the area alert. */
  fallback?: ReactNode;
}

/**
 * What a failed area shows: its fallback, and, when the container failed to load, an automatic retry after the
 * back-off (or the breaker's cool-down), so the area comes back by itself when the remote does, without a page reload.
 */
export function RetryingFallback({ area, onRetry, fallback }: Props) {
  // Read on every render, but useAutoRetry keeps the first value: the wait is fixed when the fallback appears.
  const secondsLeft = useAutoRetry(autoRetryDelay(area), onRetry);
  if (fallback !== undefined) return <>{fallback}</>;
  return <RemoteUnavailable area={area} retryInSeconds={secondsLeft} onRetry={onRetry} />;
}
