import {
  ja,
  shopItemCreateBody,
  shopItemFromImportRow,
  shopItemImportColumns,
  shopItemLabels as L,
  shopItemMessages,
  type ImportBody,
  type ShopItemCreateBody,
  type ShopItemKind,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { runImport } from '../../platform/import.js';
import { brandForWrite } from '../../platform/scope.js';
import { insertShopItems, takenCodes } from './shop-items.repository.js';
import { guardItemCodes, normalizeShopItem } from './shop-items.service.js';

// 一括登録: head office registers hundreds of items from a spreadsheet. Each row is judged as the
// create form would be; codes and JAN codes already used by the brand or repeated in the file are errors.

export async function importShopItems(db: Db, actor: Actor, kind: ShopItemKind, body: ImportBody) {
  const brandId = brandForWrite(actor.scope, null);
  return guardItemCodes(() =>
    runImport<ShopItemCreateBody>(db, body, {
      columns: shopItemImportColumns,
      schema: shopItemCreateBody,
      toInput: (cells) => shopItemFromImportRow(kind, cells),
      label: (cells) => [cells[L.code], cells[L.name]].filter(Boolean).join(' '),
      unique: ['code', 'janCode'],
      check: async (items) => {
        const taken = await takenCodes(
          db,
          brandId,
          items.map((i) => i.code),
          items.flatMap((i) => (i.janCode ? [i.janCode] : [])),
        );
        return items.map((i) => [
          ...(taken.codes.has(i.code) ? [{ column: L.code, message: ja.codeInUse }] : []),
          ...(i.janCode && taken.jans.has(i.janCode)
            ? [{ column: L.janCode, message: shopItemMessages.janInUse }]
            : []),
        ]);
      },
      write: async (tx, items) => {
        for (let i = 0; i < items.length; i += 500)
          await insertShopItems(
            tx,
            brandId,
            items.slice(i, i + 500).map((item) => {
              // A file names no cinemas: imported items start 販売しない everywhere, as before.
              const { recipe: _r, components: _c, cinemaIds: _ci, ...columns } = normalizeShopItem(item);
              return columns;
            }),
          );
        await audit(tx, actor, {
          action: 'create',
          entity: 'shopItem',
          brandId,
          summary: `一括登録 ${items.length}件（${body.fileName}）`,
        });
      },
    }),
  );
}
