import { columnAlign, columnWidth, columnWraps } from './columnLayout';
import { LIST_DEFINITIONS } from './definitions';
import { pedidosVenda } from './definitions/vendas';
import { gridFields } from './listExport';

// 1280 px less the open menu (260), the main area's padding (2 × 16), the grid's border and its details column.
const ROOM_AT_1280 = 1280 - 260 - 2 * 16 - 2 - 60;

describe('column layout', () => {
  it.each(Object.entries(LIST_DEFINITIONS))(
    '%s: the grid’s columns fit beside the menu at 1280 px',
    (_name, definition) => {
      const width = gridFields(definition).reduce((sum, field) => sum + columnWidth(field), 0);
      expect(width).toBeLessThanOrEqual(ROOM_AT_1280);
    },
  );

  it('aligns money and numbers right, wraps names, keeps codes and dates on one line', () => {
    const field = (name: string) => pedidosVenda.fields.find((f) => f.field === name)!;
    expect(columnAlign(field('total'))).toBe('right');
    expect(columnAlign(field('numero'))).toBe('right');
    expect(columnAlign(field('cliente'))).toBe('left');
    expect(columnWraps(field('cliente'))).toBe(true);
    expect(columnWraps(field('status'))).toBe(false);
    expect(columnWraps(field('dataHora'))).toBe(false);
    // A date and time is wider than a number, narrower than a name's floor plus room to wrap.
    expect(columnWidth(field('dataHora'))).toBeGreaterThan(columnWidth(field('numero')));
  });
});
