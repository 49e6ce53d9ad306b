import { ingredientCreateBody, ingredientFromImportRow, ingredientImportColumns } from '@cinema/contracts';
import { ingredients } from '../../db/schema/index.js';
import { masterImport } from '../../platform/crud-import.js';
import { ingredientRepo } from './ingredients.repository.js';
import { ingredientService, normalize } from './ingredients.service.js';

// 一括登録 of 原材料: each row judged as the form would; nothing is written unless every row is valid.
export const importIngredients = masterImport({
  entity: 'ingredient',
  repo: ingredientRepo,
  guard: ingredientService.guard,
  columns: ingredientImportColumns,
  schema: ingredientCreateBody,
  toInput: ingredientFromImportRow,
  code: { field: 'code', column: ingredients.code },
  values: normalize,
});
