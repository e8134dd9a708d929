import { Suspense, useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import type { RemoteArea } from '@erp/domain';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { nextAttempt, remoteComponent } from './remoteComponent';

interface RemoteModuleProps {
  /** The area to load; the brand's registry decides which container serves it. */
  area: RemoteArea;
  /** The exposed module, e.g. `Routes`. */
  module: string;
  /** Props handed to the remote component. */
  props?: object;
}

function RemoteLoading() {
  return (
    <Center p="xl" mih={200}>
      <Stack align="center" gap="xs">
        <Loader aria-label="Carregando..." />
        <Text size="sm" c="dimmed">
          Carregando...
        </Text>
      </Stack>
    </Center>
  );
}

/** Renders a remote's exposed component inside its own error boundary and loading state. */
export function RemoteModule({ area, module, props }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = remoteComponent(area, module);
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={() => setAttempt(nextAttempt(area, module))}>
      <Suspense fallback={<RemoteLoading />}>
        <Remote {...(props ?? {})} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
