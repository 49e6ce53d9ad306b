import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_NOTES_MAX, type BusinessDailyReport, type BusinessDayNote } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// 営業日報's 天候・特記事項 (docs/reports.md, "営業日報"): the cinema's staff save them with the version they read, head
// office reads them, every save is audited.

let t: TestContext;
let ids: Record<string, number>;
let tokens: { hq: string; shinjuku: string };
const day = '2031-05-09';

beforeAll(async () => {
  t = await createTestApp();
  ids = await cinemaIds(t);
  const [hq, shinjuku] = await signIn(t, 'hq', 'shinjuku');
  tokens = { hq, shinjuku };
});
afterAll(() => t.close());

const save = (token: string, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/businessDaily/note', headers: auth(token), payload: body });
const read = async (token: string, query: string) => {
  const res = await t.app.inject({ url: `/api/businessDaily/note?${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BusinessDayNote;
};

describe('営業日報の天候・特記事項', () => {
  it('starts at version 0, is saved by the cinema and read by head office, each save audited', async () => {
    const blank = await read(tokens.shinjuku, `businessDate=${day}`);
    expect(blank).toMatchObject({ cinemaId: ids['0101'], weather: null, notes: null, version: 0 });
    const first = await save(tokens.shinjuku, {
      businessDate: day,
      weather: 'sunny',
      notes: '舞台挨拶（2回）',
      version: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: '保存しました。', data: { weather: 'sunny', version: 1 } });
    const second = await save(tokens.shinjuku, {
      businessDate: day,
      weather: 'other',
      weatherNote: '強風',
      notes: '舞台挨拶（2回）\nスクリーン3 休館',
      version: 1,
    });
    expect(second.json().data).toMatchObject({ weather: 'other', weatherNote: '強風', version: 2 });
    const seen = await read(tokens.hq, `businessDate=${day}&cinemaId=${ids['0101']}`);
    expect(seen).toMatchObject({ weather: 'other', version: 2, cinemaName: 'シネマライン新宿' });
    expect(seen.updatedByName).toBeTruthy();
    const report = await t.app.inject({
      url: `/api/businessDaily/report?from=${day}&to=${day}&cinemaIds=${ids['0101']}`,
      headers: auth(tokens.hq),
    });
    expect((report.json().data as BusinessDailyReport).notes).toEqual([seen]);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'businessDayNote'), eq(auditLogs.entityId, `${ids['0101']}:${day}`)))
      .orderBy(desc(auditLogs.id));
    expect(rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(rows[0]!.summary).toContain('天候：その他（強風）');
    expect(rows[0]!.cinemaId).toBe(ids['0101']);
  });

  it('refuses a save made on an older version, naming who saved last', async () => {
    const stale = await save(tokens.shinjuku, { businessDate: day, weather: 'raining', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', lastSaved: { userName: 'shinjuku' } });
    const twice = await save(tokens.shinjuku, { businessDate: day, weather: 'raining', version: 0 });
    expect(twice.statusCode).toBe(409);
  });

  it('validates the weather and the notes in Japanese, naming the field', async () => {
    const noNote = await save(tokens.shinjuku, { businessDate: '2031-05-10', weather: 'other', version: 0 });
    expect(noNote.statusCode).toBe(400);
    expect(fieldsOf(noNote).weatherNote).toMatch(/天候の補足/);
    const long = await save(tokens.shinjuku, {
      businessDate: '2031-05-10',
      weather: 'sunny',
      notes: 'あ'.repeat(DAY_NOTES_MAX + 1),
      version: 0,
    });
    expect(fieldsOf(long).notes).toBe('「特記事項」は500文字以内で入力してください');
    const noWeather = await save(tokens.shinjuku, { businessDate: '2031-05-10', version: 0 });
    expect(fieldsOf(noWeather).weather).toBe('「天候」を選択してください');
  });

  it('is the cinema’s to enter: head office is refused, another cinema is not found', async () => {
    const hq = await save(tokens.hq, { cinemaId: ids['0101'], businessDate: day, weather: 'sunny', version: 2 });
    expect(hq.statusCode).toBe(403);
    const other = await save(tokens.shinjuku, {
      cinemaId: ids['0102'],
      businessDate: day,
      weather: 'sunny',
      version: 0,
    });
    expect(other.statusCode).toBe(404);
    const peek = await t.app.inject({
      url: `/api/businessDaily/note?businessDate=${day}&cinemaId=${ids['0102']}`,
      headers: auth(tokens.shinjuku),
    });
    expect(peek.statusCode).toBe(404);
  });
});
