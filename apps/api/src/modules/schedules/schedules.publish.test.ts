import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  addDays,
  emptyScreenDaysMessage,
  formatBusinessDate,
  weekStartOf,
  type SchedulePublishPreview,
  type Screening,
} from '@cinema/contracts';
import { films, priceTemplateDefaults, screenings } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { created, fixture, newScreening, requests, scheduleEditors, type Fixture } from './schedules.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let f: Fixture;
let users: Awaited<ReturnType<typeof scheduleEditors>>;
let hq: string;
const FROM = weekStartOf('2031-09-10'); // a Friday
const TO = addDays(FROM, 6);
let mine: Screening[];

const post = (path: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/schedule/${path}`, headers: auth(token), payload });
const preview = async (token: string, payload: object = { from: FROM, to: TO }) =>
  (await post('publish/preview', token, payload)).json().data as SchedulePublishPreview;
const publishedIds = async (ids: number[]) =>
  (
    await t.database.db
      .select({ id: screenings.id, publishedAt: screenings.publishedAt })
      .from(screenings)
      .where(inArray(screenings.id, ids))
  )
    .filter((s) => s.publishedAt)
    .map((s) => s.id)
    .sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  f = await fixture(t);
  users = await scheduleEditors(t);
  hq = await t.login('hq');
  // No 既定の料金 here, so a screening made without a template stays without prices.
  await t.database.db.delete(priceTemplateDefaults).where(eq(priceTemplateDefaults.cinemaId, f.ids['0101']!));
  const priced = { priceTemplateId: f.shinjuku.templates[0]! };
  const s1 = f.shinjuku.houses[0]!;
  const s2 = f.shinjuku.houses[1]!;
  const tok = users.shinjuku;
  mine = [
    await created(r, tok, newScreening(f, FROM, '10:00', { houseId: s1, ...priced })),
    await created(r, tok, newScreening(f, FROM, '25:30', { houseId: s2, filmId: f.film.r15.id, category: 'late' })),
    await created(r, tok, newScreening(f, addDays(FROM, 2), '12:00', { houseId: s1, ...priced })),
    await created(r, tok, newScreening(f, addDays(FROM, 3), '12:00', { houseId: s1, status: 'cancelled' })),
    await created(r, tok, newScreening(f, addDays(FROM, 7), '12:00', { houseId: s1, ...priced })),
  ];
  // The R15+ film opens after this week: its screening here is 先行上映.
  await t.database.db
    .update(films)
    .set({ releaseDate: addDays(FROM, 7) })
    .where(eq(films.id, f.film.r15.id));
});
afterAll(() => t.close());

describe('schedule publish', () => {
  it('starts the 興行週 on Friday', () => {
    expect(weekStartOf('2031-09-12')).toBe('2031-09-12');
    expect(weekStartOf('2031-09-18')).toBe('2031-09-12');
    expect(weekStartOf('2031-09-11')).toBe('2031-09-05');
  });

  it('summarises the drafts: without prices, late for minors, before release', async () => {
    const p = await preview(users.shinjuku);
    expect(p).toMatchObject({ from: FROM, to: TO, drafts: 3, published: 0 });
    expect(p.unpriced.count).toBe(1);
    expect(p.unpriced.items[0]).toMatchObject({ id: mine[1]!.id, startTime: '25:30', houseName: 'スクリーン2' });
    expect(p.lateHour.items.map((i) => i.id)).toEqual([mine[1]!.id]);
    expect(p.lateHour.items[0]!.note).toContain('18歳未満');
    expect(p.advance.items.map((i) => i.id)).toEqual([mine[1]!.id]);
    expect(p.advance.items[0]!.note).toContain('先行上映');
  });

  it('warns of screens left without screenings for whole days (a cancelled one shows nothing)', async () => {
    const p = await preview(users.shinjuku);
    const week = Array.from({ length: 7 }, (_, i) => addDays(FROM, i));
    const [s1, s2, ...others] = f.shinjuku.houses;
    const byHouse = new Map(p.emptyDays.map((e) => [e.houseId, e.dates]));
    expect(byHouse.get(s1!)).toEqual(week.filter((_, i) => ![0, 2].includes(i)));
    expect(byHouse.get(s2!)).toEqual(week.slice(1));
    for (const h of others) expect(byHouse.get(h)).toEqual(week);
    expect(p.emptyDays.map((e) => e.houseId)).toEqual(f.shinjuku.houses);
    expect(emptyScreenDaysMessage(p.emptyDays[1]!)).toBe(
      `スクリーン2: ${week
        .slice(1)
        .map((d) => formatBusinessDate(d, true))
        .join('・')} に上映がありません`,
    );
    // One day where every screen shows something: no warning.
    const busy = await preview(users.shinjuku, { from: FROM, to: FROM });
    expect(busy.emptyDays.map((e) => e.houseId)).toEqual(others);
  });

  it('refuses to publish while a draft has no price template, and publishes nothing', async () => {
    const res = await post('publish', users.shinjuku, { from: FROM, to: TO });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).priceTemplateId).toBe(
      '料金テンプレートが未設定の上映回が1件あるため公開できません。料金テンプレートを設定してから公開してください',
    );
    expect(await publishedIds(mine.map((s) => s.id))).toEqual([]);
  });

  it('publishes every draft of the range at once, and takes them back', async () => {
    const fix = await r.update(users.shinjuku, {
      id: mine[1]!.id,
      version: mine[1]!.version,
      priceTemplateId: f.shinjuku.templates[0],
    });
    expect(fix.statusCode).toBe(200);
    const res = await post('publish', users.shinjuku, { from: FROM, to: TO });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('3件の上映回を公開しました。');
    expect(res.json().data.ids).toEqual([mine[0]!.id, mine[1]!.id, mine[2]!.id]);
    // The cancelled one and the one after the range stay drafts.
    expect(await publishedIds(mine.map((s) => s.id))).toEqual([mine[0]!.id, mine[1]!.id, mine[2]!.id]);
    expect(await preview(users.shinjuku)).toMatchObject({ drafts: 0, published: 3, unpriced: { count: 0 } });
    const week = await r.week(users.shinjuku, `?from=${FROM}`);
    const blocks = week.json().data.days[0].screens.flatMap((s: { screenings: unknown[] }) => s.screenings);
    expect(blocks.every((b: { publishedAt: string | null }) => b.publishedAt)).toBe(true);

    const back = await post('unpublish', users.shinjuku, { from: FROM, to: FROM });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.ids).toEqual([mine[0]!.id, mine[1]!.id]);
    expect(await publishedIds(mine.map((s) => s.id))).toEqual([mine[2]!.id]);
  });

  it('names bad ranges', async () => {
    const reversed = await post('publish/preview', users.shinjuku, { from: TO, to: FROM });
    expect(reversed.statusCode).toBe(400);
    expect(fieldsOf(reversed.json()).to).toBe('「営業日（終了）」は「営業日（開始）」以降の日付を入力してください');
    const long = await post('publish', users.shinjuku, { from: FROM, to: addDays(FROM, 31) });
    expect(fieldsOf(long.json()).to).toBe('公開する期間は31日以内で指定してください');
    const bad = await post('publish', users.shinjuku, { from: '2031/09/12' });
    expect(fieldsOf(bad.json())).toMatchObject({
      from: '「営業日（開始）」は日付（YYYY-MM-DD）で入力してください',
      to: expect.any(String),
    });
  });

  it('refuses accounts without the update permission and head office (403)', async () => {
    for (const token of [users.viewer, hq]) {
      const res = await post('publish', token, { from: FROM, to: TO, cinemaId: f.ids['0101'] });
      expect(res.statusCode).toBe(403);
    }
  });

  it('hides another tenant’s cinema (404) and changes nothing there', async () => {
    const before = await publishedIds(mine.map((s) => s.id));
    for (const [token, cinemaId] of [
      [users.umeda, f.ids['0101']],
      [users.shinjuku, f.ids['0102']],
    ] as const) {
      for (const path of ['publish/preview', 'publish', 'unpublish']) {
        const res = await post(path, token, { from: FROM, to: TO, cinemaId });
        expect(res.statusCode).toBe(404);
      }
    }
    expect(await publishedIds(mine.map((s) => s.id))).toEqual(before);
  });
});
