import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { nonArrivalMessages, type NonArrivalRow } from '@cinema/contracts';
import { admissions, auditLogs, screenings, transactionLines } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';
import {
  salesFixture,
  sell,
  ticketLine,
  type SalesFixture,
} from '../transaction-history/transaction-history.fixtures.js';

// 未着券記録: sold, unrefunded seats of ended screenings never admitted, and their recorded outcome.
let t: TestContext;
let tokens: { shinjuku: string; viewer: string; hq: string; umeda: string };
let f: SalesFixture;
let lineIds: string[];
const DAY = '2031-06-07';
const url = `/api/nonArrival/list?businessDate=${DAY}`;

const get = (u: string, token = tokens.shinjuku) => t.app.inject({ url: u, headers: auth(token) });
const record = (body: Record<string, unknown>, token = tokens.shinjuku) =>
  t.app.inject({ method: 'POST', url: '/api/nonArrival/record', headers: auth(token), payload: body });
const rows = async () => (await get(url)).json().data.list as NonArrivalRow[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  f = await salesFixture(db, DAY);
  await addCinemaStaff(db, { userName: 'na-viewer', cinemaCodes: ['0101'], permissions: { operations: ['view'] } });
  tokens = {
    shinjuku: await t.login('shinjuku'),
    viewer: await t.login('na-viewer'),
    hq: await t.login('hq'),
    umeda: await cinemaAccount(t, 'umeda-na', 'MIRAI', '劇場スタッフ', '0201'),
  };
  const sale = await sell(
    db,
    f,
    [0, 1, 2, 3].map((i) => ticketLine(f, f.seats[i]!)),
    '2031-06-05T11:00:00+09:00',
  );
  const lines = await db
    .select()
    .from(transactionLines)
    .where(eq(transactionLines.transactionId, sale.transactionId!))
    .orderBy(transactionLines.lineNo);
  lineIds = lines.map((l) => l.id);
  // Seat 0 admitted, seat 1 refunded, seat 2 printed but never admitted, seat 3 never printed.
  await db.update(admissions).set({ admittedAt: new Date() }).where(eq(admissions.lineId, lineIds[0]!));
  await db.update(transactionLines).set({ refundedQuantity: 1 }).where(eq(transactionLines.id, lineIds[1]!));
  await db.update(admissions).set({ issuedAt: new Date() }).where(eq(admissions.lineId, lineIds[2]!));
});
afterAll(() => t.close());

const end = (at: string) =>
  t.database.db
    .update(screenings)
    .set({
      startAt: new Date(`${at}T08:00:00Z`),
      endAt: new Date(`${at}T10:00:00Z`),
      blockedUntil: new Date(`${at}T10:15:00Z`),
    })
    .where(eq(screenings.id, f.screeningId));

describe('未着券記録', () => {
  it('lists nothing before the screening ends, then the seats never admitted', async () => {
    expect(await rows()).toEqual([]);
    await end('2026-01-10');
    const list = await rows();
    expect(list.map((r) => r.lineId)).toEqual([lineIds[2], lineIds[3]]);
    expect(list[0]).toMatchObject({ seatKey: f.seats[2], channel: 'pos', outcome: null, issuedAt: expect.any(String) });
    expect(list[1]!.issuedAt).toBeNull();
  });

  it('records an outcome per seat, audited, and shows who recorded it', async () => {
    const res = await record({ lineIds: [lineIds[3]], outcome: 'noShow' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: nonArrivalMessages.recorded, data: { count: 1 } });
    const other = await record({ lineIds: [lineIds[2]], outcome: 'other', note: 'チケット紛失の申告' });
    expect(other.statusCode).toBe(200);
    const list = await rows();
    expect(list.map((r) => [r.outcome, r.note])).toEqual([
      ['other', 'チケット紛失の申告'],
      ['noShow', null],
    ]);
    expect(list[0]!.recordedBy).toEqual(expect.any(String));
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'admission'));
    expect(audits).toHaveLength(2);
  });

  it('refuses in Japanese: no seat, no outcome, その他 without a note, a seat already admitted or refunded', async () => {
    expect(fieldsOf((await record({ lineIds: [], outcome: 'noShow' })).json())).toEqual({
      lineIds: nonArrivalMessages.lines,
    });
    expect(fieldsOf((await record({ lineIds: [lineIds[3]] })).json())).toEqual({
      outcome: '「処理」を選択してください',
    });
    expect(fieldsOf((await record({ lineIds: [lineIds[3]], outcome: 'other' })).json())).toEqual({
      note: nonArrivalMessages.noteRequired,
    });
    for (const id of [lineIds[0], lineIds[1]]) {
      const res = await record({ lineIds: [id], outcome: 'noShow' });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual({ lineIds: nonArrivalMessages.notFound });
    }
    const bad = await get('/api/nonArrival/list?businessDate=2031-13-01');
    expect(bad.statusCode).toBe(400);
  });

  it('needs 運営 update to record; head office 403; another tenant sees and records nothing', async () => {
    expect((await get(url, tokens.viewer)).statusCode).toBe(200);
    expect((await record({ lineIds: [lineIds[3]], outcome: 'missedScan' }, tokens.viewer)).statusCode).toBe(403);
    expect((await get(url, tokens.hq)).statusCode).toBe(400);
    expect((await get(url, tokens.umeda)).json().data.list).toEqual([]);
    expect((await get(`${url}&cinemaId=${f.cinemaId}`, tokens.umeda)).statusCode).toBe(404);
    const foreign = await record({ lineIds: [lineIds[3]], outcome: 'missedScan' }, tokens.umeda);
    expect(foreign.statusCode).toBe(400);
    const [a] = await t.database.db
      .select()
      .from(admissions)
      .where(inArray(admissions.lineId, [lineIds[3]!]));
    expect(a!.nonArrivalOutcome).toBe('noShow');
  });
});
