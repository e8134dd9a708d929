import { MESSAGES, saoPauloParts, type UserInfo } from '@erp/domain';
import { listingHeaderOf } from './listingHeader';
import type { ListingTable } from './listingTable';
import { saveFile } from './saveFile';

/** How the listing is exported: PDF in either orientation, or Excel. */
export type ListingFormat = 'pdf-portrait' | 'pdf-landscape' | 'xlsx';

/** The names an export's files and sheet take (`date` is the São Paulo day of the export, yyyy-MM-dd). */
export interface ListingFiles {
  pdf(orientation: 'portrait' | 'landscape', date: string): string;
  xlsx(date: string): string;
  /** The Excel sheet's name. */
  sheet: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** yyyy-MM-dd in São Paulo, for the dated file names. */
export function fileDate(now: Date): string {
  const p = saoPauloParts(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return p ? `${p.year}-${two(p.month)}-${two(p.day)}` : '';
}

/** relatorio-listagem.pdf, or relatorio-listagem-{date}.pdf when dated (spec 001 §9). */
export function listingPdfFileName(date?: string): string {
  return date ? MESSAGES.reports.pdfFileNameOn(date) : MESSAGES.reports.pdfFileName;
}

/** Files named after a list and the day: `clientes-2026-11-26.pdf`, `clientes-2026-11-26.xlsx`. */
export function datedListingFiles(base: string, sheet: string): ListingFiles {
  return { pdf: (_, date) => `${base}-${date}.pdf`, xlsx: (date) => `${base}-${date}.xlsx`, sheet };
}

/**
 * Exports a grid's rows as the user asked, headed with who printed it and when. The PDF and Excel libraries load
 * only here, on first use, so the grid itself stays light.
 */
export async function exportListing(
  table: ListingTable,
  format: ListingFormat,
  user: UserInfo | null,
  files: ListingFiles,
  now = new Date(),
): Promise<void> {
  const header = listingHeaderOf(user, now);
  const date = fileDate(now);
  if (format === 'xlsx') {
    const { buildListingExcel } = await import('./listingExcel');
    saveFile(await buildListingExcel(table, header, files.sheet), files.xlsx(date), XLSX_TYPE);
    return;
  }
  const { buildListingPdf } = await import('./listingPdf');
  const orientation = format === 'pdf-landscape' ? 'landscape' : 'portrait';
  buildListingPdf(table, header, orientation).save(files.pdf(orientation, date));
}
