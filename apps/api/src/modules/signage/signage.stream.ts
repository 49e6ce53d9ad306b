import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { addDays, tokyoDateOf } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';

// Pushing to the players (docs/signage.md, "pushing across processes"). Each API process keeps its own players'
// streams; two processes share only PostgreSQL. So while a process has players, it reads once a second a change
// stamp per cinema they belong to — the cinema's signage changedAt (every signage write moves it), the latest
// change to its screenings around today, and the count and latest change of their seat reservations (sales and
// holds) — and tells that cinema's players "changed" when it moved. A save in either process reaches every player
// within about a second, and 残席 and 満席 follow sales the same way.

export interface HubOptions {
  pollMs?: number;
  heartbeatMs?: number;
}

interface Player {
  res: ServerResponse;
  cinemaId: number;
}

export class SignageHub {
  private readonly players = new Set<Player>();
  private readonly stamps = new Map<number, string>();
  private poll: NodeJS.Timeout | null = null;
  private beat: NodeJS.Timeout | null = null;
  private reading = false;
  private readonly pollMs: number;
  private readonly heartbeatMs: number;

  constructor(
    private readonly db: Db,
    options: HubOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.heartbeatMs = options.heartbeatMs ?? 20_000;
  }

  get size() {
    return this.players.size;
  }

  /** Starts a player's stream: the event-stream headers, a first `ready`, then `changed` whenever its cinema moves. */
  open(res: ServerResponse, cinemaId: number) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // A reverse proxy must pass each event on at once (nginx buffers answers otherwise).
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\nevent: ready\ndata: {}\n\n');
    const player = { res, cinemaId };
    this.players.add(player);
    res.on('close', () => this.drop(player));
    this.start();
  }

  /** Ends every stream (the server is closing): players reconnect to another process or after the restart. */
  closeAll() {
    for (const p of [...this.players]) p.res.end();
    this.players.clear();
    this.stop();
  }

  /** Reads the stamps once and tells the players of each cinema whose stamp moved. */
  async check() {
    if (this.reading || this.players.size === 0) return;
    this.reading = true;
    try {
      const cinemaIds = [...new Set([...this.players].map((p) => p.cinemaId))];
      const now = await stampsOf(this.db, cinemaIds);
      for (const [cinemaId, stamp] of now) {
        const before = this.stamps.get(cinemaId);
        this.stamps.set(cinemaId, stamp);
        if (before !== undefined && before !== stamp) this.send(cinemaId, 'event: changed\ndata: {}\n\n');
      }
    } finally {
      this.reading = false;
    }
  }

  private send(cinemaId: number, chunk: string) {
    for (const p of this.players) if (p.cinemaId === cinemaId) p.res.write(chunk);
  }

  private drop(player: Player) {
    this.players.delete(player);
    if (![...this.players].some((p) => p.cinemaId === player.cinemaId)) this.stamps.delete(player.cinemaId);
    if (this.players.size === 0) this.stop();
  }

  private start() {
    // Only while players are connected: an API process without them reads nothing.
    this.poll ??= setInterval(() => void this.check().catch(() => undefined), this.pollMs);
    this.beat ??= setInterval(() => {
      for (const p of this.players) p.res.write(': heartbeat\n\n');
    }, this.heartbeatMs);
    this.poll.unref();
    this.beat.unref();
    // The stamp the new player's program was read at (or near): the next move is a change for it.
    void this.check().catch(() => undefined);
  }

  private stop() {
    if (this.poll) clearInterval(this.poll);
    if (this.beat) clearInterval(this.beat);
    this.poll = null;
    this.beat = null;
  }
}

/** The change stamp of each cinema: one statement for all of them. */
export async function stampsOf(db: Db, cinemaIds: readonly number[], now = new Date()) {
  const out = new Map<number, string>();
  if (!cinemaIds.length) return out;
  const from = addDays(tokyoDateOf(now), -1);
  const to = addDays(from, 3);
  const ids = sql.join(
    cinemaIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ cinema_id: number; stamp: string }>(
    db.execute(sql`
    select c.id as cinema_id,
      concat_ws('|',
        (select s.changed_at::text from signage_settings s where s.cinema_id = c.id),
        (select max(x.updated_at)::text || ':' || count(*) from screenings x
          where x.cinema_id = c.id and x.business_date between ${from} and ${to}),
        (select max(r.updated_at)::text || ':' || count(*) || ':' || count(*) filter (where r.status <> 'released')
          from seat_reservations r join screenings x on x.id = r.screening_id
          where x.cinema_id = c.id and x.business_date between ${from} and ${to})
      ) as stamp
    from cinemas c where c.id in (${ids})`),
  );
  for (const row of rows) out.set(Number(row.cinema_id), row.stamp);
  return out;
}
