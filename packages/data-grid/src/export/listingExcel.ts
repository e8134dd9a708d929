import { MESSAGES } from '@erp/domain';
import type * as SheetJsModule from 'sheetjs-style';
import type { ListingHeader } from './listingHeader';
import type { ListingTable } from './listingTable';

type SheetJs = typeof SheetJsModule;

/** The header row's look: white bold text on the product's blue. */
export const EXCEL_HEADER_STYLE = {
  font: { bold: true, color: { rgb: 'FFFFFF' } },
  fill: { patternType: 'solid', fgColor: { rgb: '1C7ED6' } },
  alignment: { horizontal: 'center' },
} as const;

// The spreadsheet library is large and needed only when someone exports, so it loads then, through its CommonJS build
// (the one that writes cell styles).
async function loadSheetJs(): Promise<SheetJs> {
  const module = (await import('sheetjs-style')) as SheetJs & { default?: SheetJs };
  return module.default ?? module;
}

/** Column widths in characters: the longest value of each column, within sensible bounds. */
function columnWidths(table: ListingTable): { wch: number }[] {
  return table.columns.map((title, index) => {
    let longest = title.length;
    for (const row of table.rows) longest = Math.max(longest, (row[index] ?? '').length);
    return { wch: Math.min(Math.max(longest + 2, 10), 60) };
  });
}

/**
 * The listing as an .xlsx file: who and when on the first rows, then the styled column titles and the rows.
 * Returns the file's bytes.
 */
export async function buildListingExcel(
  table: ListingTable,
  header: ListingHeader,
  sheetName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await loadSheetJs();
  const intro = [
    [header.empresa],
    [`CNPJ: ${header.cnpj}`],
    [MESSAGES.reports.printedBy(header.usuario), header.data],
    [],
  ];
  const sheet = XLSX.utils.aoa_to_sheet([...intro, table.columns, ...table.rows]);
  const titleRow = intro.length;
  table.columns.forEach((_, column) => {
    const cell = sheet[XLSX.utils.encode_cell({ r: titleRow, c: column })] as { s?: unknown } | undefined;
    if (cell) cell.s = EXCEL_HEADER_STYLE;
  });
  sheet['!cols'] = columnWidths(table);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', cellStyles: true }) as ArrayBuffer;
  return new Uint8Array(bytes);
}
