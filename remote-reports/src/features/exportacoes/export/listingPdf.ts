import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { MESSAGES } from '@erp/domain';
import type { ListingHeader } from './listingHeader';
import type { ListingTable } from './listingTable';

/** Page layout of a printed listing (spec 001 §3 print layout: portrait or landscape). */
export type ListingOrientation = 'portrait' | 'landscape';

const MARGIN = 10;
const HEADER_HEIGHT = 24;

/** 'Página X de Y' — the page count is known only once the table has been laid out. */
export const pageLabel = (page: number, total: number): string => `Página ${page} de ${total}`;

function drawHeader(doc: jsPDF, header: ListingHeader): void {
  const width = doc.internal.pageSize.getWidth();
  doc.setFontSize(12);
  doc.text(header.empresa, MARGIN, MARGIN + 2);
  doc.setFontSize(9);
  doc.text(`CNPJ: ${header.cnpj}`, MARGIN, MARGIN + 8);
  doc.text(`Usuário: ${header.usuario}`, MARGIN, MARGIN + 13);
  doc.text(header.data, width - MARGIN, MARGIN + 2, { align: 'right' });
}

function drawPageNumbers(doc: jsPDF): void {
  const total = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  doc.setFontSize(9);
  for (let page = 1; page <= total; page += 1) {
    doc.setPage(page);
    doc.text(pageLabel(page, total), width - MARGIN, MARGIN + 8, { align: 'right' });
  }
}

/** The listing as a PDF: the header on every page, the table below it, then 'Página X de Y'. */
export function buildListingPdf(
  table: ListingTable,
  header: ListingHeader,
  orientation: ListingOrientation = 'portrait',
): jsPDF {
  const doc = new jsPDF({ orientation, unit: 'mm', format: 'a4' });
  autoTable(doc, {
    head: [table.columns],
    body: table.rows,
    margin: { top: MARGIN + HEADER_HEIGHT, left: MARGIN, right: MARGIN },
    // Plain cells (no stripes or fills) that never wrap: about half the size and layout work of the striped theme.
    theme: 'plain',
    styles: { fontSize: 8, overflow: 'hidden', cellPadding: 1.2 },
    headStyles: { fontStyle: 'bold', lineWidth: { bottom: 0.3 }, lineColor: 120 },
    didDrawPage: () => drawHeader(doc, header),
  });
  drawPageNumbers(doc);
  return doc;
}

/** relatorio-listagem.pdf, or relatorio-listagem-{date}.pdf when dated (spec 001 §9). */
export function listingPdfFileName(date?: string): string {
  return date ? MESSAGES.reports.pdfFileNameOn(date) : MESSAGES.reports.pdfFileName;
}
