import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { addMonthsToDate, tokyoDateOf, type Member } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  cinemas,
  memberPointEntries,
  memberRankChanges,
  memberSystems,
  transactionLines,
  transactions,
} from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { found } from '../../platform/errors.js';
import { listAnswer } from '../../platform/list.js';
import { findMemberRow, seesPersonal, toMemberItem } from './members.repository.js';

// 会員詳細 (docs/membership.md): the member with its rank history and visit figures, and the paged ledger and
// purchases (sales carrying the 会員番号, transactions_member_idx).

const paid = (brandId: number, memberNo: string) =>
  and(eq(transactions.brandId, brandId), eq(transactions.memberNo, memberNo), isNotNull(transactions.paidAt));

export async function memberDetail(db: Db, actor: Actor, id: number): Promise<Member> {
  const row = found(await findMemberRow(db, actor.scope, id));
  const [system] = await db
    .select({ window: memberSystems.rankWindowMonths })
    .from(memberSystems)
    .where(eq(memberSystems.id, row.memberSystemId));
  const from = addMonthsToDate(tokyoDateOf(Date.now()), -(system?.window ?? 12));
  const visitsOf = sql<number>`(count(distinct (${transactions.cinemaId}, ${transactions.salesBusinessDate})) filter (where ${transactions.kind} = 'sale'))::int`;
  const [all] = await db
    .select({ visits: visitsOf, last: sql<string | null>`max(${transactions.salesBusinessDate})::text` })
    .from(transactions)
    .where(paid(row.brandId, row.memberNo));
  const [window] = await db
    .select({ spend: sql<number>`coalesce(sum(${transactions.total}), 0)::int`, visits: visitsOf })
    .from(transactions)
    .where(and(paid(row.brandId, row.memberNo), gte(transactions.salesBusinessDate, from)));
  const history = await db
    .select()
    .from(memberRankChanges)
    .where(eq(memberRankChanges.memberId, id))
    .orderBy(desc(memberRankChanges.id))
    .limit(100);
  return {
    ...toMemberItem(row, seesPersonal(actor)),
    rankHistory: history.map((h) => ({
      fromRank: h.fromRank,
      toRank: h.toRank,
      reason: h.reason,
      figure: h.figure,
      changedOn: h.changedOn,
      by: h.createdByName,
    })),
    windowSpend: window?.spend ?? 0,
    windowVisits: window?.visits ?? 0,
    visitCount: all?.visits ?? 0,
    lastVisitOn: all?.last ?? null,
  };
}

type Paged = { page: number; pageSize: number };

export async function memberPoints(db: Db, actor: Actor, id: number, q: Paged) {
  found(await findMemberRow(db, actor.scope, id));
  const rows = await db
    .select({
      entry: memberPointEntries,
      transactionNo: transactions.transactionNo,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(memberPointEntries)
    .leftJoin(transactions, eq(transactions.id, memberPointEntries.transactionId))
    .where(eq(memberPointEntries.memberId, id))
    .orderBy(desc(memberPointEntries.id))
    .limit(q.pageSize)
    .offset(q.page * q.pageSize);
  const list = rows.map(({ entry: e, transactionNo }) => ({
    id: e.id,
    kind: e.kind,
    points: e.points,
    transactionNo: transactionNo == null ? null : String(transactionNo),
    reason: e.reason,
    expiresOn: e.expiresOn,
    occurredOn: e.occurredOn,
    by: e.createdByName,
    createdAt: e.createdAt.toISOString(),
  }));
  return listAnswer(list, rows[0]?.total ?? 0, q);
}

export async function memberPurchases(db: Db, actor: Actor, id: number, q: Paged) {
  const member = found(await findMemberRow(db, actor.scope, id));
  const rows = await db
    .select({
      t: {
        id: transactions.id,
        transactionNo: transactions.transactionNo,
        kind: transactions.kind,
        status: transactions.status,
        channel: transactions.channel,
        salesBusinessDate: transactions.salesBusinessDate,
        occurredAt: transactions.occurredAt,
        total: transactions.total,
      },
      cinemaName: cinemas.name,
      tickets: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${transactionLines} l where l.transaction_id = "transactions"."id" and l.line_type = 'ticket')`,
      points: sql<number>`(select coalesce(sum(e.points), 0)::int from ${memberPointEntries} e where e.transaction_id = "transactions"."id")`,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(cinemas, eq(cinemas.id, transactions.cinemaId))
    .where(paid(member.brandId, member.memberNo))
    .orderBy(desc(transactions.occurredAt))
    .limit(q.pageSize)
    .offset(q.page * q.pageSize);
  const list = rows.map(({ t, cinemaName, tickets, points }) => ({
    transactionId: t.id,
    transactionNo: String(t.transactionNo),
    kind: t.kind,
    status: t.status,
    channel: t.channel,
    cinemaName,
    salesBusinessDate: t.salesBusinessDate,
    occurredAt: t.occurredAt.toISOString(),
    total: t.total,
    tickets: Number(tickets),
    points: Number(points),
  }));
  return listAnswer(list, rows[0]?.total ?? 0, q);
}
