import { listingPdfFileName } from './exportListing';
import { buildListingPdf } from './listingPdf';
import type { ListingTable } from './listingTable';
import { pdfTextByPage } from './readBack.testkit';

const HEADER = {
  empresa: 'Mercado Demo Ltda',
  cnpj: '12.345.678/0001-95',
  usuario: 'Ana Lima',
  data: '10/05/2026 10:45',
};

// A listing shaped as the exported reports grid prints it (the first user of the printed listing).
const COLUMNS = ['Relatório', 'Formato', 'Status', 'Data'];
const STATUS = { 1: 'Finalizado', 2: 'Erro' } as const;
interface Line {
  descricao: string;
  tipo: string;
  status: 1 | 2;
}

function relatorio(id: number, overrides: Partial<Line> = {}): Line {
  return { descricao: `Vendas ${id}`, tipo: 'pdf', status: 1, ...overrides };
}

function relatoriosListing(lines: readonly Line[]): ListingTable {
  return {
    columns: COLUMNS,
    rows: lines.map((l) => [l.descricao, l.tipo.toUpperCase(), STATUS[l.status], '10/05/2026 10:45']),
  };
}

describe('listing PDF (spec 001 §9)', () => {
  it('prints the header, the column titles and the rows as the grid shows them', () => {
    const table = relatoriosListing([
      relatorio(1),
      relatorio(2, { descricao: 'Posição de estoque', tipo: 'xlsx', status: 2 }),
    ]);
    const [page] = pdfTextByPage(buildListingPdf(table, HEADER));
    expect(page).toEqual(
      expect.arrayContaining([
        'Mercado Demo Ltda',
        'CNPJ: 12.345.678/0001-95',
        'Usuário: Ana Lima',
        '10/05/2026 10:45',
        'Página 1 de 1',
        'Relatório',
        'Formato',
        'Status',
        'Data',
        'Vendas 1',
        'PDF',
        'Finalizado',
        '10/05/2026 10:45',
        'Posição de estoque',
        'XLSX',
        'Erro',
      ]),
    );
  });

  it('repeats the header on every page and numbers the pages out of the total', () => {
    const table = relatoriosListing(Array.from({ length: 120 }, (_, i) => relatorio(i + 1)));
    const pages = pdfTextByPage(buildListingPdf(table, HEADER));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Mercado Demo Ltda');
      expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
    });
    expect(pages.flat()).toContain('Vendas 120');
  });

  it.each(['portrait', 'landscape'] as const)(
    'prints 2,000 rows in %s with the header and page numbers on every page and no row lost or repeated',
    (orientation) => {
      const table = relatoriosListing(Array.from({ length: 2000 }, (_, i) => relatorio(i + 1)));
      const pages = pdfTextByPage(buildListingPdf(table, HEADER, orientation));
      expect(pages.length).toBeGreaterThan(20);
      pages.forEach((page, index) => {
        expect(page).toEqual(
          expect.arrayContaining([
            'Mercado Demo Ltda',
            'CNPJ: 12.345.678/0001-95',
            'Usuário: Ana Lima',
            `Página ${index + 1} de ${pages.length}`,
            'Relatório',
            'Formato',
            'Status',
            'Data',
          ]),
        );
      });
      const printed = pages.flat().filter((text) => /^Vendas \d+$/.test(text));
      expect(printed).toEqual(table.rows.map((row) => row[0]));
      expect(pages.at(-1)).toContain('Vendas 2000');
    },
  );

  it('fits more rows on a portrait page than on a landscape one', () => {
    const table = relatoriosListing(Array.from({ length: 2000 }, (_, i) => relatorio(i + 1)));
    const portrait = pdfTextByPage(buildListingPdf(table, HEADER, 'portrait')).length;
    const landscape = pdfTextByPage(buildListingPdf(table, HEADER, 'landscape')).length;
    expect(landscape).toBeGreaterThan(portrait);
  });

  it('cuts a description too long for its column with ... and keeps the other columns whole', () => {
    const long = 'Movimentação de estoque '.repeat(20).trim();
    const table = relatoriosListing([relatorio(1, { descricao: long })]);
    const [page = []] = pdfTextByPage(buildListingPdf(table, HEADER));
    const cut = page.find((text) => text.startsWith('Movimentação de estoque'));
    expect(cut).toMatch(/\.\.\.$/);
    expect(cut?.length).toBeLessThan(long.length);
    expect(page).toEqual(expect.arrayContaining(['PDF', 'Finalizado', '10/05/2026 10:45']));
  });

  it('prints the header and the column titles on a single page when there are no rows', () => {
    const pages = pdfTextByPage(buildListingPdf(relatoriosListing([]), HEADER));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual(
      expect.arrayContaining(['Mercado Demo Ltda', 'Página 1 de 1', 'Relatório', 'Data']),
    );
  });

  it('lays a landscape page wider than it is tall, and a portrait one the other way', () => {
    const table = relatoriosListing([relatorio(1)]);
    const landscape = buildListingPdf(table, HEADER, 'landscape').internal.pageSize;
    const portrait = buildListingPdf(table, HEADER, 'portrait').internal.pageSize;
    expect(landscape.getWidth()).toBeGreaterThan(landscape.getHeight());
    expect(portrait.getWidth()).toBeLessThan(portrait.getHeight());
  });

  it('names the file as the spec does', () => {
    expect(listingPdfFileName()).toBe('relatorio-listagem.pdf');
    expect(listingPdfFileName('2026-05-10')).toBe('relatorio-listagem-2026-05-10.pdf');
  });
});
