import { firstSortDirection, nextSorting } from './nextSorting';

describe('nextSorting', () => {
  it('sorts a column its first way, then the other, then no longer', () => {
    const first = nextSorting([], 'total', 'desc', false);
    expect(first).toEqual([{ id: 'total', desc: true }]);
    const second = nextSorting(first, 'total', 'desc', false);
    expect(second).toEqual([{ id: 'total', desc: false }]);
    expect(nextSorting(second, 'total', 'desc', false)).toEqual([]);
    expect(nextSorting([], 'cliente', 'asc', false)).toEqual([{ id: 'cliente', desc: false }]);
    expect(nextSorting([{ id: 'cliente', desc: false }], 'cliente', 'asc', false)).toEqual([
      { id: 'cliente', desc: true },
    ]);
  });

  it('replaces the sort by another column, and adds or toggles one with a multi-sort click', () => {
    expect(nextSorting([{ id: 'cliente', desc: false }], 'total', 'desc', false)).toEqual([
      { id: 'total', desc: true },
    ]);
    const both = nextSorting([{ id: 'cliente', desc: false }], 'total', 'desc', true);
    expect(both).toEqual([
      { id: 'cliente', desc: false },
      { id: 'total', desc: true },
    ]);
    expect(nextSorting(both, 'cliente', 'asc', true)).toEqual([
      { id: 'cliente', desc: true },
      { id: 'total', desc: true },
    ]);
    // A plain click on a sorted column that is not the last of several: that column alone, its next way.
    expect(nextSorting(both, 'cliente', 'asc', false)).toEqual([{ id: 'cliente', desc: true }]);
    expect(nextSorting([], 'total', 'desc', true)).toEqual([{ id: 'total', desc: true }]);
  });

  it('sorts text first ascending and numbers (or nothing) first descending', () => {
    expect(firstSortDirection('Ana')).toBe('asc');
    expect(firstSortDirection(12.5)).toBe('desc');
    expect(firstSortDirection(undefined)).toBe('desc');
  });
});
