import { saoPauloWallClock, MESSAGES } from '@erp/domain';
import ExcelJS from 'exceljs';
import type { Cell, CellFormat, SummaryLine } from '../reportSource';
import { EMPTY_REPORT_TEXT, type RenderJob, type ReportWriter } from './renderJob';

const NUMBER_FORMATS: Partial<Record<CellFormat, string>> = {
  brl: '"R$" #,##0.00;-"R$" #,##0.00',
  quantity: '#,##0.###',
  integer: '#,##0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/** Spreadsheets have no time zone: a date cell carries São Paulo's wall-clock time as its value. */
function excelValue(value: Cell, format: CellFormat): ExcelJS.CellValue {
  if (value === null) return null;
  if (format === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  if (format === 'datetime') return saoPauloWallClock(new Date(String(value)));
  return value;
}

/**
 * Streaming workbook: each row is committed (written to the zip) as soon as it is added, so memory stays flat; the
 * first lines repeat the PDF's header (company, CNPJ, user, emission time, title, filters).
 */
export function createXlsxWriter(job: RenderJob): ReportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: job.filePath,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = job.header.empresa;
  const sheet = workbook.addWorksheet(job.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 8 }],
  });
  sheet.columns = job.columns.map((c) => ({ width: Math.max(10, Math.round(c.width * 0.9)) }));
  // One shared style object per column: exceljs caches styles by object identity, and a style per cell (or copied
  // from the column) costs a deep comparison each, which doubled the time of a 10,000-row sheet.
  const styles = job.columns.map((c) => {
    const numFmt = NUMBER_FORMATS[c.format];
    return numFmt ? ({ numFmt } as Partial<ExcelJS.Style>) : null;
  });
  const { empresa, cnpj, usuario, emitidoEm } = job.header;
  const title = sheet.addRow([job.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([empresa]).commit();
  sheet.addRow([`CNPJ: ${cnpj}`]).commit();
  sheet.addRow([MESSAGES.reports.printedBy(usuario)]).commit();
  sheet.addRow([`Emitido em: ${emitidoEm}`]).commit();
  sheet.addRow([job.filtersText]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(job.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  let rowCount = 0;

  return {
    async addRows(rows: readonly Cell[][]) {
      for (const row of rows) {
        const added = sheet.addRow(job.columns.map((c, i) => excelValue(row[i] ?? null, c.format)));
        styles.forEach((style, i) => {
          if (style) added.getCell(i + 1).style = style;
        });
        added.commit();
        rowCount += 1;
      }
    },

    async finish(summary: readonly SummaryLine[]) {
      if (rowCount === 0) sheet.addRow([EMPTY_REPORT_TEXT]).commit();
      sheet.addRow([]).commit();
      for (const line of summary) {
        const row = sheet.addRow([line.label, excelValue(line.value, line.format)]);
        row.font = { bold: true };
        const format = NUMBER_FORMATS[line.format];
        if (format) row.getCell(2).numFmt = format;
        row.commit();
      }
      sheet.commit();
      await workbook.commit();
    },

    abort() {
      // The stream is left to be collected; the caller deletes the partial file.
    },
  };
}
