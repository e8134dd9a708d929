import { Card, Text } from '@mantine/core';

interface SummaryCardProps {
  label: string;
  value: string;
  /** A second line under the value (count, explanation). */
  hint?: string;
  /** Draws attention to a figure that needs action (overdue amounts, low stock). */
  alert?: boolean;
}

/** One figure of the dashboard; its label names the group for screen readers. */
export function SummaryCard({ label, value, hint, alert = false }: SummaryCardProps) {
  return (
    <Card withBorder role="group" aria-label={label} padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={alert ? 'red' : undefined}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
