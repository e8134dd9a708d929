import { Paper, Stack } from '@mantine/core';
import type { ReportKind } from '@erp/domain';
import { ReportForm } from '../gerar/ReportForm';
import { PageTitle } from '@erp/ui';

/** One report's page: its name and its filter form. */
export function ReportPage({ kind }: { kind: ReportKind }) {
  return (
    <Stack>
      <PageTitle title={kind.title} />
      <Paper withBorder p="md">
        <ReportForm kind={kind} />
      </Paper>
    </Stack>
  );
}
