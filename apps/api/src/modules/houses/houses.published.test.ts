import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { copySeatPlan, movedSeats, type House, type HousePublishedScreenings } from '@cinema/contracts';
import { houses } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaAccount, newHouse, requests, smallPlan } from './houses.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let shinjuku: string;
let umeda: string;
let screen1: House;

const published = (token: string, id: number) =>
  t.app.inject({ url: `/api/house/publishedScreenings/${id}`, headers: auth(token) });
const body = (h: House, seatPlan = h.seatPlan) => ({
  id: h.id,
  version: h.version,
  name: h.name,
  code: h.code,
  formatIds: h.formatIds,
  standingCapacity: h.standingCapacity,
  sortOrder: h.sortOrder,
  seatPlan,
});
/** The first seat of the plan: its cell index. */
const firstSeat = (h: House) => h.seatPlan.cells.findIndex((c) => c && c.type === 'general');

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  shinjuku = await t.login('shinjuku');
  umeda = await cinemaAccount(t, 'umeda', 'MIRAI', '劇場スタッフ', '0201');
  const ids = await cinemaIds(t);
  const [row] = await t.database.db
    .select({ id: houses.id })
    .from(houses)
    .where(eq(houses.cinemaId, ids['0101']!))
    .orderBy(asc(houses.sortOrder));
  screen1 = (await r.detail(shinjuku, row!.id)).json().data as House;
});
afterAll(() => t.close());

describe('seat plan of a screen with published screenings', () => {
  it('names the published screenings from today’s business day on', async () => {
    const res = await published(shinjuku, screen1.id);
    expect(res.statusCode).toBe(200);
    const p = res.json().data as HousePublishedScreenings;
    // The demo publishes this week and next.
    expect(p.count).toBeGreaterThan(0);
    expect(p.items[0]).toMatchObject({ houseName: screen1.name, filmName: expect.any(String) });
  });

  it('lets a seat change its type', async () => {
    const plan = copySeatPlan(screen1.seatPlan);
    const i = firstSeat(screen1);
    plan.cells[i] = { ...plan.cells[i]!, type: 'vip' };
    const res = await r.update(shinjuku, body(screen1, plan));
    expect(res.statusCode).toBe(200);
    screen1 = res.json().data as House;
  });

  it('refuses renumbering or removing a seat they use (409), naming screenings and seats', async () => {
    const renumbered = copySeatPlan(screen1.seatPlan);
    const i = firstSeat(screen1);
    renumbered.cells[i] = { ...renumbered.cells[i]!, number: '99' };
    const removed = copySeatPlan(screen1.seatPlan);
    removed.cells[i] = null;
    for (const plan of [renumbered, removed]) {
      const res = await r.update(shinjuku, body(screen1, plan));
      expect(res.statusCode).toBe(409);
      const message = fieldsOf(res.json()).seatPlan!;
      expect(message).toMatch(/^公開中の上映回（.+「.+」.*）が使っている座席の番号・位置は変更できません：/);
      expect(message).toContain(movedSeats(screen1.seatPlan, plan)[0]!);
    }
  });

  it('lets a screen without published screenings be renumbered', async () => {
    const fresh = (await r.create(shinjuku, newHouse('PUB1'))).json().data as House;
    expect((await published(shinjuku, fresh.id)).json().data).toEqual({ count: 0, items: [] });
    const plan = smallPlan();
    plan.cells[1] = { ...plan.cells[1]!, number: '99' };
    expect((await r.update(shinjuku, body(fresh, plan))).statusCode).toBe(200);
  });

  it('hides another brand’s screen (404)', async () => {
    expect((await published(umeda, screen1.id)).statusCode).toBe(404);
  });
});

describe('movedSeats', () => {
  it('keeps rows and columns added at the end, and names a seat that changes place', () => {
    const plan = smallPlan();
    const wider = { ...copySeatPlan(plan), cols: plan.cols + 1, cells: [] as (typeof plan.cells)[number][] };
    for (let row = 0; row < plan.rows; row++)
      wider.cells.push(...plan.cells.slice(row * plan.cols, (row + 1) * plan.cols), null);
    expect(movedSeats(plan, wider)).toEqual([]);
    const shifted = { ...copySeatPlan(plan), cells: [null, ...plan.cells.slice(0, -1)] };
    expect(movedSeats(plan, shifted).length).toBeGreaterThan(0);
  });
});
