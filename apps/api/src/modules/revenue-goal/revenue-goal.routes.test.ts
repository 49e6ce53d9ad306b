import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  daysOfMonth,
  weekdayOf,
  type BusinessDailyReport,
  type ImportResult,
  type RevenueGoal,
  type RevenueGoalList,
  type RevenueGoalReport,
} from '@cinema/contracts';
import { auditLogs, revenueGoals } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { buildDay, type DayScenario } from '../business-daily/business-daily.fixtures.js';

// 売上目標 against one cinema's recorded day (docs/reports.md, "売上目標"): on the day 新宿 showed 4 persons for
// 7,200 yen (上映日) and sold 2,800 yen at its shop (販売日); 3 days later 1 person for 1,800 yen; nothing else that
// month or in the 4 weeks before. Head office sets the month's targets; the report sets them against the actuals.

let t: TestContext;
let s: DayScenario;
let ids: Record<string, number>;
let tokens: { hq: string; shinjuku: string; hq2: string };
let month: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await cinemaIds(t);
  s = await buildDay(t, ids['0101']!);
  month = s.day.slice(0, 7);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
}, 180_000);
afterAll(() => t.close());

const target = { persons: 300, boxOffice: 600_000, shop: 200_000, other: 10_000 };
const weights = [1.5, 1, 1, 1, 1, 1.2, 1.6];
const save = (token: string, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/revenueGoal/save', headers: auth(token), payload: body });
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
async function report(token: string, baseDate: string, cinemas = [ids['0101']!]) {
  const res = await get(
    token,
    `/api/revenueGoal/report?baseDate=${baseDate}${cinemas.map((c) => `&cinemaIds=${c}`).join('')}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RevenueGoalReport;
}
const csv = (rows: string[][], commit: boolean) => ({
  fileName: 'goals.csv',
  content: Buffer.from(rows.map((r) => r.join(',')).join('\r\n') + '\r\n', 'utf8').toString('base64'),
  commit,
});
const goalCount = async () => (await t.database.db.select({ n: count() }).from(revenueGoals))[0]!.n;

describe('売上目標の入力', () => {
  it('saves head office’s month with a split by the weekday weights that adds up to the target', async () => {
    const res = await save(tokens.hq, { cinemaId: ids['0101'], month, ...target, weights, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json().data as RevenueGoal;
    expect(g).toMatchObject({ ...target, total: 810_000, registered: true, version: 1 });
    expect(g.days.map((d) => d.date)).toEqual(daysOfMonth(month));
    for (const m of ['persons', 'boxOffice', 'shop', 'other', 'total'] as const)
      expect(
        g.days.reduce((a, d) => a + d[m], 0),
        m,
      ).toBe(g[m]);
    // A Saturday weighs 1.6 against a Monday's 1.0 (unless a 祝日).
    const sat = g.days.find((d) => weekdayOf(d.date) === 6 && !d.holiday)!;
    expect(sat.weight).toBe(1.6);
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, `${ids['0101']}:${month}`));
    expect(row).toMatchObject({ entity: 'revenueGoal', action: 'create' });
    expect(row!.summary).toContain('興収600,000円');
  });

  it('refuses a daily split that does not add up, naming the measure, and a stale version', async () => {
    const current = (await get(tokens.hq, `/api/revenueGoal/detail?cinemaId=${ids['0101']}&month=${month}`)).json()
      .data as RevenueGoal;
    const days = current.days.map(({ date, weight, persons, boxOffice, shop, other }) => ({
      date,
      weight,
      persons,
      boxOffice,
      shop,
      other,
    }));
    days[0]!.boxOffice += 1;
    const res = await save(tokens.hq, { cinemaId: ids['0101'], month, ...target, weights, days, version: 1 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)['days.boxOffice']).toBe(
      '日割の「興収」の合計（600,001円）が月の目標（600,000円）と一致しません',
    );
    // Edited days that add up are kept as entered.
    days[0]!.boxOffice -= 1;
    days[0]!.shop += 100;
    days[1]!.shop -= 100;
    const ok = await save(tokens.hq, { cinemaId: ids['0101'], month, ...target, weights, days, version: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().data as RevenueGoal).days[0]!.shop).toBe(current.days[0]!.shop + 100);
    const stale = await save(tokens.hq, { cinemaId: ids['0101'], month, ...target, weights, version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('lets cinema staff read their own cinema’s targets but not write them; another brand finds nothing', async () => {
    const body = { cinemaId: ids['0101'], month, ...target, weights, version: 2 };
    expect((await save(tokens.shinjuku, body)).statusCode).toBe(403);
    expect((await save(tokens.hq2, body)).statusCode).toBe(404);
    expect((await get(tokens.hq2, `/api/revenueGoal/detail?cinemaId=${ids['0101']}&month=${month}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(tokens.shinjuku, `/api/revenueGoal/detail?cinemaId=${ids['0102']}&month=${month}`)).statusCode,
    ).toBe(404);
    const own = await get(tokens.shinjuku, `/api/revenueGoal/list?month=${month}`);
    expect((own.json().data as RevenueGoalList).items).toEqual([
      expect.objectContaining({ cinemaCode: '0101', goal: expect.objectContaining({ total: 810_000 }) }),
    ]);
    const bad = await get(tokens.hq, `/api/revenueGoal/list?month=2026-13`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).month).toBe('「年月」はYYYY-MM（例：2026-11）で入力してください');
  });
});

