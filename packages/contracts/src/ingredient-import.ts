import { blank, boolCell, byLabel, cellReader, type ImportColumn, numberCell } from './imports.js';
import { ingredientLabels as L, ingredientUnit, type IngredientCreateInput } from './ingredients.js';

// The 原材料 import file: the list's labels as headers; ingredientCreateBody judges each row with its
// usual Japanese messages. 単位 is g, ml or 個 as written on the screen.

export const ingredientImportColumns: ImportColumn[] = [
  { header: L.code, field: 'code', required: true },
  { header: L.name, field: 'name', required: true },
  { header: L.nameKana, field: 'nameKana' },
  { header: L.unit, field: 'unit', required: true },
  { header: L.purchasePrice, field: 'purchasePrice' },
  { header: L.purchaseQuantity, field: 'purchaseQuantity' },
  { header: L.stockControlled, field: 'stockControlled' },
  { header: L.minStock, field: 'minStock' },
  { header: L.active, field: 'active' },
];

/** One file row (header → cell text) as the create body of an ingredient. */
export function ingredientFromImportRow(cells: Record<string, string>): IngredientCreateInput {
  const c = cellReader(ingredientImportColumns, cells);
  return {
    code: c('code') ?? '',
    name: c('name') ?? '',
    nameKana: blank(c('nameKana')) ? null : c('nameKana'),
    unit: byLabel(c('unit'), ingredientUnit.labels) as IngredientCreateInput['unit'],
    purchasePrice: numberCell(c('purchasePrice')) as number | undefined,
    purchaseQuantity: numberCell(c('purchaseQuantity')) as number | undefined,
    stockControlled: boolCell(c('stockControlled')) as boolean | undefined,
    minStock: numberCell(c('minStock')) as number | undefined,
    active: boolCell(c('active')) as boolean | undefined,
  };
}
