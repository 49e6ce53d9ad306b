import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import {
  addDays,
  businessDateOf,
  type DailyClosingFigures,
  type DailyClosingStatus,
  type LateDocument,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, dailyClosings, transactions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { iso } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { businessDaily } from '../business-daily/index.js';

// 日次締め's reads (docs/reports.md, "日次締め"): the day's figures from 営業日報, its late documents, and each cinema's
// state of a day for head office's dashboard.

type Row = typeof dailyClosings.$inferSelect;

export const statusOf = (row: Row | undefined): DailyClosingStatus => row?.status ?? 'open';

/** The day's key figures from 営業日報 (興行 on the screening's day, the rest on the sales day). */
export async function figuresOf(db: Db, scope: Scope, cinemaId: number, day: string): Promise<DailyClosingFigures> {
  const r = await businessDaily(db, scope, { cinemaIds: [cinemaId], from: day, to: day });
  const kpi = (key: string) => r.kpis.find((k) => k.key === key)?.current ?? 0;
  const payments = r.payments.filter((p) => p.net !== 0).map((p) => ({ kind: p.kind, label: p.label, net: p.net }));
  return {
    admissions: kpi('admissions'),
    boxOffice: kpi('boxOffice'),
    shopSales: kpi('shopSales'),
    otherSales: kpi('otherSales'),
    totalSales: kpi('totalSales'),
    payments,
    paymentsTotal: payments.reduce((s, p) => s + p.net, 0),
    overShort: r.cash.overShort,
  };
}

/** Documents of the day that arrived after its close, and those posted to the day from a closed one. */
export async function lateDocumentsOf(db: Db, cinemaId: number, day: string): Promise<LateDocument[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.cinemaId, cinemaId),
        isNotNull(transactions.postedFromBusinessDate),
        or(eq(transactions.postedFromBusinessDate, day), eq(transactions.salesBusinessDate, day)),
      ),
    )
    .orderBy(asc(transactions.occurredAt))
    .limit(500);
  return rows.map((t) => ({
    transactionId: t.id,
    transactionNo: String(t.transactionNo),
    kind: t.kind,
    channel: t.channel,
    occurredAt: t.occurredAt.toISOString(),
    receivedAt: t.receivedAt.toISOString(),
    postedFromBusinessDate: t.postedFromBusinessDate ?? '',
    salesBusinessDate: t.salesBusinessDate,
    total: t.total,
  }));
}

/** Each cinema of head office's scope and its closing state of a day (yesterday by default), for the dashboard. */
export async function closingStates(db: Db, actor: Actor, businessDate: string | undefined) {
  const list = await db
    .select({ id: cinemas.id, name: cinemas.name, cutoffHour: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(tenantWhere(actor.scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }))
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.id));
  const day = businessDate ?? addDays(businessDateOf(new Date(), list[0]?.cutoffHour ?? 5), -1);
  const rows = list.length
    ? await db
        .select()
        .from(dailyClosings)
        .where(
          and(
            inArray(
              dailyClosings.cinemaId,
              list.map((c) => c.id),
            ),
            eq(dailyClosings.businessDate, day),
          ),
        )
    : [];
  return {
    businessDate: day,
    list: list.map((c) => {
      const row = rows.find((r) => r.cinemaId === c.id);
      return {
        cinemaId: c.id,
        cinemaName: c.name,
        businessDate: day,
        status: statusOf(row),
        closedAt: row?.status === 'closed' ? iso(row.closedAt) : null,
      };
    }),
  };
}
