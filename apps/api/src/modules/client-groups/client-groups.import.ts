import {
  clientGroupCreateBody,
  clientGroupFromImportRow,
  clientGroupImportColumns,
  clientGroupLabels as L,
  ja,
  type ClientGroupCreateBody,
  type ImportBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { runImport } from '../../platform/import.js';
import { brandForWrite } from '../../platform/scope.js';
import { clientGroupKeys, insertClientGroups } from './client-groups.repository.js';
import { clientGroupService } from './client-groups.service.js';

// 一括登録: each row is judged as the form would be; a code the brand already uses or the file repeats is an error.
export async function importClientGroups(db: Db, actor: Actor, body: ImportBody) {
  const brandId = brandForWrite(actor.scope, null);
  return clientGroupService.guard(() =>
    runImport<ClientGroupCreateBody>(db, body, {
      columns: clientGroupImportColumns,
      schema: clientGroupCreateBody,
      toInput: clientGroupFromImportRow,
      label: (cells) => [cells[L.code], cells[L.name]].filter(Boolean).join(' '),
      unique: ['code'],
      check: async (rows) => {
        const { byCode } = await clientGroupKeys(db, brandId);
        return rows.map((r) => (byCode.has(r.code) ? [{ column: L.code, message: ja.codeInUse }] : []));
      },
      write: async (tx, rows) => {
        await insertClientGroups(tx, brandId, rows);
        await audit(tx, actor, {
          action: 'create',
          entity: 'clientGroup',
          brandId,
          summary: `一括登録 ${rows.length}件（${body.fileName}）`,
        });
      },
    }),
  );
}
