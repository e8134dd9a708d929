import { MESSAGES } from '@erp/domain';
import { jsPDF } from 'jspdf';
import { columnWidths, fitter, widestOf, type CharWidths } from './listingColumns';
import type { ListingHeader } from './listingHeader';
import type { ListingTable } from './listingTable';

/** Page layout of a printed listing (spec 001 §3 print layout: portrait or landscape). */
export type ListingOrientation = 'portrait' | 'landscape';

const MARGIN = 10;
const HEADER_HEIGHT = 24;
const FONT = 'helvetica';
/** Table text size in points. */
const FONT_SIZE = 8;
/** Fixed row height in mm: cells never wrap, so every page holds the same number of rows. */
const ROW_HEIGHT = 5.6;
const CELL_PADDING = 1.2;
const TITLE_RULE = { width: 0.3, gray: 120 };

/** 'Página X de Y'. */
export const pageLabel = (page: number, total: number): string => MESSAGES.reports.pageOf(page, total);

function drawHeader(doc: jsPDF, header: ListingHeader, page: number, total: number): void {
  const width = doc.internal.pageSize.getWidth();
  doc.setFont(FONT, 'normal');
  doc.setFontSize(12);
  doc.text(header.empresa, MARGIN, MARGIN + 2);
  doc.setFontSize(9);
  doc.text(`CNPJ: ${header.cnpj}`, MARGIN, MARGIN + 8);
  doc.text(MESSAGES.reports.printedBy(header.usuario), MARGIN, MARGIN + 13);
  doc.text(header.data, width - MARGIN, MARGIN + 2, { align: 'right' });
  doc.text(pageLabel(page, total), width - MARGIN, MARGIN + 8, { align: 'right' });
}

/** Per-character widths in mm of texts printed in this style of the table's font, whatever font is active then. */
function charWidthsIn(doc: jsPDF, style: 'normal' | 'bold'): CharWidths {
  doc.setFont(FONT, style);
  const font = doc.getFont();
  const toMm = FONT_SIZE / doc.internal.scaleFactor;
  return (text) => (doc.getCharWidthsArray(text, { font }) as number[]).map((width) => width * toMm);
}

const sum = (widths: readonly number[]) => widths.reduce((total, width) => total + width, 0);

function* columnOf(table: ListingTable, column: number): Generator<string> {
  for (const row of table.rows) yield row[column] ?? '';
}

/** Where each column starts, the titles cut to fit, and a cutter per column; measured once for the whole listing. */
function layColumns(doc: jsPDF, table: ListingTable) {
  const bold = charWidthsIn(doc, 'bold');
  const regular = charWidthsIn(doc, 'normal');
  const natural = table.columns.map(
    (title, c) =>
      Math.max(
        sum(bold(title)),
        widestOf(columnOf(table, c), (text) => sum(regular(text))),
      ) +
      2 * CELL_PADDING,
  );
  const widths = columnWidths(natural, doc.internal.pageSize.getWidth() - 2 * MARGIN);
  const lefts = widths.map((_, c) => MARGIN + sum(widths.slice(0, c)));
  const room = widths.map((width) => width - 2 * CELL_PADDING);
  return {
    lefts,
    titles: table.columns.map((title, c) => fitter(room[c] ?? 0, bold)(title)),
    fitCell: room.map((width) => fitter(width, regular)),
  };
}

/**
 * The listing as a PDF: the header with 'Página X de Y' on every page, the column titles, then the rows. The
 * table is drawn directly (one text run per column per page) rather than cell by cell: 10,000 rows must export
 * in the browser within 2 s (issue 18), and the rows never wrap, so the page count is known before drawing.
 */
export function buildListingPdf(
  table: ListingTable,
  header: ListingHeader,
  orientation: ListingOrientation = 'portrait',
): jsPDF {
  const doc = new jsPDF({ orientation, unit: 'mm', format: 'a4' });
  const { lefts, titles, fitCell } = layColumns(doc, table);
  const width = doc.internal.pageSize.getWidth();
  const top = MARGIN + HEADER_HEIGHT;
  // Rows that fit below the header, less the column titles' row.
  const perPage = Math.max(
    1,
    Math.floor((doc.internal.pageSize.getHeight() - MARGIN - top) / ROW_HEIGHT) - 1,
  );
  const total = Math.max(1, Math.ceil(table.rows.length / perPage));
  // Baseline of a row's text: vertically centred in the row for an 8 pt font.
  const baseline = ROW_HEIGHT / 2 + (FONT_SIZE / doc.internal.scaleFactor) * 0.35;
  const lineHeightFactor = (ROW_HEIGHT * doc.internal.scaleFactor) / FONT_SIZE;
  for (let page = 1; page <= total; page += 1) {
    if (page > 1) doc.addPage();
    drawHeader(doc, header, page, total);
    doc.setFontSize(FONT_SIZE);
    doc.setFont(FONT, 'bold');
    titles.forEach((title, c) => doc.text(title, (lefts[c] ?? 0) + CELL_PADDING, top + baseline));
    doc.setLineWidth(TITLE_RULE.width);
    doc.setDrawColor(TITLE_RULE.gray);
    doc.line(MARGIN, top + ROW_HEIGHT, width - MARGIN, top + ROW_HEIGHT);
    const rows = table.rows.slice((page - 1) * perPage, page * perPage);
    if (rows.length === 0) continue;
    doc.setFont(FONT, 'normal');
    fitCell.forEach((fit, c) => {
      const lines = rows.map((row) => fit(row[c] ?? ''));
      doc.text(lines, (lefts[c] ?? 0) + CELL_PADDING, top + ROW_HEIGHT + baseline, { lineHeightFactor });
    });
  }
  return doc;
}
