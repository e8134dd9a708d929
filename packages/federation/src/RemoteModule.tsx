import { Suspense, useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ExposedRoutesProps, RemoteArea } from '@erp/domain';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { nextAttempt, remoteComponent } from './remoteComponent';

interface RemoteModuleProps<A extends RemoteArea> {
  /** The area to load; the brand's registry decides which container serves it. */
  area: A;
  /** The exposed module: every remote exposes only `Routes`. */
  module: 'Routes';
  /** Props handed to the remote component, as the area's contract declares them. */
  props?: ExposedRoutesProps[A];
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
export function RemoteModule<A extends RemoteArea>({ area, module, props }: RemoteModuleProps<A>) {
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
