import { memo, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileAnalytics } from '@tabler/icons-react';
import { RemoteModule, useAfterIdle } from '@erp/federation';
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
 * Opens the exported reports modal, which the reports area lends the header at runtime. The modal's code loads once
 * the page is idle (it is not shown yet; fetched with the page, it held back the dashboard's first drawing), or at
 * once when the button is clicked before that. While it loads the button waits; when the reports remote is down the
 * button says so and the rest of the header keeps working.
 */
export const ReportsButton = memo(function ReportsButton() {
  const [opened, setOpened] = useState(false);
  const [loadModal, loadModalNow] = useAfterIdle();
  if (!loadModal) {
    const open = () => {
      setOpened(true);
      loadModalNow();
    };
    return <Trigger label={HEADER_TEXTS.reports} onClick={open} />;
  }
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
