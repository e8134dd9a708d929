import * as XLSX from 'sheetjs-style';
import { buildListingExcel } from './listingExcel';

const HEADER = {
  empresa: 'Mercado Demo Ltda',
  cnpj: '12.345.678/0001-95',
  usuario: 'Ana Lima',
  data: '10/05/2026 10:45',
};
const TABLE = {
  columns: ['Relatório', 'Formato', 'Status', 'Data'],
  rows: [
    ['Vendas', 'PDF', 'Finalizado', '10/05/2026 10:45'],
    ['Posição de estoque', 'XLSX', 'Erro', '09/05/2026 08:00'],
  ],
};

async function readBack() {
  const bytes = await buildListingExcel(TABLE, HEADER, 'Relatórios');
  const book = XLSX.read(bytes, { type: 'array', cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return { book, sheet, bytes };
}

describe('listing Excel', () => {
  it('writes who and when, the column titles and the rows', async () => {
    const { book, sheet } = await readBack();
    expect(book.SheetNames).toEqual(['Relatórios']);
    expect(sheet.A1?.v).toBe('Mercado Demo Ltda');
    expect(sheet.A2?.v).toBe('CNPJ: 12.345.678/0001-95');
    expect(sheet.A3?.v).toBe('Usuário: Ana Lima');
    expect(sheet.B3?.v).toBe('10/05/2026 10:45');
    expect(['A5', 'B5', 'C5', 'D5'].map((ref) => sheet[ref]?.v)).toEqual(TABLE.columns);
    expect(['A7', 'B7', 'C7', 'D7'].map((ref) => sheet[ref]?.v)).toEqual(TABLE.rows[1]);
  });

  it('styles the column titles (solid blue fill, white bold font) and nothing else', async () => {
    const { sheet, bytes } = await readBack();
    expect(sheet.A5?.s).toMatchObject({ patternType: 'solid', fgColor: { rgb: '1C7ED6' } });
    expect(sheet.A6?.s).not.toMatchObject({ patternType: 'solid' });
    // The reader keeps fills only; the font is checked in the file's style sheet.
    const zip = XLSX.read(bytes, { type: 'array', bookFiles: true }) as unknown as {
      files: Record<string, { asText(): string }>;
    };
    const styles = zip.files['xl/styles.xml']?.asText() ?? '';
    expect(styles).toMatch(/<font>(?:(?!<\/font>).)*<b\/><color rgb="FFFFFF"\/><\/font>/);
    expect(styles).toContain('<fgColor rgb="FF1C7ED6"/>');
  });
});
