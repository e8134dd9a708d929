import { columnWidths, fitter, widestOf } from './listingColumns';

// One unit per character keeps the expected cuts readable.
const charWidths = (text: string) => Array.from(text, () => 1);

describe('listing column widths', () => {
  it('shares spare room in proportion when the natural widths fit', () => {
    expect(columnWidths([10, 30], 80)).toEqual([20, 60]);
  });

  it('keeps the narrow columns and makes the wide ones give way when the natural widths do not fit', () => {
    // 10 and 15 fit an equal share; the two wide ones split what is left (100 - 25) equally.
    expect(columnWidths([10, 15, 200, 60], 100)).toEqual([10, 15, 37.5, 37.5]);
    expect(columnWidths([80, 80], 100)).toEqual([50, 50]);
  });

  it('measures each distinct text once', () => {
    const measure = jest.fn((text: string) => text.length);
    expect(widestOf(['Vendas', 'Pessoas', 'Vendas', 'Vendas'], measure)).toBe(7);
    expect(measure).toHaveBeenCalledTimes(2);
  });
});

describe('fitting a cell to its column', () => {
  it('keeps a text that fits and cuts one that does not, ending it with ...', () => {
    const fit = fitter(10, charWidths);
    expect(fit('Vendas')).toBe('Vendas');
    expect(fit('0123456789')).toBe('0123456789');
    expect(fit('Posição de estoque')).toBe('Posição...');
  });

  it('cuts each distinct text once', () => {
    const widths = jest.fn(charWidths);
    const fit = fitter(10, widths);
    for (let i = 0; i < 100; i += 1) fit('Movimentação de estoque');
    // The ellipsis once, then the text once.
    expect(widths).toHaveBeenCalledTimes(2);
  });
});
