import { saoPauloParts, type UserInfo } from '@erp/domain';
import type { Relatorio } from '@erp/api-client';
import { listingHeaderOf } from './listingHeader';
import { relatoriosListing } from './listingTable';
import { saveFile } from './saveFile';

/** How the listing is exported: PDF in either orientation, or Excel. */
export type ListingFormat = 'pdf-portrait' | 'pdf-landscape' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** yyyy-MM-dd in São Paulo, for the dated file names. */
export function fileDate(now: Date): string {
  const p = saoPauloParts(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return p ? `${p.year}-${two(p.month)}-${two(p.day)}` : '';
}

/**
 * Exports the grid's rows as the user asked. The PDF and Excel libraries load only here, on first use, so the
 * grid itself stays light.
 */
export async function exportListing(
  relatorios: readonly Relatorio[],
  format: ListingFormat,
  user: UserInfo | null,
  now = new Date(),
): Promise<void> {
  const table = relatoriosListing(relatorios);
  const header = listingHeaderOf(user, now);
  if (format === 'xlsx') {
    const { buildListingExcel } = await import('./listingExcel');
    saveFile(await buildListingExcel(table, header), `relatorio-listagem-${fileDate(now)}.xlsx`, XLSX_TYPE);
    return;
  }
  const { buildListingPdf, listingPdfFileName } = await import('./listingPdf');
  const orientation = format === 'pdf-landscape' ? 'landscape' : 'portrait';
  // The spec's two names: the portrait listing as printed, the landscape one dated.
  const name = orientation === 'portrait' ? listingPdfFileName() : listingPdfFileName(fileDate(now));
  buildListingPdf(table, header, orientation).save(name);
}
