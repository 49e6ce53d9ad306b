import { ingredientEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findIngredient, ingredientOptions, listIngredients } from './ingredients.repository.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import { importIngredients } from './ingredients.import.js';
import { createIngredient, deleteIngredient, saveIngredient } from './ingredients.service.js';

// The brand's 原材料: head office writes them (the declarations keep writes to brand accounts).
export const ingredientHandlers = ({ db }: ModuleOptions) =>
  handleAll(ingredientEndpoints, {
    list: async ({ actor, query }) => ok(await listIngredients(db, actor.scope, query)),
    listMap: async ({ actor }) => ok(await ingredientOptions(db, actor.scope)),
    detail: async ({ actor, params }) => ok(found(await findIngredient(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createIngredient(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveIngredient(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteIngredient(db, actor, params.id);
      return done(ja.deleted);
    },
    import: [async ({ actor, body }) => importAnswer(await importIngredients(db, actor, body)), importOptions],
  });
