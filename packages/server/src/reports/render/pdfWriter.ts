import { MESSAGES } from '@erp/domain';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { Cell, SummaryLine } from '../reportSource';
import { formatCell, isNumeric } from './formatCell';
import { fastText } from './pdfFastText';
import { EMPTY_REPORT_TEXT, type RenderJob, type ReportWriter } from './renderJob';

const MARGIN = 36;
const FONT_SIZE = 8;
const ROW_HEIGHT = 12;
const PADDING = 3;
const FOOTER_HEIGHT = 20;

/** Cuts a text to the column's width with an ellipsis (a row is always one line, so pages hold a fixed count). */
function fit(measure: (text: string) => number, text: string, width: number): string {
  if (measure(text) <= width) return text;
  let end = Math.min(text.length, Math.floor(width / 3));
  while (end > 0 && measure(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * The spec 001 §9 layout: every page starts with the company, its CNPJ, the user and the emission time, then the
 * title and the table's header; "Página X de Y" is written on each page once the total is known (pdfkit keeps the
 * pages' small content streams until `end`, never the rows).
 */
export function createPdfWriter(job: RenderJob): ReportWriter {
  const doc = new PDFDocument({
    size: 'A4',
    layout: job.orientation,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: job.title, Author: job.header.empresa },
  });
  const out = fs.createWriteStream(job.filePath);
  doc.pipe(out);
  const width = doc.page.width - 2 * MARGIN;
  const totalWeight = job.columns.reduce((s, c) => s + c.width, 0);
  const widths = job.columns.map((c) => (c.width / totalWeight) * width);
  const starts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT;
  let y = 0;
  let rowCount = 0;

  const fast = fastText(doc);
  const cell = (text: string, i: number, numeric: boolean) => {
    if (!text) return;
    const w = (widths[i] ?? 0) - 2 * PADDING;
    const shown = fit(fast.width, text, w);
    const x = (starts[i] ?? MARGIN) + PADDING + (numeric ? w - fast.width(shown) : 0);
    fast.draw(shown, x, y + 2);
  };

  const pageHeader = () => {
    const { empresa, cnpj, usuario, emitidoEm } = job.header;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(
        fit((t) => doc.widthOfString(t), empresa, width / 2),
        MARGIN,
        MARGIN,
        { lineBreak: false },
      );
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(`CNPJ: ${cnpj}`, MARGIN, MARGIN + 14, { lineBreak: false });
    const right = (text: string, top: number) =>
      doc.text(text, MARGIN + width - doc.widthOfString(text), top, { lineBreak: false });
    right(MESSAGES.reports.printedBy(usuario), MARGIN + 2);
    right(`Emitido em: ${emitidoEm}`, MARGIN + 14);
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(job.title, MARGIN, MARGIN + 32, { lineBreak: false });
    y = MARGIN + 50;
    if (job.filtersText) {
      doc.font('Helvetica').fontSize(FONT_SIZE).text(job.filtersText, MARGIN, y, { lineBreak: false });
      y += 14;
    }
    doc
      .rect(MARGIN, y, width, ROW_HEIGHT + 2)
      .fill('#e9ecef')
      .fillColor('black');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    job.columns.forEach((c, i) => cell(c.header, i, isNumeric(c.format)));
    y += ROW_HEIGHT + 4;
    doc.font('Helvetica').fontSize(FONT_SIZE);
  };

  const ensureRoom = () => {
    if (y + ROW_HEIGHT <= bottom()) return;
    doc.addPage();
    pageHeader();
  };

  pageHeader();

  return {
    async addRows(rows: readonly Cell[][]) {
      for (const row of rows) {
        ensureRoom();
        job.columns.forEach((c, i) => cell(formatCell(row[i] ?? null, c.format), i, isNumeric(c.format)));
        y += ROW_HEIGHT;
        rowCount += 1;
      }
    },

    async finish(summary: readonly SummaryLine[]) {
      if (rowCount === 0) {
        ensureRoom();
        doc
          .font('Helvetica-Oblique')
          .fontSize(10)
          .text(EMPTY_REPORT_TEXT, MARGIN, y + 8, { lineBreak: false });
        y += 28;
      } else {
        doc
          .moveTo(MARGIN, y + 2)
          .lineTo(MARGIN + width, y + 2)
          .stroke();
        y += 8;
      }
      doc.font('Helvetica-Bold').fontSize(9);
      for (const line of summary) {
        ensureRoom();
        doc.font('Helvetica-Bold').fontSize(9);
        const value = formatCell(line.value, line.format);
        doc.text(`${line.label}:`, MARGIN, y + 2, { lineBreak: false });
        doc.text(value, MARGIN + width - doc.widthOfString(value), y + 2, { lineBreak: false });
        y += ROW_HEIGHT + 2;
      }
      const { start, count } = doc.bufferedPageRange();
      doc.font('Helvetica').fontSize(FONT_SIZE);
      for (let i = start; i < start + count; i += 1) {
        doc.switchToPage(i);
        const text = MESSAGES.reports.pageOf(i - start + 1, count);
        // The footer sits inside the bottom margin; without this pdfkit would open a new page for it.
        doc.page.margins.bottom = 0;
        doc.text(text, MARGIN + width - doc.widthOfString(text), doc.page.height - MARGIN - 10, {
          lineBreak: false,
        });
      }
      doc.end();
      await finished(out);
    },

    abort() {
      doc.unpipe(out);
      out.destroy();
    },
  };
}
