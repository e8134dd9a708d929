import { Card, Stack, Text } from '@mantine/core';

interface FigureProps {
  label: string;
  /** A count (written in pt-BR) or a value already formatted (money). */
  value: number | string;
}

const shown = (value: number | string) => (typeof value === 'number' ? value.toLocaleString('pt-BR') : value);

/**
 * A figure inside a panel, its label above its value: `compact` in a card's corner (a canary's loads), the default
 * among a page's figures (the NPS answers).
 */
export function Figure({ label, value, compact = false }: FigureProps & { compact?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size={compact ? 'xs' : 'sm'} c="dimmed">
        {label}
      </Text>
      <Text fw={compact ? 600 : 700} size={compact ? undefined : 'lg'}>
        {shown(value)}
      </Text>
    </Stack>
  );
}

/** One figure on a card of its own (a dashboard's); its label names the group for screen readers. */
export function FigureCard({
  label,
  value,
  alert = false,
}: FigureProps & {
  /** Draws attention to a figure above 0 that needs action (blocked companies, trials about to end). */
  alert?: boolean;
}) {
  return (
    <Card withBorder role="group" aria-label={label} padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={alert && typeof value === 'number' && value > 0 ? 'red' : undefined}>
        {shown(value)}
      </Text>
    </Card>
  );
}
