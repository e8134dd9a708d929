import { RingProgress, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@erp/domain';

/** The colour bands of a net promoter score: below 0 poor, up to 50 good, above it excellent. */
export const npsColor = (nota: number): string => (nota < 0 ? 'red' : nota <= 50 ? 'yellow' : 'green');

/** The score (−100..100) on a ring filled from −100 (empty) to 100 (full). */
export function NpsGauge({ nota }: { nota: number }) {
  const filled = Math.max(0, Math.min(100, (nota + 100) / 2));
  return (
    <RingProgress
      size={160}
      thickness={16}
      roundCaps
      sections={[{ value: filled, color: npsColor(nota) }]}
      label={
        <Stack gap={0} align="center">
          <Text fw={700} size="xl" aria-label={`${MESSAGES.admin.nps.nota}: ${nota}`}>
            {nota}
          </Text>
          <Text size="xs" c="dimmed">
            {MESSAGES.admin.nps.nota}
          </Text>
        </Stack>
      }
    />
  );
}
