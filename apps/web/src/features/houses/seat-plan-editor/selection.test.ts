import { describe, expect, it } from 'vitest';
import { countSelected, dragRect, fromIndexes, sameSlice, selectAll, selectedIndexes, withRect } from './selection.js';

const size = { rows: 4, cols: 5 };

describe('selection', () => {
  it('a drag in any direction covers the same rectangle of cells', () => {
    const down = withRect(null, dragRect('cell', { r: 1, c: 1 }, { r: 2, c: 3 }, size), size);
    const up = withRect(null, dragRect('cell', { r: 2, c: 3 }, { r: 1, c: 1 }, size), size);
    expect(selectedIndexes(down)).toEqual([6, 7, 8, 11, 12, 13]);
    expect(up).toEqual(down);
  });

  it('a row label selects whole rows, a column header whole columns', () => {
    expect(selectedIndexes(withRect(null, dragRect('row', { r: 2, c: 4 }, { r: 2, c: 0 }, size), size))).toEqual([
      10, 11, 12, 13, 14,
    ]);
    expect(selectedIndexes(withRect(null, dragRect('col', { r: 0, c: 1 }, { r: 3, c: 2 }, size), size))).toEqual([
      1, 2, 6, 7, 11, 12, 16, 17,
    ]);
  });

  it('adds a rectangle to a base selection without changing the base', () => {
    const base = fromIndexes([0], size);
    const sel = withRect(base, { r0: 3, c0: 4, r1: 9, c1: 9 }, size);
    expect(selectedIndexes(sel)).toEqual([0, 19]);
    expect(selectedIndexes(base)).toEqual([0]);
  });

  it('counts and compares row slices', () => {
    const all = selectAll(size);
    expect(countSelected(all)).toBe(20);
    const one = fromIndexes([7], size);
    expect(sameSlice(all, one, 5, 7)).toBe(false);
    expect(sameSlice(one, fromIndexes([7], size), 0, 20)).toBe(true);
    expect(sameSlice(one, fromIndexes([12], size), 5, 10)).toBe(false);
    expect(sameSlice(one, fromIndexes([12], size), 0, 5)).toBe(true);
  });
});
