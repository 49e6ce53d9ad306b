import { ingredientEndpoints } from '@cinema/contracts';
import { crudHandlers } from '../../platform/crud.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { importIngredients } from './ingredients.import.js';
import { ingredientOptions, ingredientRepo } from './ingredients.repository.js';
import { ingredientService } from './ingredients.service.js';

// The brand's 原材料: head office writes them (the declarations keep writes to brand accounts).
export const ingredientHandlers = ({ db }: ModuleOptions) =>
  handleAll(ingredientEndpoints, {
    ...crudHandlers(db, ingredientRepo, ingredientService),
    listMap: async ({ actor }) => ok(await ingredientOptions(db, actor.scope)),
    import: [async ({ actor, body }) => importAnswer(await importIngredients(db, actor, body)), importOptions],
  });
