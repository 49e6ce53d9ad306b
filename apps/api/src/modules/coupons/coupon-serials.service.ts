import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  newSerialCodes,
  one,
  serialImportColumns,
  serialImportRow,
  serialLabels,
  type ImportBody,
  type SerialImportRow,
  type CouponSerialIssueBody,
  type CouponSerialListQuery,
  type CouponSerialStateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { serialBatches, serials } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found } from '../../platform/errors.js';
import { runImport } from '../../platform/import.js';
import { findCoupon } from './coupons.repository.js';
import {
  insertSerials,
  listSerials,
  selectionWhere,
  serialScope,
  takenSerialCodes,
} from './coupon-serials.repository.js';

const couponOf = async (db: Db, actor: Actor, id: number) =>
  found(await findCoupon(db, actor.scope, id, { counts: false }));

export async function listCouponSerials(db: Db, actor: Actor, q: CouponSerialListQuery) {
  return listSerials(db, actor.scope, await couponOf(db, actor, q.couponId), q);
}

export type Coupon = Awaited<ReturnType<typeof couponOf>>;

/** Adds one batch of codes to a coupon, numbered after its last (inside the caller's transaction). */
async function addBatch(tx: Db, actor: Actor, coupon: Coupon, codes: string[], note: string | null, how: string) {
  // One batch at a time per coupon, so the numbers (番号) follow on without gaps or overlaps.
  await tx.execute(sql`select id from coupons where id = ${coupon.id} for update`);
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${serialBatches.lastSeq}), 0)`.mapWith(Number) })
    .from(serialBatches)
    .where(eq(serialBatches.couponId, coupon.id));
  const firstSeq = (last?.n ?? 0) + 1;
  const lastSeq = firstSeq + codes.length - 1;
  const batch = one(
    await tx
      .insert(serialBatches)
      .values({
        brandId: coupon.brandId,
        couponId: coupon.id,
        count: codes.length,
        firstSeq,
        lastSeq,
        clientId: coupon.clientId,
        note,
        issuedBy: actor.account.id || null,
      })
      .returning({ id: serialBatches.id }),
    'serial batch',
  );
  await insertSerials(tx, {
    brandId: coupon.brandId,
    couponId: coupon.id,
    batchId: batch.id,
    firstSeq,
    usageLimit: coupon.usageLimit,
    codes,
  });
  await audit(tx, actor, {
    action: 'create',
    entity: 'couponSerial',
    entityId: coupon.id,
    brandId: coupon.brandId,
    summary: `${coupon.name} ${firstSeq}〜${lastSeq}（${codes.length}枚${how}）`,
  });
  return { batchId: batch.id, count: codes.length, firstSeq, lastSeq };
}

/** Issues N serials in one batch: numbered after the coupon's last, all in one insert. */
export async function issueSerials(db: Db, actor: Actor, body: CouponSerialIssueBody) {
  const coupon = await couponOf(db, actor, body.couponId);
  // Codes carry 74 random bits: among a brand's millions of serials a repeat has odds of about
  // 2^-33, and serials_brand_code_uq refuses it rather than hand out one code twice.
  const codes = newSerialCodes(body.count);
  return db.transaction((tx) => addBatch(tx, actor, coupon, codes, body.note, ''));
}

/**
 * 取込: codes an old system printed, added as one batch of 発行済 serials. Each row is judged first
 * (shape, repeats in the file, codes the brand already has); nothing is written unless all are valid.
 */
export async function importSerials(db: Db, actor: Actor, couponId: number, body: ImportBody) {
  const coupon = await couponOf(db, actor, couponId);
  return runImport<SerialImportRow>(db, body, {
    columns: serialImportColumns,
    schema: serialImportRow,
    toInput: (cells) => ({ code: cells[serialLabels.code] ?? '' }),
    label: (cells) => cells[serialLabels.code] ?? '',
    unique: ['code'],
    check: async (rows) => {
      const taken = await takenSerialCodes(
        db,
        coupon.brandId,
        rows.map((r) => r.code),
      );
      return rows.map((r) => (taken.has(r.code) ? [{ column: serialLabels.code, message: serialInUse }] : []));
    },
    write: async (tx, rows) => {
      await addBatch(
        tx,
        actor,
        coupon,
        rows.map((r) => r.code),
        `取込（${body.fileName}）`,
        '・取込',
      );
    },
  });
}

const serialInUse = 'このシリアル番号はすでに登録されています';

/**
 * 会員クーポン's 配布 and the オートメーション's coupon action (docs/membership.md, "会員クーポン"): N new serials of a coupon
 * as one batch in the caller's transaction, active at once (handed to a member, a serial is live; 有効化から日数
 * counts from then). The same batch writing and audit as 発行.
 */
export async function issueSerialsIn(tx: Db, actor: Actor, coupon: Coupon, count: number, note: string) {
  const issued = await addBatch(tx, actor, coupon, newSerialCodes(count), note, '・会員へ配布');
  const now = new Date();
  await tx
    .update(serials)
    .set({ state: 'activated', activatedAt: now, updatedAt: now })
    .where(eq(serials.batchId, issued.batchId));
  return issued;
}

/**
 * Activates or invalidates one serial, a selection or a range. Used serials keep their state;
 * a selection naming another coupon's or brand's serial simply does not reach it.
 */
export async function changeSerialState(db: Db, actor: Actor, body: CouponSerialStateBody) {
  const coupon = await couponOf(db, actor, body.couponId);
  return db.transaction((tx) => changeSerialStateIn(tx, actor, coupon, body));
}

/** The state change in the caller's transaction (会員クーポン's 取消 invalidates its batch's unused serials). */
export async function changeSerialStateIn(tx: Db, actor: Actor, coupon: Coupon, body: CouponSerialStateBody) {
  const now = new Date();
  const from = body.action === 'activate' ? (['issued', 'invalid'] as const) : (['issued', 'activated'] as const);
  const changed = await tx
    .update(serials)
    .set(
      body.action === 'activate'
        ? {
            state: 'activated',
            activatedAt: sql`coalesce(${serials.activatedAt}, ${now.toISOString()}::timestamptz)`,
            invalidatedAt: null,
            invalidReason: null,
            updatedAt: now,
          }
        : { state: 'invalid', invalidatedAt: now, invalidReason: body.reason, updatedAt: now },
    )
    .where(and(serialScope(actor.scope), selectionWhere(coupon.id, body), inArray(serials.state, [...from])))
    .returning({ seq: serials.seq });
  if (changed.length) {
    const first = changed.reduce((m, r) => Math.min(m, r.seq), Infinity);
    const last = changed.reduce((m, r) => Math.max(m, r.seq), 0);
    await audit(tx, actor, {
      action: 'update',
      entity: 'couponSerial',
      entityId: coupon.id,
      brandId: coupon.brandId,
      summary: `${coupon.name} ${body.action === 'activate' ? '有効化' : '無効化'} ${changed.length}件（${first}〜${last}）`,
      detail: body.reason ? { reason: body.reason } : undefined,
    });
  }
  return { updated: changed.length };
}
