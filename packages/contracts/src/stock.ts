import { labelled } from './enums.js';

// 在庫: every change is a signed movement (append-only); the balance is their sum. A sale deducts the
// item itself when it is stock-controlled, the components of a set, and the 原材料 of each recipe,
// options included (L uses more corn than S). expandSaleLine() is that rule, in one place.

export const stockMovementKind = labelled(
  ['receipt', 'return', 'disposal', 'damage', 'countDiff', 'transferOut', 'transferIn', 'other', 'sale', 'saleVoid'],
  {
    receipt: '入庫',
    return: '返品',
    disposal: '廃棄',
    damage: '破損',
    countDiff: '棚卸差異',
    transferOut: '移動出',
    transferIn: '移動入',
    other: 'その他',
    sale: '販売',
    saleVoid: '販売取消',
  },
);
export type StockMovementKind = (typeof stockMovementKind.values)[number];

/** A chosen option of a sold item: サイズ L. */
export interface SoldOption {
  group: string;
  choice: string;
}

/** One sold line: the item, how many, its options; for a set, which item each choice group got. */
export interface SaleLine {
  itemId: number;
  quantity: number;
  options?: SoldOption[];
  /** Set lines: the item chosen in each choice group (ドリンクM お好きなもの → コーラ), with its own options. */
  choices?: { group: string; itemId: number; options?: SoldOption[] }[];
}

/** What expansion needs to know of an item: its stock flag, recipe and (for a set) contents. */
export interface StockItem {
  id: number;
  inventoryControl: boolean;
  options: { name: string; choices: { name: string }[] }[];
  recipe: { ingredientId: number; optionGroup: string | null; optionChoice: string | null; quantity: number }[];
  components: { itemId: number; quantity: number; choiceGroup: string | null; optionChoice: string | null }[];
}

export interface StockDelta {
  shopItemId: number | null;
  ingredientId: number | null;
  /** Units consumed (positive); the movement's sign comes from its kind. */
  quantity: number;
}

/** A fixed choice name (M) as the option of the group that has it. */
const fixedOption = (item: StockItem | undefined, choice: string | null): SoldOption[] => {
  if (!choice || !item) return []; // an unknown item is skipped anyway
  const group = item.options.find((g) => g.choices.some((c) => c.name === choice));
  return group ? [{ group: group.name, choice }] : [];
};

/**
 * Units consumed by sold lines, summed per item and per ingredient. A set is never stocked itself:
 * its fixed components and the item chosen in each choice group are expanded as if sold, with the
 * set's fixed size (M) and the options picked. Unknown items are skipped (the sale records them anyway).
 */
export function expandSaleLines(lines: SaleLine[], items: ReadonlyMap<number, StockItem>): StockDelta[] {
  const byKey = new Map<string, StockDelta>();
  const add = (shopItemId: number | null, ingredientId: number | null, quantity: number) => {
    const key = `${shopItemId ?? ''}:${ingredientId ?? ''}`;
    const found = byKey.get(key);
    if (found) found.quantity += quantity;
    else byKey.set(key, { shopItemId, ingredientId, quantity });
  };
  const expand = (itemId: number, quantity: number, options: SoldOption[], depth: number) => {
    const item = items.get(itemId);
    if (!item || quantity <= 0 || depth > 1) return;
    if (item.components.length) {
      for (const c of item.components.filter((x) => !x.choiceGroup))
        expand(c.itemId, c.quantity * quantity, fixedOption(items.get(c.itemId), c.optionChoice), depth + 1);
      return;
    }
    if (item.inventoryControl) add(item.id, null, quantity);
    for (const r of item.recipe) {
      const applies = !r.optionGroup || options.some((o) => o.group === r.optionGroup && o.choice === r.optionChoice);
      if (applies) add(null, r.ingredientId, r.quantity * quantity);
    }
  };
  for (const line of lines) {
    expand(line.itemId, line.quantity, line.options ?? [], 0);
    const set = items.get(line.itemId);
    for (const chosen of line.choices ?? []) {
      const slot = set?.components.find((c) => c.choiceGroup === chosen.group && c.itemId === chosen.itemId);
      if (!slot) continue;
      const target = items.get(slot.itemId);
      if (!target) continue;
      const options = [...fixedOption(target, slot.optionChoice), ...(chosen.options ?? [])];
      expand(slot.itemId, slot.quantity * line.quantity, options, 1);
    }
  }
  return [...byKey.values()];
}
