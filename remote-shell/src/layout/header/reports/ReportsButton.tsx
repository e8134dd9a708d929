import { memo, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileAnalytics } from '@tabler/icons-react';
import { RemoteModule } from '@erp/federation';
import { HEADER_TEXTS } from '../headerTexts';

function Trigger({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="lg" aria-label={label} disabled={!onClick} onClick={onClick}>
        <IconFileAnalytics size={20} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Opens the exported reports modal, which the reports area lends the header at runtime. While it loads the button
 * waits; when the reports remote is down the button says so and the rest of the header keeps working.
 */
export const ReportsButton = memo(function ReportsButton() {
  const [opened, setOpened] = useState(false);
  return (
    <RemoteModule
      area="reports"
      module="RelatoriosExportados"
      props={{ opened, onClose: () => setOpened(false) }}
      loading={<Trigger label={HEADER_TEXTS.reportsLoading} />}
      fallback={<Trigger label={HEADER_TEXTS.reportsUnavailable} />}
    >
      <Trigger label={HEADER_TEXTS.reports} onClick={() => setOpened(true)} />
    </RemoteModule>
  );
});
