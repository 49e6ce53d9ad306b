import { describe, expect, it } from 'vitest';
import { expandSaleLines, type StockItem } from './stock.js';

const size = { name: 'サイズ', choices: [{ name: 'S' }, { name: 'M' }, { name: 'L' }] };
const flavour = { name: 'フレーバー', choices: [{ name: '塩' }, { name: 'キャラメル' }] };
const CORN = 101;
const CARAMEL = 102;
const CUP_M = 103;
const SAUSAGE = 104;

const popcorn: StockItem = {
  id: 1,
  inventoryControl: false,
  options: [flavour, size],
  recipe: [
    { ingredientId: CORN, optionGroup: 'サイズ', optionChoice: 'S', quantity: 40 },
    { ingredientId: CORN, optionGroup: 'サイズ', optionChoice: 'M', quantity: 60 },
    { ingredientId: CORN, optionGroup: 'サイズ', optionChoice: 'L', quantity: 90 },
    { ingredientId: CARAMEL, optionGroup: 'フレーバー', optionChoice: 'キャラメル', quantity: 30 },
  ],
  components: [],
};
const cola: StockItem = {
  id: 2,
  inventoryControl: false,
  options: [size],
  recipe: [{ ingredientId: CUP_M, optionGroup: 'サイズ', optionChoice: 'M', quantity: 1 }],
  components: [],
};
const hotdog: StockItem = {
  id: 3,
  inventoryControl: true,
  options: [],
  recipe: [{ ingredientId: SAUSAGE, optionGroup: null, optionChoice: null, quantity: 1 }],
  components: [],
};
const pamphlet: StockItem = { id: 4, inventoryControl: true, options: [], recipe: [], components: [] };
const pairSet: StockItem = {
  id: 10,
  inventoryControl: false,
  options: [],
  recipe: [],
  components: [
    { itemId: 1, quantity: 1, choiceGroup: null, optionChoice: 'L' },
    { itemId: 2, quantity: 2, choiceGroup: 'ドリンクM お好きなもの', optionChoice: 'M' },
    { itemId: 3, quantity: 2, choiceGroup: 'ドリンクM お好きなもの', optionChoice: null },
  ],
};
const items = new Map([popcorn, cola, hotdog, pamphlet, pairSet].map((i) => [i.id, i]));
const sorted = (d: ReturnType<typeof expandSaleLines>) =>
  [...d].sort((a, b) => (a.shopItemId ?? 0) - (b.shopItemId ?? 0) || (a.ingredientId ?? 0) - (b.ingredientId ?? 0));

describe('expandSaleLines', () => {
  it('deducts a stock-controlled item itself and its recipe per unit', () => {
    expect(sorted(expandSaleLines([{ itemId: 3, quantity: 2 }], items))).toEqual([
      { shopItemId: null, ingredientId: SAUSAGE, quantity: 2 },
      { shopItemId: 3, ingredientId: null, quantity: 2 },
    ]);
    expect(expandSaleLines([{ itemId: 4, quantity: 1 }], items)).toEqual([
      { shopItemId: 4, ingredientId: null, quantity: 1 },
    ]);
  });

  it('uses the recipe rows of the options chosen: L uses more corn than S, caramel adds syrup', () => {
    const large = [
      { group: 'サイズ', choice: 'L' },
      { group: 'フレーバー', choice: 'キャラメル' },
    ];
    expect(sorted(expandSaleLines([{ itemId: 1, quantity: 1, options: large }], items))).toEqual([
      { shopItemId: null, ingredientId: CORN, quantity: 90 },
      { shopItemId: null, ingredientId: CARAMEL, quantity: 30 },
    ]);
    const small = [
      { group: 'サイズ', choice: 'S' },
      { group: 'フレーバー', choice: '塩' },
    ];
    expect(expandSaleLines([{ itemId: 1, quantity: 3, options: small }], items)).toEqual([
      { shopItemId: null, ingredientId: CORN, quantity: 120 },
    ]);
  });

  it('expands a set into its fixed components and the item chosen in each choice group, never the set', () => {
    const deltas = expandSaleLines(
      [{ itemId: 10, quantity: 1, options: [], choices: [{ group: 'ドリンクM お好きなもの', itemId: 2 }] }],
      items,
    );
    expect(sorted(deltas)).toEqual([
      { shopItemId: null, ingredientId: CORN, quantity: 90 },
      { shopItemId: null, ingredientId: CUP_M, quantity: 2 },
    ]);
    // Two sets, the choice falling on the hot dog (2 a set): its own stock and sausages follow.
    const hot = expandSaleLines(
      [{ itemId: 10, quantity: 2, choices: [{ group: 'ドリンクM お好きなもの', itemId: 3 }] }],
      items,
    );
    expect(sorted(hot)).toEqual([
      { shopItemId: null, ingredientId: CORN, quantity: 180 },
      { shopItemId: null, ingredientId: SAUSAGE, quantity: 4 },
      { shopItemId: 3, ingredientId: null, quantity: 4 },
    ]);
  });

  it('sums lines of the same item and skips unknown items and choices', () => {
    const deltas = expandSaleLines(
      [
        { itemId: 4, quantity: 1 },
        { itemId: 4, quantity: 2 },
        { itemId: 999, quantity: 5 },
        { itemId: 10, quantity: 1, choices: [{ group: '無い', itemId: 2 }] },
      ],
      items,
    );
    expect(sorted(deltas)).toEqual([
      { shopItemId: null, ingredientId: CORN, quantity: 90 },
      { shopItemId: 4, ingredientId: null, quantity: 3 },
    ]);
  });
});
