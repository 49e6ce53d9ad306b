import { ingredientInUse, ja, type IngredientCreateBody } from '@cinema/contracts';
import { masterService } from '../../platform/crud.js';
import { ingredientRepo } from './ingredients.repository.js';

// Stock is counted only for stock-controlled ingredients, so only they have a minimum.
export const normalize = (b: IngredientCreateBody): IngredientCreateBody => ({
  ...b,
  minStock: b.stockControlled ? b.minStock : null,
});

export const ingredientService = masterService({
  entity: 'ingredient',
  repo: ingredientRepo,
  summary: (i: { code: string; name: string }) => `${i.code} ${i.name}`,
  unique: { ingredients_brand_code_uq: ['code', ja.codeInUse] },
  values: (body: IngredientCreateBody) => normalize(body),
  inUse: ingredientInUse,
});