describe('売上目標（予実）', () => {
  // Days left after the 基準日 with its weekday: each adds the mean of the last 4 such days (the day's and 3 empty).
  const sameWeekdayLeft = () => daysOfMonth(month).filter((d) => d > s.day && weekdayOf(d) === weekdayOf(s.day)).length;

  it('sets the month to the 基準日 against the target: 達成率, 日割目標累計, 進捗率, 着地見込, to the yen', async () => {
    const r = await report(tokens.shinjuku, s.day);
    const goal = (await get(tokens.hq, `/api/revenueGoal/detail?cinemaId=${ids['0101']}&month=${month}`)).json()
      .data as RevenueGoal;
    const upTo = goal.days.filter((d) => d.date <= s.day);
    const k = sameWeekdayLeft();
    const row = r.rows[0]!;
    expect(row).toMatchObject({ cinemaCode: '0101', registered: true });
    const cum = (m: 'boxOffice' | 'shop') => upTo.reduce((a, d) => a + d[m], 0);
    expect(row.figures.boxOffice).toMatchObject({
      target: 600_000,
      actual: 7200,
      achievement: 7200 / 600_000,
      cumTarget: cum('boxOffice'),
      progress: 7200 / cum('boxOffice'),
      // 7,200 on the day: 1,800 (7,200 ÷ 4) for each same weekday left; the later screening is not counted yet.
      forecast: 7200 + 1800 * k,
      lastYear: 0,
    });
    expect(row.figures.shop).toMatchObject({ target: 200_000, actual: 2800, forecast: 2800 + 700 * k });
    expect(row.figures.persons).toMatchObject({ target: 300, actual: 4, forecast: 4 + k });
    expect(row.figures.total).toMatchObject({
      target: 810_000,
      actual: 10_000,
      achievement: 10_000 / 810_000,
      forecast: 10_000 + 2500 * k,
    });
    expect(r.remainingDays).toBe(daysOfMonth(month).filter((d) => d > s.day).length);
    // The burn-up: the day's cumulative actual against the cumulative split; nothing after the 基準日.
    const day = r.days.find((d) => d.date === s.day)!;
    expect(day.figures.boxOffice).toMatchObject({ actual: 7200, cumActual: 7200, cumTarget: cum('boxOffice') });
    expect(r.days.at(-1)!.figures.boxOffice).toMatchObject({ actual: null, cumActual: null, cumTarget: 600_000 });
  });

  it('adds every cinema into 全劇場計: targets of those that have one, and says which have none', async () => {
    const r = await report(tokens.hq, s.day, []);
    expect(r.rows.map((x) => [x.cinemaCode, x.registered])).toEqual([
      ['0101', true],
      ['0102', false],
      ['0103', false],
    ]);
    expect(r.rows[1]!.figures.boxOffice).toMatchObject({ target: null, achievement: null, cumTarget: null });
    expect(r.totals.boxOffice).toMatchObject({ target: 600_000, actual: 7200 });
    // A later 基準日 counts the later screening: 9,000 to date.
    const later = await report(tokens.hq, addDays(s.day, 3));
    if (addDays(s.day, 3).slice(0, 7) === month) expect(later.totals.boxOffice.actual).toBe(9000);
    expect(
      (await get(tokens.hq2, `/api/revenueGoal/report?baseDate=${s.day}&cinemaIds=${ids['0101']}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(tokens.shinjuku, `/api/revenueGoal/report?baseDate=${s.day}&cinemaIds=${ids['0102']}`)).statusCode,
    ).toBe(404);
  });

  it('gives 営業日報 its 月目標 and 達成率 = 月累計 ÷ 月目標', async () => {
    const res = await get(
      tokens.shinjuku,
      `/api/businessDaily/report?from=${s.day}&to=${s.day}&cinemaIds=${ids['0101']}`,
    );
    const r = res.json().data as BusinessDailyReport;
    const kpi = (key: string) => r.kpis.find((x) => x.key === key)!;
    expect(kpi('boxOffice')).toMatchObject({ monthToDate: 7200, target: 600_000, achievement: 7200 / 600_000 });
    expect(kpi('shopSales')).toMatchObject({ target: 200_000, achievement: 2800 / 200_000 });
    expect(kpi('admissions')).toMatchObject({ target: 300, achievement: 4 / 300 });
    expect(kpi('otherSales')).toMatchObject({ target: 10_000, achievement: 0 });
    // 売上合計 holds 会費売上, which no target covers.
    expect(kpi('totalSales')).toMatchObject({ target: null, achievement: null });
  });
});

describe('売上目標の一括登録', () => {
  const header = ['劇場コード', '年月', '動員', '興収', '売店', 'その他', '合計'];

  it('checks every row in a dry run, in Japanese by row and column, and writes nothing', async () => {
    const before = await goalCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/revenueGoal/import',
      headers: auth(tokens.hq),
      payload: csv(
        [
          header,
          ['0102', month, '200', '400000', '100000', '5000', ''],
          ['9999', month, '200', '400000', '100000', '5000', ''],
          ['0103', month, '200', 'abc', '100000', '5000', '1'],
        ],
        false,
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as ImportResult;
    expect(r).toMatchObject({ total: 3, valid: 1, invalid: 2, committed: false });
    expect(r.rows[1]).toMatchObject({
      row: 3,
      ok: false,
      errors: [{ column: '劇場コード', message: '劇場コードが見つかりません' }],
    });
    expect(r.rows[2]!.row).toBe(4);
    expect(r.rows[2]!.errors.map((e) => e.column)).toContain('興収');
    expect(await goalCount()).toBe(before);
    // Even a clean file is only checked without commit.
    const clean = await t.app.inject({
      method: 'POST',
      url: '/api/revenueGoal/import',
      headers: auth(tokens.hq),
      payload: csv([header, ['0102', month, '200', '400000', '100000', '5000', '505000']], false),
    });
    expect(clean.json().data).toMatchObject({ valid: 1, committed: false });
    expect(await goalCount()).toBe(before);
  });

  it('writes every row or none, and refuses a 合計 that is not the sum', async () => {
    const before = await goalCount();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/revenueGoal/import',
      headers: auth(tokens.hq),
      payload: csv(
        [header, ['0102', month, '200', '400000', '100000', '5000', ''], ['0103', month, '1', '1', '1', '1', '4']],
        true,
      ),
    });
    const r = bad.json().data as ImportResult;
    expect(r.committed).toBe(false);
    expect(r.rows[1]!.errors).toEqual([
      {
        column: '合計',
        message: '「合計」は興収・売店・その他の合計（3円）です。空欄にするか同じ金額を入れてください',
      },
    ]);
    expect(await goalCount()).toBe(before);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/revenueGoal/import',
      headers: auth(tokens.hq),
      payload: csv(
        [header, ['0102', month, '200', '400000', '100000', '5000', ''], ['0103', month, '1', '1', '1', '1', '3']],
        true,
      ),
    });
    expect(good.json().data).toMatchObject({ committed: true, total: 2 });
    expect(await goalCount()).toBe(before + 2);
    const list = (await get(tokens.hq, `/api/revenueGoal/list?month=${month}`)).json().data as RevenueGoalList;
    expect(list.items.find((i) => i.cinemaCode === '0102')!.goal).toMatchObject({ boxOffice: 400_000, total: 505_000 });
    const detail = (await get(tokens.hq, `/api/revenueGoal/detail?cinemaId=${ids['0103']}&month=${month}`)).json()
      .data as RevenueGoal;
    expect(detail.days.reduce((a, d) => a + d.persons, 0)).toBe(1);
    // Cinema staff may not import; another brand's codes are not found.
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/revenueGoal/import',
      headers: auth(tokens.shinjuku),
      payload: csv([header, ['0101', month, '1', '1', '1', '1', '']], false),
    });
    expect(staff.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/revenueGoal/import',
      headers: auth(tokens.hq2),
      payload: csv([header, ['0101', month, '1', '1', '1', '1', '']], false),
    });
    expect((other.json().data as ImportResult).rows[0]!.errors[0]!.column).toBe('劇場コード');
  });
});
