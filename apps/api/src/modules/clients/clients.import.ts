import {
  clientFromImportRow,
  clientImportColumns,
  clientImportMessages,
  clientImportRow,
  clientLabels as L,
  ja,
  type ClientImportRow,
  type ImportBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { runImport } from '../../platform/import.js';
import { brandForWrite } from '../../platform/scope.js';
import { clientGroupKeys } from '../client-groups/index.js';
import { insertClients, takenClientCodes } from './clients.repository.js';
import { guardClientCodes } from './clients.service.js';

// 一括登録: head office moves its 取引先 from a spreadsheet or the old system. Each row is judged as the
// create form would be; a code already used by the brand or repeated in the file, or a group the brand
// does not have, is an error. The 振込先口座 is left out and set on each client's screen.

export async function importClients(db: Db, actor: Actor, body: ImportBody) {
  const brandId = brandForWrite(actor.scope, null);
  const groups = await clientGroupKeys(db, brandId);
  const groupOf = (name: string | null) => (name ? (groups.byCode.get(name) ?? groups.byName.get(name)) : undefined);
  return guardClientCodes(() =>
    runImport<ClientImportRow>(db, body, {
      columns: clientImportColumns,
      schema: clientImportRow,
      toInput: clientFromImportRow,
      label: (cells) => [cells[L.code], cells[L.name]].filter(Boolean).join(' '),
      unique: ['code'],
      check: async (rows) => {
        const taken = await takenClientCodes(
          db,
          brandId,
          rows.map((r) => r.code),
        );
        return rows.map((r) => [
          ...(taken.has(r.code) ? [{ column: L.code, message: ja.codeInUse }] : []),
          ...(r.clientGroupCode && !groupOf(r.clientGroupCode)
            ? [{ column: L.clientGroupId, message: clientImportMessages.unknownGroup(r.clientGroupCode) }]
            : []),
        ]);
      },
      write: async (tx, rows) => {
        const bodies = rows.map(({ clientGroupCode, ...row }) => ({
          ...row,
          clientGroupId: groupOf(clientGroupCode) ?? null,
        }));
        for (let i = 0; i < bodies.length; i += 500) await insertClients(tx, brandId, bodies.slice(i, i + 500));
        await audit(tx, actor, {
          action: 'create',
          entity: 'client',
          brandId,
          summary: `一括登録 ${rows.length}件（${body.fileName}）`,
        });
      },
    }),
  );
}
