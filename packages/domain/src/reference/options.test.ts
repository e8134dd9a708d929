import { StockMovementType, STOCK_MOVEMENT_TYPE_LABELS } from './stock';
import { labelOf, toOptions } from './options';

describe('toOptions', () => {
  it('keeps the order the codes are declared in, not numeric order', () => {
    const options = toOptions(StockMovementType, STOCK_MOVEMENT_TYPE_LABELS);
    expect(options.slice(0, 4)).toEqual([
      { value: 0, label: 'Compra' },
      { value: 1, label: 'Venda' },
      { value: 11, label: 'Venda a partir de cupom' },
      { value: 2, label: 'Transferência' },
    ]);
    expect(options).toHaveLength(15);
  });
});

describe('labelOf', () => {
  it('gives the label of a code and an empty string for unknown or missing codes', () => {
    expect(labelOf(STOCK_MOVEMENT_TYPE_LABELS, 14)).toBe('Saída efetiva de mercadoria');
    expect(labelOf(STOCK_MOVEMENT_TYPE_LABELS, 42)).toBe('');
    expect(labelOf(STOCK_MOVEMENT_TYPE_LABELS, null)).toBe('');
  });
});
