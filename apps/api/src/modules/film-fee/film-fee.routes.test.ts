import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilmFeeList, FilmFeeRow } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { addFilm, brandOf, firstDistributor } from '../accumulated/accumulated.fixtures.js';
import { caller } from '../monthly-closing/monthly-closing.fixtures.js';

// 映画料集計 (docs/accounting.md, "映画料集計") at 新宿 for 2024-06: a film whose 歩率 slides from 60 % to 50 % mid-month
// (two 精算単位, 割戻し on each period's total), a film with no 歩率 (fee '-'), 調整額 with a reason, 確定 refused until the
// month is closed and while a 歩率 is missing, the confirmed figures kept when the facts move, 確定解除 with a reason;
// cinema staff read and write nothing; another brand sees nothing; every write audited.

let t: TestContext;
let send: ReturnType<typeof caller>;
let tokens: { hq: string; shinjuku: string; hq2: string };
let brandId: number;
let cinemaId: number;
let slid: number;
let unrated: number;
const M = '2024-06';

const day = (filmId: number, d: string, tickets: number, booked: number) =>
  t.database.db.execute(sql`insert into rb_film_day_total (brand_id, cinema_id, screening_bd, film_id, fee_category,
      format_id, tickets, comps, refunds, paid, discount, surcharge, booked, booked_tax)
    values (${brandId}, ${cinemaId}, ${`${M}-${d}`}, ${filmId}, 'main', 0, ${tickets}, 0, 0, ${booked}, 0, 0, ${booked}, 0)
    on conflict do nothing`);

