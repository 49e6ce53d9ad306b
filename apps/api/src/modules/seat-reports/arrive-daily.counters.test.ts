import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArriveDailyRow } from '@cinema/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { rebuildRollups } from '../rollups/index.js';
import { DAY, seatScenario, type SeatScenario } from './seat-reports.fixtures.js';

// 着券日報 of a past screening reads R2's used seats by kind (docs/reports.md, "seat reports"), counted by the rollup job
// with 着券, instead of the admissions facts seat by seat: the same row either way. The scenario's screening (9 seats
// sold, seat 4 refunded, six used: two at the counter, one online, one ムビチケ, one 鑑賞券, one 招待券) is moved ten years
// back, as time passing would make it past.

let t: TestContext;
let s: SeatScenario;
let shinjuku: string;
const PAST = DAY.replace(/^\d{4}/, (y) => String(Number(y) - 10));

beforeAll(async () => {
  t = await createTestApp();
  s = await seatScenario(t);
  shinjuku = await t.login('shinjuku');
}, 120_000);
afterAll(() => t.close());

async function row(day: string) {
  const res = await t.app.inject({ url: `/api/arriveDaily/list?from=${day}&to=${day}`, headers: auth(shinjuku) });
  expect(res.statusCode, res.body).toBe(200);
  const [r] = res.json().data.list as ArriveDailyRow[];
  return { ...r, businessDate: undefined };
}
const kinds = async () =>
  (
    await rowsOf<Record<string, number | null>>(
      t.database.db.execute(sql`select admitted, admitted_counter, admitted_online, admitted_movie_ticket,
          admitted_advance, admitted_invitation from rb_screening where screening_id = ${s.f.screeningId}`),
    )
  )[0];

describe('着券日報 from R2’s counters', () => {
  it('counts the used seats by kind with 着券, summing to it', async () => {
    expect(await kinds()).toEqual({
      admitted: 6,
      admitted_counter: 2,
      admitted_online: 1,
      admitted_movie_ticket: 1,
      admitted_advance: 1,
      admitted_invitation: 1,
    });
  });

  it('gives a past screening the same row from the counters as from the facts', async () => {
    const fromFacts = await row(DAY);
    expect(fromFacts).toMatchObject({ admitted: 6, counter: 2, online: 1, movieTicket: 1, advance: 1, invitation: 1 });
    const db = t.database.db;
    const back = sql.raw(
      ['start_at', 'end_at', 'blocked_until', 'sales_start_at', 'sales_end_at']
        .map((c) => `${c} = ${c} - interval '10 years'`)
        .join(', '),
    );
    await db.execute(sql`update screenings set business_date = ${PAST}, ${back} where id = ${s.f.screeningId}`);
    await db.execute(sql`update rb_screening set screening_bd = ${PAST} where screening_id = ${s.f.screeningId}`);
    await db.execute(sql`update transaction_lines set screening_business_date = ${PAST}
      where screening_id = ${s.f.screeningId}`);
    // A counted split that is not the facts' shows which one the report read.
    await db.execute(sql`update rb_screening set admitted_counter = 0, admitted_online = 3
      where screening_id = ${s.f.screeningId}`);
    expect(await row(PAST)).toEqual({ ...fromFacts, counter: 0, online: 3 });
    // Not counted by kind yet (a screening written before the counters): the facts.
    await db.execute(sql`update rb_screening set admitted_counter = null where screening_id = ${s.f.screeningId}`);
    expect(await row(PAST)).toEqual(fromFacts);
    // A 再集計 counts it again, equal to the facts.
    await rebuildRollups(db, { cinemaId: s.f.cinemaId, from: PAST, to: PAST });
    expect(await kinds()).toMatchObject({ admitted_counter: 2, admitted_online: 1 });
    expect(await row(PAST)).toEqual(fromFacts);
  });
});
