import { readAll } from '../../db/reads.js';
import { sql } from 'drizzle-orm';
import {
  addDays,
  ageBand,
  customerGender,
  daysBetween,
  prefectureName,
  UNANSWERED_LABEL,
  type CustomerReport,
  type CustomerReportBucket,
  type CustomerReportFigures,
  type CustomerReportQuery,
} from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { brandReportCinemas, type BrandReportCinemas } from '../../platform/report-cinemas.js';

// 客数・客層報告 (docs/reports.md, "特別レポート"): from the rollups only. 売上（税抜） and 客数 per sales day and the 客層 from
// R10 (rb_customer_day), 入場者数 per screening day from R1, the hours from R6; each one grouped statement over the
// chosen cinemas and at most 31 days.

type DayRow = { day: string; customers: number; amount: number };
type AdmissionRow = { day: string; admissions: number };
type AttributeRow = { prefecture: string; age_band: string; gender: string; customers: number; amount: number };
type HourRow = { hour: number; ticket_txns: number; shop_txns: number; amount: number };

const ids = (rc: BrandReportCinemas) => sqlArray(rc.ids, 'int');

const customerDays = (db: Db, rc: BrandReportCinemas, q: CustomerReportQuery) =>
  rowsOf<DayRow>(
    db.execute(sql`select sale_bd::text as day, sum(txns)::int as customers, sum(amount)::int as amount
      from rb_customer_day where brand_id = ${rc.brandId} and cinema_id = any(${ids(rc)})
        and sale_bd between ${q.from} and ${q.to} group by 1`),
  );

const admissionDays = (db: Db, rc: BrandReportCinemas, q: CustomerReportQuery) =>
  rowsOf<AdmissionRow>(
    db.execute(sql`select screening_bd::text as day, sum(tickets + comps)::int as admissions
      from rb_film_day where brand_id = ${rc.brandId} and cinema_id = any(${ids(rc)})
        and screening_bd between ${q.from} and ${q.to} group by 1`),
  );

const attributes = (db: Db, rc: BrandReportCinemas, q: CustomerReportQuery) =>
  rowsOf<AttributeRow>(
    db.execute(sql`select prefecture, age_band, gender, sum(txns)::int as customers, sum(amount)::int as amount
      from rb_customer_day where brand_id = ${rc.brandId} and cinema_id = any(${ids(rc)})
        and sale_bd between ${q.from} and ${q.to} ${q.prefecture ? sql`and prefecture = ${q.prefecture}` : sql``}
      group by 1, 2, 3`),
  );

const hours = (db: Db, rc: BrandReportCinemas, q: CustomerReportQuery) =>
  rowsOf<HourRow>(
    db.execute(sql`select hour, sum(txns) filter (where kind = 'ticket')::int as ticket_txns,
        sum(txns) filter (where kind = 'shop')::int as shop_txns, sum(amount)::int as amount
      from rb_hour where brand_id = ${rc.brandId} and cinema_id = any(${ids(rc)})
        and sale_bd between ${q.from} and ${q.to} group by 1 order by 1`),
  );

const perCustomer = (amount: number, customers: number) => (customers > 0 ? Math.round(amount / customers) : null);

const figures = (amount: number, customers: number, admissions: number): CustomerReportFigures => ({
  amount,
  customers,
  admissions,
  perCustomer: perCustomer(amount, customers),
});

/** The buckets of one attribute in the given order (absent ones at 0 when `all`), 未回答 ('') last. */
function buckets(
  rows: AttributeRow[],
  keyOf: (r: AttributeRow) => string,
  order: { key: string; label: string }[],
  all: boolean,
): CustomerReportBucket[] {
  const sums = new Map<string, { customers: number; amount: number }>();
  for (const r of rows) {
    const s = sums.get(keyOf(r)) ?? { customers: 0, amount: 0 };
    s.customers += r.customers;
    s.amount += r.amount;
    sums.set(keyOf(r), s);
  }
  const total = [...sums.values()].reduce((n, s) => n + s.customers, 0);
  return order
    .filter((o) => all || sums.has(o.key))
    .map((o) => {
      const s = sums.get(o.key) ?? { customers: 0, amount: 0 };
      return { key: o.key, label: o.label, ...s, ratio: total ? s.customers / total : null };
    });
}

const unanswered = { key: '', label: UNANSWERED_LABEL };

export async function customerReport(db: Db, scope: Scope, q: CustomerReportQuery): Promise<CustomerReport> {
  const rc = await brandReportCinemas(db, scope, q.cinemaIds);
  const dates = Array.from({ length: daysBetween(q.from, q.to) + 1 }, (_, i) => addDays(q.from, i));
  const none = <T>() => Promise.resolve([] as T[]);
  const read = rc.ids.length > 0;
  const [sales, admitted, attrs, hourRows] = await readAll(
    db,
    () => (read ? customerDays(db, rc, q) : none<DayRow>()),
    () => (read ? admissionDays(db, rc, q) : none<AdmissionRow>()),
    () => (read ? attributes(db, rc, q) : none<AttributeRow>()),
    () => (read ? hours(db, rc, q) : none<HourRow>()),
  );
  const salesOf = new Map(sales.map((r) => [r.day, r]));
  const admittedOf = new Map(admitted.map((r) => [r.day, r.admissions]));
  const days = dates.map((date) => {
    const s = salesOf.get(date);
    return { date, ...figures(s?.amount ?? 0, s?.customers ?? 0, admittedOf.get(date) ?? 0) };
  });
  const sum = (k: 'amount' | 'customers' | 'admissions') => days.reduce((n, d) => n + d[k], 0);
  // 性別 'unanswered' is the device's 未回答 and the key of a sale that gave none.
  const genders = customerGender.options.map((o) => ({ key: o.value, label: o.label }));
  return {
    days,
    totals: figures(sum('amount'), sum('customers'), sum('admissions')),
    prefectures: buckets(
      attrs,
      (r) => r.prefecture,
      [
        ...[...new Set(attrs.map((r) => r.prefecture).filter(Boolean))]
          .sort()
          .map((key) => ({ key, label: prefectureName(key) ?? key })),
        unanswered,
      ],
      false,
    ),
    ageBands: buckets(
      attrs,
      (r) => r.age_band,
      [...ageBand.options.map((o) => ({ key: o.value, label: o.label })), unanswered],
      true,
    ),
    genders: buckets(attrs, (r) => r.gender, genders, true),
    hours: hourRows.map((h) => ({
      hour: h.hour,
      ticketTxns: h.ticket_txns ?? 0,
      shopTxns: h.shop_txns ?? 0,
      amount: h.amount,
    })),
  };
}