async function list(token = tokens.hq, extra = '') {
  const res = await send(token, 'GET', `/api/filmFee/list?month=${M}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FilmFeeList;
}
const rowOf = async (filmId: number) => (await list()).list.find((r) => r.filmId === filmId)!;
let distributorOf: { id: number; name: string };
const key = (filmId: number, version: number) => ({ cinemaId, filmId, month: M, version });

beforeAll(async () => {
  t = await createTestApp();
  send = caller(t);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
  const db = t.database.db;
  cinemaId = (await cinemaIds(t))['0101']!;
  brandId = await brandOf(db);
  const distributor = await firstDistributor(db, brandId);
  distributorOf = distributor;
  slid = await addFilm(
    db,
    brandId,
    '歩率が下がる映画',
    `${M}-01`,
    [
      { category: 'main', rate: 60, from: `${M}-01`, to: `${M}-14` },
      { category: 'main', rate: 50, from: `${M}-15`, to: null },
    ],
    distributor.id,
  );
  unrated = await addFilm(db, brandId, '歩率のない映画', `${M}-01`, []);
  // 11,000 incl. tax is 10,000 before it; 5,500 is 5,000: exact under every 端数処理.
  await day(slid, '05', 6, 6600);
  await day(slid, '10', 4, 4400);
  await day(slid, '20', 3, 5500);
  await day(unrated, '07', 2, 3300);
}, 180_000);
afterAll(() => t.close());

describe('映画料集計', () => {
  it('settles each 歩率期間 on its own total, and shows a film without 歩率 as -', async () => {
    const row = await rowOf(slid);
    expect(row.units.map((u) => [u.from, u.to, u.rate, u.boxOffice, u.boxOfficeNet, u.fee])).toEqual([
      [`${M}-05`, `${M}-10`, 60, 11_000, 10_000, 6000],
      [`${M}-20`, `${M}-20`, 50, 5500, 5000, 2500],
    ]);
    expect(row).toMatchObject({
      paid: 13,
      boxOffice: 16_500,
      boxOfficeNet: 15_000,
      rates: [60, 50],
      fee: 8500,
      adjustment: 0,
      total: 8500,
      tax: 850,
      payable: 9350,
      status: 'provisional',
      monthClosed: false,
      version: 0,
    });
    // The 配給会社 is a 取引先 with role distributor (docs/accounting.md, "配給会社は取引先"); the list filters by it.
    expect(row).toMatchObject({ distributorId: distributorOf.id, distributorName: distributorOf.name });
    const byDistributor = await send(
      tokens.hq,
      'GET',
      `/api/filmFee/list?month=${M}&distributorId=${distributorOf.id}`,
    );
    expect((byDistributor.json().data.list as FilmFeeRow[]).map((r) => r.filmId)).toContain(slid);
    expect((byDistributor.json().data.list as FilmFeeRow[]).map((r) => r.filmId)).not.toContain(unrated);
    expect(await rowOf(unrated)).toMatchObject({ fee: null, total: null, tax: null, payable: null, rates: [] });
  });

  it('lets cinema staff read their cinema and write nothing; another brand sees none of it', async () => {
    expect((await list(tokens.shinjuku)).list.map((r) => r.filmId)).toEqual(expect.arrayContaining([slid, unrated]));
    const write = await send(tokens.shinjuku, 'PUT', '/api/filmFee/adjust', { ...key(slid, 0), adjustment: 0 });
    expect(write.statusCode).toBe(403);
    expect((await send(tokens.hq2, 'GET', `/api/filmFee/list?month=${M}&cinemaId=${cinemaId}`)).statusCode).toBe(404);
    const other = await send(tokens.hq2, 'POST', '/api/filmFee/confirm', key(slid, 0));
    expect(other.statusCode).toBe(404);
  });

  it('records an 調整額 with its reason, refusing one without a reason and a stale version', async () => {
    const bare = await send(tokens.hq, 'PUT', '/api/filmFee/adjust', { ...key(slid, 0), adjustment: -500 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ field: 'adjustmentReason', message: '「調整理由」を入力してください' }]);
    const saved = await send(tokens.hq, 'PUT', '/api/filmFee/adjust', {
      ...key(slid, 0),
      adjustment: -500,
      adjustmentReason: '宣材費の負担分',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data as FilmFeeRow).toMatchObject({ adjustment: -500, total: 8000, tax: 800, version: 1 });
    const stale = await send(tokens.hq, 'PUT', '/api/filmFee/adjust', { ...key(slid, 0), adjustment: 0 });
    expect(stale.statusCode).toBe(409);
  });

  it('confirms once the month is closed and every period has its 歩率, keeping the figures when the facts move', async () => {
    const early = await send(tokens.hq, 'POST', '/api/filmFee/confirm', key(slid, 1));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('2024年6月は月次締めされていないため確定できません');
    await t.database.db.execute(sql`insert into monthly_closings (brand_id, cinema_id, month, status, closed_at)
      values (${brandId}, ${cinemaId}, ${M}, 'closed', now())`);
    const missing = await send(tokens.hq, 'POST', '/api/filmFee/confirm', key(unrated, 0));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toMatch(/^「歩率のない映画」に歩率が登録されていない期間があるため確定できません/);

    const confirmed = await send(tokens.hq, 'POST', '/api/filmFee/confirm', key(slid, 1));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'confirmed',
      total: 8000,
      confirmedByName: expect.any(String),
    });
    await day(slid, '25', 1, 1100);
    expect(await rowOf(slid)).toMatchObject({ status: 'confirmed', boxOffice: 16_500, fee: 8500, version: 2 });
    const locked = await send(tokens.hq, 'PUT', '/api/filmFee/adjust', { ...key(slid, 2), adjustment: 0 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('確定済みの映画料は変更できません。確定を解除してから変更してください');
  });

  it('unconfirms with a reason, back to the live figures; every write audited', async () => {
    const bare = await send(tokens.hq, 'POST', '/api/filmFee/unconfirm', key(slid, 2));
    expect(bare.statusCode).toBe(400);
    const done = await send(tokens.hq, 'POST', '/api/filmFee/unconfirm', {
      ...key(slid, 2),
      reason: '配給会社と再協議',
    });
    expect(done.statusCode, done.body).toBe(200);
    // The late day (1,100 incl. tax → 1,000) at 50 %: 500 more.
    expect(done.json().data).toMatchObject({ status: 'provisional', boxOffice: 17_600, fee: 9000, total: 8500 });
    const logged = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'filmFee'), eq(auditLogs.entityId, `${cinemaId}-${slid}-${M}`)))
      .orderBy(auditLogs.id);
    expect(logged.map((l) => l.action)).toEqual(['update', 'confirm', 'unconfirm']);
  });

  it('confirms every statement it can at once, saying why not the others; cinema staff may not', async () => {
    const body = { month: M };
    expect((await send(tokens.shinjuku, 'POST', '/api/filmFee/confirmAll', body)).statusCode).toBe(403);
    const res = await send(tokens.hq, 'POST', '/api/filmFee/confirmAll', body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.data.confirmed).toBeGreaterThanOrEqual(1);
    expect(answer.data.refused).toContainEqual({
      cinemaName: expect.any(String),
      filmName: '歩率のない映画',
      reason: expect.stringMatching(/^「歩率のない映画」に歩率が登録されていない期間があるため確定できません/),
    });
    expect(answer.message).toBe(
      `${answer.data.confirmed}件を確定しました（${answer.data.refused.length}件は確定できませんでした）`,
    );
    expect(await rowOf(slid)).toMatchObject({ status: 'confirmed', total: 8500 });
  });
});
