import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, tokyoDateOf } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { deviceNotificationLogs, salesInvariantAlerts } from '../../db/schema/index.js';
import { jobDefinitions } from '../../jobs.js';
import { enqueue, JobRunner } from '../../platform/jobs/index.js';
import { cinemaIds, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { checkInvariants, notifyFailures, salesInvariantsJob } from './index.js';
import { openShop, sell, type Shop } from '../sales/shop.fixtures.js';
import { crossTenantReferences } from './tenancy-check.js';

// A fact changed behind the write path's back breaks the equalities of docs/sales.md, "invariants": checkInvariants names
// the cinema, the day and the equality, and the bell rings once per cinema, day and check.

let t: TestContext;
let shop: Shop;
let runner: JobRunner;
let saleId: string;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await cinemaIds(t);
  shop = await openShop(t.database.db, ids['0101']!, 20);
  runner = new JobRunner(t.database.db, jobDefinitions);
  saleId = (await sell(t.database.db, shop, {
    tickets: 2,
    items: [{ n: 0, quantity: 2, price: 600, eatIn: false }],
    price: 1900,
    method: 0,
    minutesAgo: 5,
  }))!;
  await runner.drain({ delayed: true });
}, 120_000);
afterAll(() => t.close());

// The invariants' alerts (the stock's 在庫不足 notices name no device either).
const platformAlerts = () =>
  t.database.db
    .select()
    .from(deviceNotificationLogs)
    .where(and(isNull(deviceNotificationLogs.deviceId), like(deviceNotificationLogs.message, '売上の整合性チェック%')));

describe('sales invariants', () => {
  it('hold after a sale, and nothing is notified', async () => {
    expect(await checkInvariants(t.database.db, { lagMinutes: 0 })).toEqual([]);
    expect(await platformAlerts()).toEqual([]);
  });

  it('a line amount changed in place is reported by cinema, day and equality, and notified once', async () => {
    const db = t.database.db;
    await db.execute(sql`update transaction_lines set amount = amount + 100
      where transaction_id = ${saleId} and line_no = 1`);
    const failures = await checkInvariants(db, { cinemaId: shop.ctx.cinemaId });
    const checks = failures.map((f) => f.check).sort();
    expect(checks).toEqual([
      'linesPayments',
      'rollup:rb_film_day',
      'rollup:rb_film_day_total',
      'rollup:rb_hour',
      'rollup:rb_tax_day',
      'rollup:rb_ticket_saleday',
      'totals',
    ]);
    const lp = failures.find((f) => f.check === 'linesPayments')!;
    expect(lp.cinemaId).toBe(shop.ctx.cinemaId);
    expect(lp.message).toMatch(
      /^劇場「.+」\d{4}\/\d{2}\/\d{2}：明細合計（[\d,]+円）と支払合計（[\d,]+円）が一致しません$/,
    );

    // The recurring job notifies each failure once; a second run adds nothing.
    await enqueue(db, salesInvariantsJob, {});
    await runner.drain({ delayed: true });
    await enqueue(db, salesInvariantsJob, {});
    await runner.drain({ delayed: true });
    const alerts = await platformAlerts();
    expect(alerts).toHaveLength(failures.length);
    expect(alerts.every((a) => a.level === 'error' && a.cinemaId === shop.ctx.cinemaId)).toBe(true);
    expect(alerts.map((a) => a.message)).toContain(`売上の整合性チェックで不一致: ${lp.message}`);
    expect(await notifyFailures(db, failures)).toEqual([]);
    const [alert] = await db
      .select()
      .from(salesInvariantAlerts)
      .where(and(eq(salesInvariantAlerts.check, 'linesPayments'), eq(salesInvariantAlerts.cinemaId, lp.cinemaId)));
    expect(alert!.businessDate).toBe(lp.businessDate);
  });

  it('head office sees the alert in its notification list (no device named)', async () => {
    const [hq] = await signIn(t, 'hq');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/deviceNotificationLog/list?level=error',
      headers: auth(hq),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.list as { deviceId: number | null; message: string }[];
    expect(rows.some((r) => r.deviceId === null && r.message.includes('明細合計'))).toBe(true);
  });

  it('superAdmin runs the check on demand; others may not; a bad date is named in Japanese', async () => {
    const [admin, hq] = await signIn(t, 'admin', 'hq');
    const run = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/sales/invariants/run', headers: auth(token), payload });
    const ok = await run(admin, { cinemaId: shop.ctx.cinemaId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.failures.map((f: { check: string }) => f.check)).toContain('linesPayments');
    expect((await run(hq, {})).statusCode).toBe(403);
    const bad = await run(admin, { from: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).from).toMatch(/開始日/);
  });

  it('superAdmin rebuilds a range of rollups from the facts: they follow the changed line, the money checks still fail', async () => {
    const [admin, hq] = await signIn(t, 'admin', 'hq');
    const rebuild = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/sales/rollups/rebuild', headers: auth(token), payload });
    const from = addDays(tokyoDateOf(Date.now()), -2);
    const to = addDays(from, 40);
    const res = await rebuild(admin, { cinemaId: shop.ctx.cinemaId, from, to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ from, to });
    const checks = (await checkInvariants(t.database.db, { cinemaId: shop.ctx.cinemaId })).map((f) => f.check);
    expect(checks.sort()).toEqual(['linesPayments', 'totals']);
    expect((await rebuild(hq, { from, to })).statusCode).toBe(403);
    const long = await rebuild(admin, { from, to: addDays(from, 100) });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long).to).toBe('集計の再作成は93日以内の期間で指定してください');
  });
});

