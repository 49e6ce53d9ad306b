import { clientLabels, ja, type ClientCreateBody, type ClientUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found, invalidField, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite, type Scope } from '../../platform/scope.js';
import { checkBankAccount } from '../banks/index.js';
import { findClientGroup } from '../client-groups/index.js';
import { findClient, insertClient, updateClient } from './clients.repository.js';

export const guardClientCodes = uniqueGuard({
  clients_brand_code_uq: ['code', ja.codeInUse],
  clients_client_group_id_client_groups_id_fk: ['clientGroupId', ja.requiredSelect(clientLabels.clientGroupId)],
});
const summary = (c: { code: string; name: string }) => `${c.code} ${c.name}`;

/** What the schema cannot see: the group is the caller's brand's, the bank and branch are in the 全銀 master. */
async function checkReferences(db: Db, scope: Scope, body: ClientCreateBody) {
  if (body.clientGroupId && !(await findClientGroup(db, scope, body.clientGroupId)))
    throw invalidField('clientGroupId', ja.requiredSelect(clientLabels.clientGroupId));
  if (body.bankAccount) checkBankAccount(body.bankAccount, 'bankAccount.');
}

export async function createClient(db: Db, actor: Actor, body: ClientCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  await checkReferences(db, actor.scope, body);
  return guardClientCodes(() =>
    db.transaction(async (tx) => {
      const id = await insertClient(tx, brandId, body);
      await audit(tx, actor, { action: 'create', entity: 'client', entityId: id, brandId, summary: summary(body) });
      return found(await findClient(tx, actor.scope, id));
    }),
  );
}

export async function saveClient(db: Db, actor: Actor, body: ClientUpdateBody) {
  const current = found(await findClient(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  await checkReferences(db, actor.scope, fields);
  return guardClientCodes(() =>
    db.transaction(async (tx) => {
      if (!(await updateClient(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'client',
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findClient(tx, actor.scope, id));
    }),
  );
}

export async function deleteClient(db: Db, actor: Actor, id: number) {
  const current = found(await findClient(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: clients,
    idColumn: clients.id,
    id,
    entry: { entity: 'client', brandId: current.brandId, summary: summary(current) },
    inUse: ja.cannotDelete,
  });
}
