import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { MESSAGES } from '@erp/domain';
import { useSession } from '@erp/session';
import { useBusyAction } from '@erp/forms';
import { showApiError } from '@erp/ui';
import { exportListing, type ListingFiles, type ListingFormat } from './export/exportListing';
import type { ListingTable } from './export/listingTable';

const TEXTS = MESSAGES.lists.export;

export interface GridExportMenuProps {
  /** Reads every row the grid's filters and sort select (not only the page shown), as the grid shows them. */
  loadTable(): Promise<ListingTable>;
  /** What the files are called. */
  files: ListingFiles;
}

/** A grid toolbar's PDF (portrait, landscape) and Excel export of what is filtered (spec 001 §2, §9). */
export function GridExportMenu({ loadTable, files }: GridExportMenuProps) {
  const user = useSession((s) => s.user);
  const { busy, run } = useBusyAction(
    async (format: ListingFormat) => exportListing(await loadTable(), format, user, files),
    showApiError,
  );
  const exportAs = (format: ListingFormat) => run(format);
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant="light" size="xs" leftSection={<IconDownload size={16} />} loading={busy}>
          {TEXTS.button}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void exportAs('pdf-portrait')}>
          {TEXTS.pdfPortrait}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void exportAs('pdf-landscape')}>
          {TEXTS.pdfLandscape}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void exportAs('xlsx')}>
          {TEXTS.excel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
