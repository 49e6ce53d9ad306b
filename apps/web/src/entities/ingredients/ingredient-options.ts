import { useQuery } from '@tanstack/react-query';
import { ingredientEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 原材料 are written on /ingredient and picked in the shop item recipes: one key root for both.
export const ingredientKeys = featureKeys('ingredients');

/** Active ingredients as { value, label } for a recipe row, the unit in the label: コーン（g）. */
export const useIngredientOptions = () =>
  useQuery({
    ...endpointQuery([...ingredientKeys.all, 'options'], ingredientEndpoints.listMap, {}),
    select: (list: { id: number; name: string }[]) => list.map((o) => ({ value: o.id, label: o.name })),
  });
