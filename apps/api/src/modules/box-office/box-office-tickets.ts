import { sql, type SQL } from 'drizzle-orm';
import {
  ratioOf,
  ticketKind,
  ticketSalesGroup,
  type TicketSales,
  type TicketSalesGroup,
  type TicketSalesQuery,
  type TicketSalesRow,
} from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { brandReportCinemas } from '../../platform/report-cinemas.js';

// 券種別売上 (docs/reports.md, "box-office reports"). On 上映日 it reads R1: one row per 券種 under 有料 and under 招待;
// R1 keeps a key's persons apart (tickets, comps) but not its money, so a key with no paid ticket puts its money
// (the 割引額 of an 招待券) under 招待 and any other under 有料. On 販売日 it reads R3 (the sale's and the screening's
// day, the 券種): one row per 券種 under 当日券 and 前売券, refunds on their own day.

interface Figures {
  tickets: number;
  refunds: number;
  sales: number;
  refundAmount: number | null;
  discount: number | null;
  surcharge: number | null;
  booked: number | null;
}
const zero = (basis: TicketSalesQuery['basis']): Figures =>
  basis === 'screeningDay'
    ? { tickets: 0, refunds: 0, sales: 0, refundAmount: null, discount: 0, surcharge: 0, booked: 0 }
    : { tickets: 0, refunds: 0, sales: 0, refundAmount: 0, discount: null, surcharge: null, booked: null };
const plus = (a: number | null, b: number | null) => (a == null || b == null ? null : a + b);
const addTo = (a: Figures, b: Figures) => {
  a.tickets += b.tickets;
  a.refunds += b.refunds;
  a.sales += b.sales;
  a.refundAmount = plus(a.refundAmount, b.refundAmount);
  a.discount = plus(a.discount, b.discount);
  a.surcharge = plus(a.surcharge, b.surcharge);
  a.booked = plus(a.booked, b.booked);
};

type R1Row = {
  ticket_kind: string;
  comp_only: boolean;
  tickets: number;
  comps: number;
  refunds: number;
  paid: number;
  discount: number;
  surcharge: number;
  booked: number;
};
type R3Row = {
  same_day: boolean;
  ticket_kind: string;
  qty: number;
  amount: number;
  refund_qty: number;
  refund_amount: number;
};

const filters = (q: TicketSalesQuery): SQL => {
  const parts: SQL[] = [sql`true`];
  if (q.filmId) parts.push(sql`film_id = ${q.filmId}`);
  if (q.channel) parts.push(sql`channel = ${q.channel}`);
  if (q.ticketKind) parts.push(sql`ticket_kind = ${q.ticketKind}`);
  return sql.join(parts, sql` and `);
};

/** R1 by 券種, split by whether the key sold any paid ticket. */
const byTicketKind = (db: Db, brandId: number, ids: number[], q: TicketSalesQuery) =>
  rowsOf<R1Row>(
    db.execute(sql`select ticket_kind, (tickets = 0 and comps <> 0) as comp_only,
        sum(tickets)::int as tickets, sum(comps)::int as comps, sum(refunds)::int as refunds, sum(paid)::int as paid,
        sum(discount)::int as discount, sum(surcharge)::int as surcharge, sum(booked)::int as booked
      from rb_film_day
      where brand_id = ${brandId} and cinema_id in ${ids} and screening_bd between ${q.from} and ${q.to}
        and ${filters(q)}
      group by 1, 2`),
  );

/** R3 by 当日券・前売券 and 券種, on the day the money moved. */
const bySaleDay = (db: Db, brandId: number, ids: number[], q: TicketSalesQuery) =>
  rowsOf<R3Row>(
    db.execute(sql`select (screening_bd <= sale_bd) as same_day, ticket_kind,
        sum(qty)::int as qty, sum(amount)::int as amount, sum(refund_qty)::int as refund_qty,
        sum(refund_amount)::int as refund_amount
      from rb_ticket_saleday
      where brand_id = ${brandId} and cinema_id in ${ids} and sale_bd between ${q.from} and ${q.to}
        and ${filters(q)}
      group by 1, 2`),
  );

interface Line {
  group: TicketSalesGroup;
  key: string;
  label: string;
  order: number;
  figures: Figures;
}

