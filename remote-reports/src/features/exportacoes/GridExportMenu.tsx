import { Button, Menu } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconDownload } from '@tabler/icons-react';
import { useSession } from '@erp/session';
import { showApiError, useBusyAction } from '@erp/ui';
import type { Relatorio } from '@erp/api-client';
import { exportListing, type ListingFormat } from './export/exportListing';
import { REPORTS_TEXTS } from '../../reportsTexts';

export interface GridExportMenuProps {
  /** Reads every row the grid's filters and sort select (not only the page shown). */
  loadRows(): Promise<Relatorio[]>;
}

/** The toolbar's PDF (portrait, landscape) and Excel export of the grid (spec 001 §2, §9). */
export function GridExportMenu({ loadRows }: GridExportMenuProps) {
  const user = useSession((s) => s.user);
  const { busy, run } = useBusyAction(
    async (format: ListingFormat) => exportListing(await loadRows(), format, user),
    showApiError,
  );
  const exportAs = (format: ListingFormat) => run(format);
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant="light" size="xs" leftSection={<IconDownload size={16} />} loading={busy}>
          {REPORTS_TEXTS.exportGrid}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void exportAs('pdf-portrait')}>
          {REPORTS_TEXTS.pdfPortrait}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void exportAs('pdf-landscape')}>
          {REPORTS_TEXTS.pdfLandscape}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void exportAs('xlsx')}>
          {REPORTS_TEXTS.excel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
