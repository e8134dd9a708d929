import { Stack, Title } from '@mantine/core';
import { EmptyState } from '@erp/ui';

/** Exported reports (spec 001 §2); the grid and report generation arrive with the reports work. */
export function ExportacoesPage() {
  return (
    <Stack>
      <Title order={2}>Relatórios exportados</Title>
      <EmptyState />
    </Stack>
  );
}
