import { Stack, Text, Title } from '@mantine/core';

/** The empty-page placeholder (spec 001 §2) for screens whose content arrives with later work. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">Esta tela estará disponível em breve.</Text>
    </Stack>
  );
}
