import { productType, shopGroup, taxHandling, taxRates } from './enums.js';
import { blank, boolCell, byLabel, cellReader, type ImportColumn, numberCell } from './imports.js';
import { toAsciiText } from './normalize.js';
import { shopItemLabels as L, shopItemState, type ShopItemCreateInput, type ShopItemKind } from './shop-items.js';

// The shop item import file: the list's labels as headers. Cells arrive as text; this turns them
// into the create body, and shopItemCreateBody then judges them with its usual Japanese messages.
// Options and images are set on the screen afterwards.

export const shopItemImportColumns: ImportColumn[] = [
  { header: L.code, field: 'code', required: true },
  { header: L.janCode, field: 'janCode' },
  { header: L.name, field: 'name', required: true },
  { header: L.nameKana, field: 'nameKana' },
  { header: L.shopGroup, field: 'shopGroup', required: true },
  { header: L.category, field: 'category' },
  { header: L.price, field: 'price', required: true },
  { header: L.taxRate, field: 'taxRate', required: true },
  { header: L.eatInTaxRate, field: 'eatInTaxRate' },
  { header: L.taxDisplay, field: 'taxDisplay' },
  { header: L.purchasePrice, field: 'purchasePrice' },
  { header: L.productType, field: 'productType' },
  { header: L.consignor, field: 'consignor' },
  { header: L.commissionRate, field: 'commissionRate' },
  { header: L.inventoryControl, field: 'inventoryControl' },
  { header: L.minStock, field: 'minStock' },
  { header: L.state, field: 'state' },
  { header: L.recommended, field: 'recommended' },
  { header: L.sortOrder, field: 'sortOrder' },
  { header: L.saleFrom, field: 'saleFrom' },
  { header: L.saleTo, field: 'saleTo' },
];

/** 10%, 8%, 0%, 0.1, 対象外. */
export function parseTaxRate(v: string | undefined): unknown {
  if (blank(v)) return undefined;
  const t = toAsciiText(v ?? '').trim();
  const found = taxRates.find((r) => r.label === t || r.label.startsWith(t) || String(r.value) === t);
  if (found) return found.value;
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(t);
  return percent ? Number(percent[1]) / 100 : t;
}

/** One file row (header → cell text) as the create body of an item of `kind`. */
export function shopItemFromImportRow(kind: ShopItemKind, cells: Record<string, string>): ShopItemCreateInput {
  const c = cellReader(shopItemImportColumns, cells);
  const text = (field: string) => (blank(c(field)) ? null : c(field));
  return {
    kind,
    code: c('code') ?? '',
    janCode: text('janCode'),
    name: c('name') ?? '',
    nameKana: text('nameKana'),
    shopGroup: byLabel(c('shopGroup'), shopGroup.labels) as ShopItemCreateInput['shopGroup'],
    category: text('category'),
    price: numberCell(c('price')) as number,
    taxRate: parseTaxRate(c('taxRate')) as number,
    eatInTaxRate: parseTaxRate(c('eatInTaxRate')) as number | undefined,
    taxDisplay: byLabel(c('taxDisplay'), taxHandling.labels) as ShopItemCreateInput['taxDisplay'],
    purchasePrice: numberCell(c('purchasePrice')) as number | undefined,
    productType: byLabel(c('productType'), productType.labels) as ShopItemCreateInput['productType'],
    consignor: text('consignor'),
    commissionRate: numberCell(c('commissionRate')) as number | undefined,
    inventoryControl: boolCell(c('inventoryControl')) as boolean | undefined,
    minStock: numberCell(c('minStock')) as number | undefined,
    state: byLabel(c('state'), shopItemState.labels) as ShopItemCreateInput['state'],
    recommended: boolCell(c('recommended')) as boolean | undefined,
    sortOrder: numberCell(c('sortOrder')) as number | undefined,
    saleFrom: text('saleFrom')?.replace(/\//g, '-') ?? null,
    saleTo: text('saleTo')?.replace(/\//g, '-') ?? null,
    options: [],
  };
}
