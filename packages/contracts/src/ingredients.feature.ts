import { defineFeature } from './feature.js';
import { ingredientEndpoints } from './ingredients.endpoints.js';
import { r } from './route-types.js';

// 原材料: the brand's ingredients, which shop items' recipes use (head office edits, cinema staff read).
export const ingredientsFeature = defineFeature({
  key: 'ingredients',
  label: '原材料',
  endpoints: { ingredient: { endpoints: ingredientEndpoints } },
  routes: [
    r({ path: '/ingredient', group: 'shop', label: '原材料', roles: ['brand', 'cinema'], module: 'shop', menu: true }),
  ],
  audits: { ingredient: '原材料' },
});
