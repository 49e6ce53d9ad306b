import { ja, membershipMessages, type MembershipCreateBody, type MembershipUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { memberSystems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { findMemberSystem, insertMemberSystem, membersAboveRank, updateMemberSystem } from './membership.repository.js';

// 会員制度's writes (docs/membership.md): audited in their transaction; a rank members hold is never dropped.

const guard = uniqueGuard({ member_systems_brand_code_uq: ['code', ja.codeInUse] });
const summary = (s: { code: string; name: string }) => `${s.code} ${s.name}`;

export async function createMemberSystem(db: Db, actor: Actor, body: MembershipCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  return guard(() =>
    db.transaction(async (tx) => {
      const id = await insertMemberSystem(tx, brandId, body);
      await audit(tx, actor, { action: 'create', entity: 'memberShip', entityId: id, brandId, summary: summary(body) });
      return found(await findMemberSystem(tx, actor.scope, id));
    }),
  );
}

export async function saveMemberSystem(db: Db, actor: Actor, body: MembershipUpdateBody) {
  const current = found(await findMemberSystem(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guard(() =>
    db.transaction(async (tx) => {
      const above = await membersAboveRank(tx, id, fields.ranks.length);
      if (above > 0) throw conflict(membershipMessages.rankInUse(fields.ranks.length + 1, above), 'ranks');
      if (!(await updateMemberSystem(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'memberShip',
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findMemberSystem(tx, actor.scope, id));
    }),
  );
}

export async function deleteMemberSystem(db: Db, actor: Actor, id: number) {
  const current = found(await findMemberSystem(db, actor.scope, id));
  if (current.memberCount > 0) throw conflict(membershipMessages.inUse(current.memberCount));
  await removeAudited(db, actor, {
    table: memberSystems,
    idColumn: memberSystems.id,
    id,
    entry: { entity: 'memberShip', brandId: current.brandId, summary: summary(current) },
    inUse: async () => membershipMessages.inUse((await findMemberSystem(db, actor.scope, id))?.memberCount ?? 1),
  });
}
