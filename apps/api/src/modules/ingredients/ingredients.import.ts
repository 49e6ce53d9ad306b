import {
  ingredientCreateBody,
  ingredientFromImportRow,
  ingredientImportColumns,
  ingredientLabels as L,
  ja,
  type ImportBody,
  type IngredientCreateBody,
} from '@cinema/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ingredients } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { runImport } from '../../platform/import.js';
import { brandForWrite } from '../../platform/scope.js';
import { guardCode, normalize } from './ingredients.service.js';

// 一括登録 of 原材料: each row judged as the form would; a code the brand already uses, or one
// repeated in the file, is an error of its row, and nothing is written unless every row is valid.

export async function importIngredients(db: Db, actor: Actor, body: ImportBody) {
  const brandId = brandForWrite(actor.scope, null);
  return guardCode(() =>
    runImport<IngredientCreateBody>(db, body, {
      columns: ingredientImportColumns,
      schema: ingredientCreateBody,
      toInput: ingredientFromImportRow,
      label: (cells) => [cells[L.code], cells[L.name]].filter(Boolean).join(' '),
      unique: ['code'],
      check: async (rows) => {
        const codes = rows.map((r) => r.code);
        const taken = new Set(
          (
            await db
              .select({ code: ingredients.code })
              .from(ingredients)
              .where(and(eq(ingredients.brandId, brandId), inArray(ingredients.code, codes)))
          ).map((r) => r.code),
        );
        return rows.map((r) => (taken.has(r.code) ? [{ column: L.code, message: ja.codeInUse }] : []));
      },
      write: async (tx, rows) => {
        for (let i = 0; i < rows.length; i += 500)
          await tx.insert(ingredients).values(rows.slice(i, i + 500).map((r) => ({ ...normalize(r), brandId })));
        await audit(tx, actor, {
          action: 'create',
          entity: 'ingredient',
          brandId,
          summary: `一括登録 ${rows.length}件（${body.fileName}）`,
        });
      },
    }),
  );
}
