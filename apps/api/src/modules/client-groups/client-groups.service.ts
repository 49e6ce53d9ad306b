import { clientGroupInUse, ja, type ClientGroupCreateBody, type ClientGroupUpdateBody } from '@cinema/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientGroups, clients } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { findClientGroup, insertClientGroup, updateClientGroup } from './client-groups.repository.js';

export const guardCode = uniqueGuard({ client_groups_brand_code_uq: ['code', ja.codeInUse] });
const summary = (g: { code: string; name: string }) => `${g.code} ${g.name}`;

export async function createClientGroup(db: Db, actor: Actor, body: ClientGroupCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertClientGroup(tx, brandId, body);
      await audit(tx, actor, {
        action: 'create',
        entity: 'clientGroup',
        entityId: id,
        brandId,
        summary: summary(body),
      });
      return found(await findClientGroup(tx, actor.scope, id));
    }),
  );
}

export async function saveClientGroup(db: Db, actor: Actor, body: ClientGroupUpdateBody) {
  const current = found(await findClientGroup(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateClientGroup(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'clientGroup',
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findClientGroup(tx, actor.scope, id));
    }),
  );
}

const usersOf = async (db: Db, id: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.clientGroupId, id));
  return row?.n ?? 0;
};

// 取引先が所属しているグループは削除できない: checked first, and the foreign key catches a client added meanwhile.
export async function deleteClientGroup(db: Db, actor: Actor, id: number) {
  const current = found(await findClientGroup(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: clientGroups,
    idColumn: clientGroups.id,
    id,
    entry: { entity: 'clientGroup', brandId: current.brandId, summary: summary(current) },
    before: async (tx) => {
      const n = await usersOf(tx, id);
      if (n > 0) throw conflict(clientGroupInUse(n));
    },
    inUse: async () => clientGroupInUse(await usersOf(db, id)),
  });
}