async function linesOf(db: Db, brandId: number, ids: number[], q: TicketSalesQuery): Promise<Line[]> {
  const lines = new Map<string, Line>();
  const at = (group: TicketSalesGroup, key: string, label: string, order: number) => {
    const k = `${group}|${key}`;
    let l = lines.get(k);
    if (!l) lines.set(k, (l = { group, key, label, order, figures: zero(q.basis) }));
    return l.figures;
  };
  if (q.basis === 'screeningDay') {
    const kinds: readonly string[] = ticketKind.values;
    for (const r of await byTicketKind(db, brandId, ids, q)) {
      const label = ticketKind.labels[r.ticket_kind as keyof typeof ticketKind.labels] ?? (r.ticket_kind || '-');
      const order = kinds.includes(r.ticket_kind) ? kinds.indexOf(r.ticket_kind) : kinds.length;
      const money = {
        sales: r.paid,
        refundAmount: null,
        discount: r.discount,
        surcharge: r.surcharge,
        booked: r.booked,
      };
      const none = { sales: 0, refundAmount: null, discount: 0, surcharge: 0, booked: 0 };
      addTo(at('paid', r.ticket_kind, label, order), {
        tickets: r.tickets,
        refunds: r.comp_only ? 0 : r.refunds,
        ...(r.comp_only ? none : money),
      });
      addTo(at('comp', r.ticket_kind, label, order), {
        tickets: r.comps,
        refunds: r.comp_only ? r.refunds : 0,
        ...(r.comp_only ? money : none),
      });
    }
  } else {
    const kinds: readonly string[] = ticketKind.values;
    for (const r of await bySaleDay(db, brandId, ids, q))
      addTo(
        at(
          r.same_day ? 'sameDay' : 'advance',
          r.ticket_kind,
          ticketKind.labels[r.ticket_kind as keyof typeof ticketKind.labels] ?? (r.ticket_kind || '-'),
          kinds.includes(r.ticket_kind) ? kinds.indexOf(r.ticket_kind) : kinds.length,
        ),
        {
          tickets: r.qty - r.refund_qty,
          refunds: r.refund_qty,
          sales: r.amount - r.refund_amount,
          refundAmount: r.refund_amount,
          discount: null,
          surcharge: null,
          booked: null,
        },
      );
  }
  const isEmpty = (f: Figures) => !f.tickets && !f.refunds && !f.sales && !f.discount && !f.refundAmount;
  return [...lines.values()].filter((l) => !isEmpty(l.figures));
}

function rowOf(
  kind: TicketSalesRow['kind'],
  head: Pick<TicketSalesRow, 'group' | 'key' | 'label'>,
  f: Figures,
  total: Figures,
  basis: TicketSalesQuery['basis'],
): TicketSalesRow {
  const per = (v: number | null) => (v == null || !f.tickets ? null : Math.round(v / f.tickets));
  const amount = (x: Figures) => (basis === 'screeningDay' ? (x.booked ?? 0) : x.sales);
  return {
    kind,
    ...head,
    ...f,
    standardPrice: basis === 'screeningDay' ? per(f.sales + (f.discount ?? 0) - (f.surcharge ?? 0)) : null,
    averagePrice: per(amount(f)),
    ticketShare: ratioOf(f.tickets, total.tickets),
    amountShare: ratioOf(amount(f), amount(total)),
  };
}

export async function ticketSales(db: Db, scope: Scope, q: TicketSalesQuery): Promise<TicketSales> {
  const rc = await brandReportCinemas(db, scope, q.cinemaIds);
  const lines = rc.brandId && rc.ids.length ? await linesOf(db, rc.brandId, rc.ids, q) : [];
  const groupOrder: readonly string[] = ticketSalesGroup.values;
  lines.sort((a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group) || a.order - b.order);
  const total = zero(q.basis);
  for (const l of lines) addTo(total, l.figures);
  const list: TicketSalesRow[] = [];
  for (const group of ticketSalesGroup.values) {
    const mine = lines.filter((l) => l.group === group);
    if (!mine.length) continue;
    const sums = zero(q.basis);
    for (const l of mine) {
      addTo(sums, l.figures);
      list.push(rowOf('line', { group, key: l.key, label: l.label }, l.figures, total, q.basis));
    }
    const label = `${ticketSalesGroup.labels[group]}計`;
    list.push(rowOf('group', { group, key: null, label }, sums, total, q.basis));
  }
  const head = { group: q.basis === 'screeningDay' ? 'paid' : 'sameDay', key: null, label: '合計' } as const;
  return { basis: q.basis, list, total: rowOf('group', head, total, total, q.basis) };
}
