import { Paper, Stack, Title } from '@mantine/core';
import type { ReportKind } from '@erp/domain';
import { ReportForm } from '../gerar/ReportForm';

/** One report's page: its name and its filter form. */
export function ReportPage({ kind }: { kind: ReportKind }) {
  return (
    <Stack>
      <Title order={1} size="h2">
        {kind.title}
      </Title>
      <Paper withBorder p="md">
        <ReportForm kind={kind} />
      </Paper>
    </Stack>
  );
}
