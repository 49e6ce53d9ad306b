import { depositDefaultRace, type DepositCreateBody, type DepositUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { deposits } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { checkBankAccount } from '../banks/index.js';
import { clearDefault, findDeposit, insertDeposit, updateDeposit } from './deposits.repository.js';

const summary = (d: { name: string; bankCode: string; branchCode: string; accountNumber: string }) =>
  `${d.name}（${d.bankCode}-${d.branchCode} ${d.accountNumber}）`;

// One default per purpose: marking an account default takes the mark from the other in the same
// transaction; if two saves race, the partial unique index refuses the second with a 409.
const guardDefault = uniqueGuard({ deposits_default_uq: ['isDefault', depositDefaultRace] });
export async function createDeposit(db: Db, actor: Actor, body: DepositCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  checkBankAccount(body);
  return guardDefault(() =>
    db.transaction(async (tx) => {
      if (body.isDefault) await clearDefault(tx, brandId, body.purpose);
      const id = await insertDeposit(tx, brandId, body);
      await audit(tx, actor, { action: 'create', entity: 'deposit', entityId: id, brandId, summary: summary(body) });
      return found(await findDeposit(tx, actor.scope, id));
    }),
  );
}

export async function saveDeposit(db: Db, actor: Actor, body: DepositUpdateBody) {
  const current = found(await findDeposit(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  checkBankAccount(fields);
  return guardDefault(() =>
    db.transaction(async (tx) => {
      if (fields.isDefault) await clearDefault(tx, current.brandId, fields.purpose);
      if (!(await updateDeposit(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'deposit',
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findDeposit(tx, actor.scope, id));
    }),
  );
}

export async function deleteDeposit(db: Db, actor: Actor, id: number) {
  const current = found(await findDeposit(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: deposits,
    idColumn: deposits.id,
    id,
    entry: { entity: 'deposit', brandId: current.brandId, summary: summary(current) },
  });
}
