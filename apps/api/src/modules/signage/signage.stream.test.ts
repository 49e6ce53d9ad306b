import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignageBoard, SignageBoardSetting, SignageProgram } from '@cinema/contracts';
import { screenings, seatReservations } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { signageClient, signagePlayer } from './signage.fixtures.js';
import { stampsOf } from './signage.stream.js';

// The push to the players and the lobby board (docs/signage.md): a change saved in the console reaches a connected
// player as `changed` within two seconds; 残席 follow the seat reservations; tomorrow shows after the cinema's time.

let t: TestContext;
let c: ReturnType<typeof signageClient>;
let shinjuku: string;
let player: Awaited<ReturnType<typeof signagePlayer>>;
let base: string;

/** A player's stream: the events as they arrive, until closed. */
function listen(token: string) {
  const events: string[] = [];
  const req = http.get(`${base}/api/device/signage/stream`, { headers: { authorization: `Bearer ${token}` } });
  const opened = new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
  void opened.then((res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      for (const m of chunk.matchAll(/^event: (\w+)$/gm)) events.push(m[1] ?? '');
    });
  });
  const until = async (event: string, ms: number) => {
    const start = Date.now();
    while (!events.includes(event)) {
      if (Date.now() - start > ms) throw new Error(`no ${event} within ${ms} ms: ${events.join(',')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return Date.now() - start;
  };
  const ended = opened.then((res) => new Promise<void>((resolve) => res.on('end', resolve)));
  return { events, opened, ended, until, close: () => req.destroy() };
}

beforeAll(async () => {
  t = await createTestApp();
  c = signageClient(t);
  const hq = await t.login('hq');
  shinjuku = await t.login('shinjuku');
  player = await signagePlayer(t, hq);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('GET /api/device/signage/stream', () => {
  it('answers an event stream and pushes a message saved in the console within two seconds', async () => {
    const stream = listen(player.token);
    const res = await stream.opened;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    await stream.until('ready', 2000);
    // The hub reads its first stamp as the player connects; let that read land before the change.
    await new Promise((r) => setTimeout(r, 300));
    const saved = Date.now();
    await c.data(shinjuku, 'POST', '/api/signageMessage/create', {
      kind: 'soldOut',
      style: 'ticker',
      text: '19:00の回は満席となりました',
      startAt: new Date().toISOString(),
    });
    await stream.until('changed', 2000);
    expect(Date.now() - saved).toBeLessThan(2000);
    stream.close();
  });

  it('refuses a call without a signage device token', async () => {
    const stream = listen('not-a-token');
    expect((await stream.opened).statusCode).toBe(401);
    stream.close();
  });
});

describe('the change stamp', () => {
  it('moves when a seat of today’s screenings is sold, and the players’ board follows at once', async () => {
    const program = async () =>
      (await c.call(player.token, 'GET', '/api/device/signage/program')).json().data as SignageProgram;
    const before = await program();
    const row = before.board.days[0]?.rows.find((r) => r.remaining > 0);
    if (!row) throw new Error('no screening with seats today');
    const [show] = await t.database.db
      .select({ brandId: screenings.brandId })
      .from(screenings)
      .where(eq(screenings.id, row.screeningId));
    const stamp = (await stampsOf(t.database.db, [player.cinemaId])).get(player.cinemaId);
    await t.database.db.insert(seatReservations).values({
      brandId: show?.brandId ?? 0,
      cinemaId: player.cinemaId,
      screeningId: row.screeningId,
      seatKey: 'Z-99',
      seatType: 'normal',
      status: 'sold',
    });
    expect((await stampsOf(t.database.db, [player.cinemaId])).get(player.cinemaId)).not.toBe(stamp);
    const after = (await program()).board.days[0]?.rows.find((r) => r.screeningId === row.screeningId);
    expect(after?.remaining).toBe(row.remaining - 1);
  });
});

describe('the lobby board', () => {
  it('lists today’s screenings with 36-hour times and 残席 ○△×, and tomorrow after the cinema’s time', async () => {
    const setting = await c.data<SignageBoardSetting>(shinjuku, 'GET', '/api/signageBoard/setting');
    expect(setting.tomorrowFrom).toBe('20:00');
    const saved = await c.data<SignageBoardSetting>(shinjuku, 'PUT', '/api/signageBoard/setting', {
      tomorrowFrom: '00:00',
      version: setting.version,
    });
    const board = await c.data<SignageBoard>(shinjuku, 'GET', '/api/signageBoard/today');
    expect(board.days.map((d) => d.label)).toEqual(['本日', '明日']);
    const rows = board.days[0]?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.startTime).toMatch(/^([0-2]\d|3[0-5]):[0-5]\d$/);
      expect(r.mark).toBe(r.remaining <= 0 ? '×' : r.remaining <= 10 || r.remaining * 5 <= r.total ? '△' : '○');
    }
    const stale = await c.call(shinjuku, 'PUT', '/api/signageBoard/setting', {
      tomorrowFrom: null,
      version: setting.version,
    });
    expect(stale.statusCode).toBe(409);
    await c.data(shinjuku, 'PUT', '/api/signageBoard/setting', { tomorrowFrom: null, version: saved.version });
    const todayOnly = await c.data<SignageBoard>(shinjuku, 'GET', '/api/signageBoard/today');
    expect(todayOnly.days.map((d) => d.label)).toEqual(['本日']);
    const bad = await c.call(shinjuku, 'PUT', '/api/signageBoard/setting', { tomorrowFrom: '37:00', version: 3 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('closing the server', () => {
  it('ends the open streams, so it stops at once and the players connect again elsewhere', async () => {
    const stream = listen(player.token);
    await stream.until('ready', 2000);
    const closed = t.app.close().then(() => 'closed');
    const late = new Promise((resolve) => setTimeout(() => resolve('still open'), 5000));
    expect(await Promise.race([closed, late])).toBe('closed');
    await stream.ended;
  });
});
