import { Suspense, useState, type ReactNode } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ExposedModuleProps, RemoteArea } from '@erp/domain';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { nextAttempt, remoteComponent } from './remoteComponent';
import { RemoteUnavailable } from './resilience/RemoteUnavailable';
import { REMOTE_FALLBACK_TEXTS } from './texts';

interface RemoteModuleProps<A extends RemoteArea, M extends keyof ExposedModuleProps[A] & string> {
  /** The area to load; the brand's registry decides which container serves it. */
  area: A;
  /** The exposed module: `Routes`, or another module the area's contract declares. */
  module: M;
  /** Props handed to the remote component, as the area's contract declares them. */
  props?: ExposedModuleProps[A][M];
  /** Shown instead of the area's alert when the module cannot load (small inline places such as a header button). */
  fallback?: ReactNode;
  /** Shown instead of the spinner while the module loads. */
  loading?: ReactNode;
  /** Rendered beside the module once it has loaded, e.g. the button that opens a loaded modal. */
  children?: ReactNode;
}

function RemoteLoading() {
  return (
    <Center p="xl" mih={200}>
      {/* The words under the spinner are what a screen reader announces; the spinner is decoration. */}
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed">
          {REMOTE_FALLBACK_TEXTS.loading}
        </Text>
      </Stack>
    </Center>
  );
}

/** Renders a remote's exposed component inside its own error boundary and loading state. */
export function RemoteModule<A extends RemoteArea, M extends keyof ExposedModuleProps[A] & string>({
  area,
  module,
  props,
  fallback,
  loading,
  children,
}: RemoteModuleProps<A, M>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = remoteComponent(area, module);
  // Once the area has failed, a new attempt keeps saying so ('tentando novamente') instead of a bare spinner.
  const waiting =
    attempt === 0
      ? (loading ?? <RemoteLoading />)
      : (fallback ?? <RemoteUnavailable area={area} retryInSeconds={null} retrying />);
  return (
    <RemoteErrorBoundary
      key={attempt}
      area={area}
      fallback={fallback}
      onRetry={() => setAttempt(nextAttempt(area, module))}
    >
      <Suspense fallback={waiting}>
        {children}
        <Remote {...(props ?? {})} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
