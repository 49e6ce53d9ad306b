import { describe, expect, it } from 'vitest';
import { abcRanks } from './shop-sale.js';

// ABC分析 of 売店売上（商品別）: A up to 70 % of 純売上, B up to 90 %, C the rest (docs/reports.md).
describe('abcRanks', () => {
  it('ranks by net sales: the item crossing 70 % is still A, the one crossing 90 % still B', () => {
    const ranks = abcRanks([
      { itemId: 1, net: 500 },
      { itemId: 2, net: 250 },
      { itemId: 3, net: 150 },
      { itemId: 4, net: 60 },
      { itemId: 5, net: 40 },
    ]);
    expect([...ranks].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 'A'],
      [2, 'A'],
      [3, 'B'],
      [4, 'C'],
      [5, 'C'],
    ]);
  });

  it('makes the only seller A, and an item that sold nothing net C', () => {
    const ranks = abcRanks([
      { itemId: 7, net: 1000 },
      { itemId: 8, net: 0 },
      { itemId: 9, net: -300 },
    ]);
    expect(ranks.get(7)).toBe('A');
    expect(ranks.get(8)).toBe('C');
    expect(ranks.get(9)).toBe('C');
    expect(abcRanks([]).size).toBe(0);
  });
});
