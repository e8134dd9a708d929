import { formatCell } from './cellFormat';
import type { CellKind } from './listDefinition';

const as = (kind: CellKind, value: unknown, labels?: Record<string, string>) =>
  formatCell({ field: 'x', header: 'X', kind, labels }, value);

describe('formatCell', () => {
  it('reads values the pt-BR way', () => {
    expect(as('brl', 1234.5)).toBe('R$ 1.234,50');
    expect(as('day', '2026-03-05')).toBe('05/03/2026');
    // 02:30 UTC is still the evening before in São Paulo.
    expect(as('dateTime', '2026-03-05T02:30:00.000Z')).toBe('04/03/2026 23:30');
    expect(as('document', '12345678000195')).toBe('12.345.678/0001-95');
    expect(as('quantity', 1234.5)).toBe('1.234,5');
    expect(as('percent', 2.5)).toBe('2,50%');
    expect(as('yesNo', true)).toBe('Sim');
    expect(as('yesNo', false)).toBe('Não');
    expect(as('ncm', '1006302')).toBe('01006302');
  });

  it('shows a code’s label, and nothing for an empty value', () => {
    expect(as('text', 65, { 65: 'NFC-e' })).toBe('NFC-e');
    expect(as('brl', null)).toBe('');
    expect(as('text', undefined)).toBe('');
  });
});
