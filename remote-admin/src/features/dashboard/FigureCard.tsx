import { Card, Text } from '@mantine/core';

interface FigureCardProps {
  label: string;
  value: number;
  /** Draws attention to a figure that needs action (blocked companies, trials about to end). */
  alert?: boolean;
}

/** One figure of the brand; its label names the group for screen readers. */
export function FigureCard({ label, value, alert = false }: FigureCardProps) {
  return (
    <Card withBorder role="group" aria-label={label} padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={alert && value > 0 ? 'red' : undefined}>
        {value.toLocaleString('pt-BR')}
      </Text>
    </Card>
  );
}
