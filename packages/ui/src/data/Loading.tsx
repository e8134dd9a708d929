import { Group, Loader, Text } from '@mantine/core';

/** A screen's data on its way: a spinner and what is being loaded, announced to assistive technology. */
export function Loading({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}
