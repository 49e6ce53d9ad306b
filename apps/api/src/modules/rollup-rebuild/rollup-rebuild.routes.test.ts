import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatBusinessDate,
  type DailyClosingDay,
  type RollupRebuild,
  type RollupRebuildDetail,
} from '@cinema/contracts';
import { auditLogs, cinemas, dailyClosings } from '../../db/schema/index.js';
import { enqueue, JobRunner } from '../../platform/jobs/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { buildDay, type DayScenario } from '../business-daily/business-daily.fixtures.js';
import { compareRollups } from '../rollups/index.js';
import { rollupRebuildJob } from './index.js';

// 再集計 (docs/reports.md, "再集計") on the 営業日報 test day: a run of three days goes day by day through the job runner
// with its progress, shows the 営業日報 figures before and after (a rollup row tampered by hand is put right), refreshes
// and audits a closed day's copy of the figures, does nothing twice, and is refused to cinema staff, without a reason,
// over more than 93 days and for days to come.

let t: TestContext;
let s: DayScenario;
let cinemaId: number;
let brandId: number;
let tokens: { hq: string; shinjuku: string };
let runner: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  cinemaId = (await cinemaIds(t))['0101']!;
  s = await buildDay(t, cinemaId);
  const [hq, shinjuku] = await signIn(t, 'hq', 'shinjuku');
  tokens = { hq, shinjuku };
  const [c] = await t.database.db.select({ brandId: cinemas.brandId }).from(cinemas).where(eq(cinemas.id, cinemaId));
  brandId = c!.brandId;
  runner = new JobRunner(t.database.db, [rollupRebuildJob]);
}, 180_000);
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const start = (body: object, token = tokens.hq) => send(token, 'POST', '/api/rollupRebuild/create', body);
async function detailOf(id: number) {
  const res = await send(tokens.hq, 'GET', `/api/rollupRebuild/detail/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RollupRebuildDetail;
}

describe('再集計', () => {
  it('rebuilds day by day with progress, shows before and after, and refreshes a closed day’s copy with its audit', async () => {
    const db = t.database.db;
    const dayRes = await send(tokens.shinjuku, 'GET', `/api/dailyClosing/day?businessDate=${s.day}`);
    const truth = (dayRes.json().data as DailyClosingDay).figures;
    expect(truth.boxOffice).toBeGreaterThan(0);
    // The day was closed while a rollup row was wrong: its copy says 1,000 yen more box office than the facts.
    await db.insert(dailyClosings).values({
      brandId,
      cinemaId,
      businessDate: s.day,
      status: 'closed',
      closedAt: new Date(),
      closedByName: 'テスト',
      snapshot: { ...truth, boxOffice: truth.boxOffice + 1000, totalSales: truth.totalSales + 1000 },
    });
    await db.execute(
      sql`update rb_film_day_total set booked = booked + 1000 where cinema_id = ${cinemaId} and screening_bd = ${s.day}`,
    );
    expect((await compareRollups(db, { cinemaId, from: s.day, to: s.day })).length).toBeGreaterThan(0);

    const res = await start({
      cinemaId,
      from: addDays(s.day, -1),
      to: addDays(s.day, 1),
      reason: 'ロールアップの不整合',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('再集計を開始しました');
    const run = res.json().data as RollupRebuild;
    expect(run).toMatchObject({
      status: 'queued',
      daysDone: 0,
      daysTotal: 3,
      cinemaId,
      reason: 'ロールアップの不整合',
    });

    // One day per job: the progress shows after each.
    expect(await runner.runOne()).toBe(true);
    expect(await detailOf(run.id)).toMatchObject({ status: 'running', daysDone: 1 });
    await runner.drain();
    const done = await detailOf(run.id);
    expect(done).toMatchObject({ status: 'done', daysDone: 3, changedDays: 1, error: null });
    expect(done.finishedAt).toBeTruthy();
    expect(done.days.map((d) => d.businessDate)).toEqual([addDays(s.day, -1), s.day, addDays(s.day, 1)]);
    const day = done.days.find((d) => d.businessDate === s.day)!;
    expect(day.before.boxOffice - day.after.boxOffice).toBe(1000);
    expect(day.before.totalSales - day.after.totalSales).toBe(1000);
    expect(day.after).toMatchObject({
      boxOffice: truth.boxOffice,
      admissions: truth.admissions,
      totalSales: truth.totalSales,
    });
    expect(day).toMatchObject({ closed: true, snapshotRefreshed: true });
    for (const other of done.days.filter((d) => d.businessDate !== s.day)) {
      expect(other.after).toEqual(other.before);
      expect(other.closed).toBe(false);
    }
    expect(await compareRollups(db, { cinemaId, from: s.day, to: s.day })).toEqual([]);

    // The closed day shows the refreshed copy, and 操作ログ says what changed, as the person who started the run.
    const closed = (await send(tokens.shinjuku, 'GET', `/api/dailyClosing/day?businessDate=${s.day}`)).json()
      .data as DailyClosingDay;
    expect(closed.status).toBe('closed');
    expect(closed.figures).toEqual(truth);
    const logs = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.brandId, brandId), sql`${auditLogs.entity} in ('rollupRebuild', 'dailyClosing')`));
    const snapshotLog = logs.find((l) => l.entity === 'dailyClosing' && l.action === 'update');
    expect(snapshotLog?.summary).toContain(formatBusinessDate(s.day));
    expect(snapshotLog?.summary).toContain('（−1,000円）');
    expect(snapshotLog?.userName).toBe('hq');
    expect(
      logs
        .filter((l) => l.entity === 'rollupRebuild')
        .map((l) => l.action)
        .sort(),
    ).toEqual(['create', 'update']);
    expect(logs.find((l) => l.entity === 'rollupRebuild' && l.action === 'create')?.summary).toContain(
      '理由：ロールアップの不整合',
    );

    // A job of a day already done (a duplicate, a retry after a commit) changes nothing.
    await enqueue(db, rollupRebuildJob, { rebuildId: run.id, day: s.day });
    await runner.drain();
    expect((await detailOf(run.id)).days).toHaveLength(3);

    // The list: newest first, with its state.
    const list = (await send(tokens.hq, 'GET', '/api/rollupRebuild/list')).json().data.list as RollupRebuild[];
    expect(list[0]).toMatchObject({ id: run.id, status: 'done', cinemaName: expect.any(String) });
  }, 60_000);

  it('rebuilds every cinema of the brand (全劇場) when none is named', async () => {
    const res = await start({ cinemaId: null, from: s.day, to: s.day, reason: '全劇場の確認' });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json().data as RollupRebuild;
    expect(run).toMatchObject({ cinemaId: null, cinemaName: '全劇場', daysTotal: 1 });
    await runner.drain();
    const done = await detailOf(run.id);
    expect(done.status).toBe('done');
    expect(new Set(done.days.map((d) => d.cinemaId)).size).toBeGreaterThan(1);
    expect(done.changedDays).toBe(0);
  }, 60_000);

  it('refuses cinema staff, a missing reason, more than 93 days and days to come, naming the field', async () => {
    expect((await start({ cinemaId, from: s.day, to: s.day, reason: '確認' }, tokens.shinjuku)).statusCode).toBe(403);
    const noReason = await start({ cinemaId, from: s.day, to: s.day, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');
    expect(noReason.body).toContain('「理由」');
    const long = await start({ cinemaId, from: s.day, to: addDays(s.day, 93), reason: '確認' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('93日以内');
    const ok = await start({ cinemaId, from: addDays(s.day, -92), to: s.day, reason: '確認' });
    expect(ok.statusCode, ok.body).toBe(200);
    const future = await start({
      cinemaId,
      from: s.day,
      to: addDays(new Date().toISOString().slice(0, 10), 2),
      reason: '確認',
    });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain('今日より後の営業日は再集計できません');
    // Another brand's run is not found.
    const [hq2] = await signIn(t, 'hq2');
    expect(
      (await send(hq2, 'GET', `/api/rollupRebuild/detail/${(ok.json().data as RollupRebuild).id}`)).statusCode,
    ).toBe(404);
  }, 60_000);
});
