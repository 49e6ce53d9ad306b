import { and, eq } from 'drizzle-orm';
import { couponLabels, ja, type CouponCreateBody, type CouponUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, clients, coupons, films, serials, shopItems, versions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { requireOwned } from '../../platform/references.js';
import { findCoupon, insertCoupon, updateCoupon } from './coupons.repository.js';

const serialsIssued = 'シリアルを発行したクーポンは削除できません。状態を「停止中」にしてください';
// Every id a coupon names must be the brand's own (400 on the field otherwise).
async function checkReferences(db: Db, brandId: number, body: CouponCreateBody) {
  const L = couponLabels;
  await requireOwned(db, brandId, [
    { field: 'cinemaIds', label: L.cinemaIds, table: cinemas, ids: body.cinemaIds },
    {
      field: 'formatIds',
      label: L.formatIds,
      table: versions,
      ids: body.formatIds,
      where: eq(versions.kind, 'format'),
    },
    {
      field: 'versionIds',
      label: L.versionIds,
      table: versions,
      ids: body.versionIds,
      where: eq(versions.kind, 'language'),
    },
    { field: 'filmIds', label: L.filmIds, table: films, ids: body.filmIds },
    { field: 'shopItemIds', label: L.shopItemIds, table: shopItems, ids: body.shopItemIds },
  ]);
  if (body.clientId !== null) {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.brandId, brandId), eq(clients.id, body.clientId)));
    if (!client) throw invalidField('clientId', ja.requiredSelect(couponLabels.clientId));
  }
}

export async function createCoupon(db: Db, actor: Actor, body: CouponCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  await checkReferences(db, brandId, body);
  return db.transaction(async (tx) => {
    const id = await insertCoupon(tx, brandId, body);
    await audit(tx, actor, { action: 'create', entity: 'coupon', entityId: id, brandId, summary: body.name });
    return found(await findCoupon(tx, actor.scope, id));
  });
}

export async function saveCoupon(db: Db, actor: Actor, body: CouponUpdateBody) {
  const current = found(await findCoupon(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  await checkReferences(db, current.brandId, fields);
  return db.transaction(async (tx) => {
    if (!(await updateCoupon(tx, fields, id, version))) throw staleVersion();
    // Serials keep the usage limit they were issued with, except those nobody has used yet.
    if (fields.usageLimit !== current.usageLimit)
      await tx
        .update(serials)
        .set({ usageLimit: fields.usageLimit })
        .where(and(eq(serials.couponId, id), eq(serials.usedCount, 0)));
    await audit(tx, actor, {
      action: 'update',
      entity: 'coupon',
      entityId: id,
      brandId: current.brandId,
      summary: fields.name,
    });
    return found(await findCoupon(tx, actor.scope, id));
  });
}

// クーポンはシリアルを発行したら削除できない（使用履歴と印刷済みのカードが残るため）: stop it instead.
export async function deleteCoupon(db: Db, actor: Actor, id: number) {
  const current = found(await findCoupon(db, actor.scope, id));
  if (current.serialCount > 0) throw conflict(serialsIssued);
  await removeAudited(db, actor, {
    table: coupons,
    idColumn: coupons.id,
    id,
    entry: { entity: 'coupon', brandId: current.brandId, summary: current.name },
    inUse: serialsIssued,
  });
}
