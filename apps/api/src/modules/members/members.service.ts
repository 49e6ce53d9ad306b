import { and, eq, sql } from 'drizzle-orm';
import {
  addMonthsToDate,
  memberLabels,
  memberMessages,
  memberStatus,
  tokyoDateOf,
  type MemberListQuery,
  type MemberStatusBody,
  type MemberUpdateBody,
  type PointAdjustBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { memberPointEntries, memberRankChanges, members, memberSystems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, noPermission, staleVersion } from '../../platform/errors.js';
import { memberDetail } from './members.detail.js';
import { findMemberRow, listMembers, seesPersonal } from './members.repository.js';

// 会員's writes (docs/membership.md): each audited in its transaction; a withdrawn member is final; personal data is
// changed only by a role that sees it; a 調整 never takes the balance below zero.

const summary = (m: { memberNo: string; name: string }) => `${m.memberNo} ${m.name}`;

async function current(db: Db, actor: Actor, id: number) {
  const row = found(await findMemberRow(db, actor.scope, id));
  if (row.status === 'withdrawn') throw conflict(memberMessages.withdrawn);
  return row;
}

export async function saveMember(db: Db, actor: Actor, body: MemberUpdateBody) {
  const before = await current(db, actor, body.id);
  if (body.personal && !seesPersonal(actor)) throw noPermission(memberMessages.personalMasked);
  if (body.rank > before.ranks.length) throw invalidField('rank', memberMessages.rankOutOfSystem(before.ranks.length));
  const { id, version, personal, mailOptIn, ...fields } = body;
  // メール配信を希望 set again by head office (the member asked) clears the link's 配信停止.
  const mail = mailOptIn === undefined ? {} : { mailOptIn, ...(mailOptIn ? { mailUnsubscribedAt: null } : {}) };
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(members)
      .set({ ...fields, ...mail, ...(personal ?? {}), version: version + 1, updatedAt: new Date() })
      .where(and(eq(members.id, id), eq(members.version, version)))
      .returning({ id: members.id });
    if (!rows.length) throw staleVersion();
    if (fields.rank !== before.rank)
      await tx.insert(memberRankChanges).values({
        brandId: before.brandId,
        memberId: id,
        fromRank: before.rank,
        toRank: fields.rank,
        reason: 'manual',
        changedOn: tokyoDateOf(Date.now()),
        createdByName: actor.account.displayName,
      });
    await audit(tx, actor, {
      action: 'update',
      entity: 'member',
      entityId: id,
      brandId: before.brandId,
      cinemaId: null,
      summary: summary({ memberNo: before.memberNo, name: fields.name }),
    });
  });
  return memberDetail(db, actor, id);
}

export async function changeMemberStatus(db: Db, actor: Actor, body: MemberStatusBody) {
  const before = await current(db, actor, body.id);
  await db.transaction(async (tx) => {
    // 停止解除 of a membership past its 有効期限 would make it valid again: it returns as 期限切れ instead.
    const today = tokyoDateOf(Date.now());
    const status = body.status === 'active' && before.validUntil && before.validUntil < today ? 'expired' : body.status;
    const rows = await tx
      .update(members)
      .set({ status, version: body.version + 1, updatedAt: new Date() })
      .where(and(eq(members.id, body.id), eq(members.version, body.version)))
      .returning({ id: members.id });
    if (!rows.length) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'member',
      entityId: body.id,
      brandId: before.brandId,
      cinemaId: null,
      summary: `${summary(before)} ${memberLabels.status}: ${memberStatus.labels[before.status]} → ${memberStatus.labels[status]}（${body.reason}）`,
    });
  });
  return memberDetail(db, actor, body.id);
}

export async function adjustPoints(db: Db, actor: Actor, body: PointAdjustBody) {
  const before = await current(db, actor, body.id);
  await db.transaction(async (tx) => {
    // The member's row is locked so two adjustments (or a sale's reversal) see each other's balance.
    await tx.execute(sql`select id from ${members} where id = ${body.id} for update`);
    const [row] = await tx
      .select({ balance: sql<number>`coalesce(sum(${memberPointEntries.points}), 0)::int` })
      .from(memberPointEntries)
      .where(eq(memberPointEntries.memberId, body.id));
    const balance = row?.balance ?? 0;
    if (balance + body.points < 0) throw conflict(memberMessages.negativeBalance(balance), 'points');
    const [system] = await tx
      .select({ points: memberSystems.points })
      .from(memberSystems)
      .where(eq(memberSystems.id, before.memberSystemId));
    const today = tokyoDateOf(Date.now());
    await tx.insert(memberPointEntries).values({
      brandId: before.brandId,
      memberId: body.id,
      kind: 'adjust',
      points: body.points,
      reason: body.reason,
      // Points given expire as earned ones do; points taken away have nothing to expire.
      expiresOn: body.points > 0 ? addMonthsToDate(today, system?.points.expiryMonths ?? 12) : null,
      occurredOn: today,
      createdBy: actor.real.id,
      createdByName: actor.account.displayName,
    });
    await audit(tx, actor, {
      action: 'update',
      entity: 'member',
      entityId: body.id,
      brandId: before.brandId,
      cinemaId: null,
      summary: `${summary(before)} ポイント調整 ${body.points > 0 ? '+' : ''}${body.points}pt（${body.reason}）`,
    });
  });
  return memberDetail(db, actor, body.id);
}

/** 出力: the filtered list with personal data, and an 操作ログ row saying who took it and how many. */
export async function exportMembers(db: Db, actor: Actor, q: MemberListQuery) {
  const answer = await listMembers(db, actor, q, true);
  await audit(db, actor, {
    action: 'export',
    entity: 'member',
    brandId: actor.account.brandId,
    cinemaId: null,
    summary: `会員一覧を出力（${answer.list.length}件）`,
  });
  return answer;
}