describe('seats and tenants', () => {
  it('reports a seat sold by two live sales (a refused document once freed another device’s seat)', async () => {
    const db = t.database.db;
    const other = (await sell(db, shop, { tickets: 1, items: [], price: 1900, method: 0, minutesAgo: 3 }))!;
    const [taken] = await rowsOf<{ screening_id: number; seat_key: string }>(
      db.execute(
        sql`select screening_id, seat_key from transaction_lines where transaction_id = ${saleId} and seat_key is not null limit 1`,
      ),
    );
    expect(
      (await checkInvariants(db, { cinemaId: shop.ctx.cinemaId })).filter((f) => f.check === 'doubleSold'),
    ).toEqual([]);
    await db.execute(sql`update transaction_lines set seat_key = ${taken!.seat_key}, screening_id = ${taken!.screening_id}
      where transaction_id = ${other} and seat_key is not null`);
    const [twice] = (await checkInvariants(db, { cinemaId: shop.ctx.cinemaId })).filter(
      (f) => f.check === 'doubleSold',
    );
    expect(twice?.message).toContain(`座席 ${taken!.seat_key} が2件の有効な販売で売られています`);
  });

  it('reports rows that refer to another brand’s, by foreign key and by id array', async () => {
    const db = t.database.db;
    const today = tokyoDateOf(Date.now());
    expect(await crossTenantReferences(db, today)).toEqual([]);
    await db.execute(sql`update coupons set shop_item_ids = array[(select min(s.id) from shop_items s
        join brands b on b.id = s.brand_id where b.code = 'MIRAI')]
      where id = (select min(c.id) from coupons c join brands b on b.id = c.brand_id where b.code <> 'MIRAI')`);
    await db.execute(sql`update transaction_lines set shop_item_id = (select min(s.id) from shop_items s
        join brands b on b.id = s.brand_id where b.code = 'MIRAI')
      where id = (select id from transaction_lines where transaction_id = ${saleId} and shop_item_id is not null limit 1)`);
    const checks = (await crossTenantReferences(db, today)).map((f) => f.check).sort();
    expect(checks).toEqual(['tenancy:coupons.shop_item_ids', 'tenancy:transaction_lines.shop_item_id']);
  });
});
