// GET /api/schedule/week for one cinema and one week, on a brand with 3 cinemas × 8 screens ×
// 6 screenings a day × 90 days (12,960 screenings, generated straight into the database next to
// the demo data). Latency is measured with one connection (the 50 ms target is per request) and
// throughput with 10; autocannon runs in a child process so it does not share the API's event loop.
// With BENCH_DATABASE_URL the API runs on that PostgreSQL instead (a fresh database, dropped after).
// Run: node --import tsx bench/schedule-week.mjs   (writes bench/results/schedule-week[-pg].json)
import { eq } from 'drizzle-orm';
import { addDays, allModulesOn, businessDateOf, endTimeFor, fromScaleMinutes } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import {
  accountCinemas,
  accounts,
  brands,
  cinemas,
  films,
  houseFormatIds,
  houses,
  roles,
  screenings,
  versions,
} from '../apps/api/src/db/schema/index.ts';
import { seedHouses } from '../apps/api/src/seed/houses.ts';
import { autocannon, openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_MS = 50;
const CINEMAS = 3;
const SCREENS = 8;
const PER_DAY = 6;
const DAYS = 90;
const FIRST_DAY = '2030-01-07'; // a Monday
const WEEK = addDays(FIRST_DAY, 28);

const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const db = database.db;

/** The bench brand: cinemas, screens and versions as the demo makes them, a dozen films, a staff login. */
async function benchBrand() {
  const [brand] = await db
    .insert(brands)
    .values({ code: 'BENCH', name: 'ベンチシネマ', companyName: '株式会社ベンチシネマ', moduleMap: allModulesOn() })
    .returning({ id: brands.id });
  const brandId = brand.id;
  const cinemaIds = [];
  for (let c = 0; c < CINEMAS; c++) {
    const [row] = await db
      .insert(cinemas)
      .values({
        brandId,
        code: `B${c + 1}`,
        name: `ベンチシネマ${c + 1}`,
        prefectureCode: '13',
        city: '新宿区',
        status: 'open',
      })
      .returning({ id: cinemas.id });
    await seedHouses(
      db,
      brandId,
      row.id,
      Array.from({ length: SCREENS }, (_, n) => 300 - n * 25),
    );
    cinemaIds.push(row.id);
  }
  const filmRows = await db
    .insert(films)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        brandId,
        name: `ベンチ作品${i + 1}`,
        nameKana: `ベンチサクヒン${i + 1}`,
        lengthMinutes: 95 + i * 3,
        trailerMinutes: 10,
        releaseDate: FIRST_DAY,
        classification: i % 4 === 0 ? 'PG12' : 'G',
      })),
    )
    .returning({ id: films.id, length: films.lengthMinutes, trailer: films.trailerMinutes });
  const [role] = await db
    .insert(roles)
    .values({ brandId, name: '劇場スタッフ', isAdmin: false, permissions: { performance: ['view'] } })
    .returning({ id: roles.id });
  const [demo] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.userName, 'shinjuku'));
  const [account] = await db
    .insert(accounts)
    .values({
      userName: 'bench-staff',
      displayName: 'ベンチ',
      email: 'bench@example.jp',
      type: 'cinema',
      brandId,
      roleId: role.id,
      passwordHash: demo.passwordHash,
    })
    .returning({ id: accounts.id });
  await db.insert(accountCinemas).values({ accountId: account.id, cinemaId: cinemaIds[0], brandId });
  return { brandId, cinemaIds, films: filmRows };
}

/** 6 screenings per screen per day at fixed 165-minute steps from 09:00: no overlaps, cleaning included. */
async function generate({ brandId, cinemaIds, films: filmRows }) {
  const started = performance.now();
  let total = 0;
  for (const cinemaId of cinemaIds) {
    const screens = await db
      .select({ id: houses.id, formatIds: houseFormatIds })
      .from(houses)
      .where(eq(houses.cinemaId, cinemaId));
    const vs = await db
      .select({ id: versions.id, kind: versions.kind, code: versions.code })
      .from(versions)
      .where(eq(versions.cinemaId, cinemaId));
    const none = vs.find((v) => v.kind === 'language' && v.code === 'NONE').id;
    const rows = [];
    for (let d = 0; d < DAYS; d++) {
      const date = addDays(FIRST_DAY, d);
      screens.forEach((h, n) => {
        for (let k = 0; k < PER_DAY; k++) {
          const film = filmRows[(n + k + d) % filmRows.length];
          const minutes = 9 * 60 + k * 165;
          const startAt = new Date(fromScaleMinutes(date, minutes));
          const endAt = new Date(endTimeFor(startAt, film.length, film.trailer));
          rows.push({
            brandId,
            cinemaId,
            filmId: film.id,
            houseId: h.id,
            languageVersionId: none,
            formatVersionId: h.formatIds[0],
            startAt,
            endAt,
            cleaningMinutes: 15,
            blockedUntil: new Date(endAt.getTime() + 15 * 60_000),
            businessDate: businessDateOf(startAt, 29),
            category: minutes >= 20 * 60 ? 'late' : 'main',
            status: 'onSale',
          });
        }
      });
    }
    for (let i = 0; i < rows.length; i += 1000) await db.insert(screenings).values(rows.slice(i, i + 1000));
    total += rows.length;
  }
  return { total, ms: Math.round(performance.now() - started) };
}

const bench = await benchBrand();
const generated = await generate(bench);
const app = await buildApp({ db });
const token = await tokenFor(app, 'bench-staff');
const route = `/api/schedule/week?from=${WEEK}`;
const check = await app.inject({ method: 'GET', url: route, headers: { authorization: `Bearer ${token}` } });
if (check.statusCode !== 200) throw new Error(`GET ${route} answered ${check.statusCode}: ${check.body}`);
const weekRows = check.json().data.days.reduce((n, d) => n + d.screens.reduce((m, s) => m + s.screenings.length, 0), 0);
if (weekRows !== SCREENS * PER_DAY * 7)
  throw new Error(`the week holds ${weekRows} screenings, expected ${SCREENS * PER_DAY * 7}`);
const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${route}`;

const load = async (connections) => ({
  connections,
  ...(await autocannon(url, { connections, seconds, headers: { authorization: `Bearer ${token}` } })),
});

console.log(
  `${generated.total} screenings generated in ${generated.ms} ms; GET ${route}: ${weekRows} screenings, ${Buffer.byteLength(check.body)} bytes`,
);
console.log(`1 connection, ${seconds} s…`);
const single = await load(1);
console.log(`10 connections, ${seconds} s…`);
const ten = await load(10);
await app.close();
await database.close();

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    seconds,
    database: pgUrl ? 'PostgreSQL' : 'PGlite in memory',
    screenings: generated.total,
    shape: `${CINEMAS} cinemas × ${SCREENS} screens × ${PER_DAY} a day × ${DAYS} days`,
    weekScreenings: weekRows,
    answerBytes: Buffer.byteLength(check.body),
    targetMs: TARGET_MS,
  },
  generateMs: generated.ms,
  single,
  ten,
  withinTarget: single.latencyP50Ms < TARGET_MS,
};
const row = (r) =>
  `${String(r.connections).padStart(2)} conn   ${String(r.reqPerSec).padStart(6)} req/s   p50 ${r.latencyP50Ms} ms   p99 ${r.latencyP99Ms} ms`;
console.log(row(single));
console.log(row(ten));
console.log(
  `p50 with one connection ${single.latencyP50Ms} ms against the ${TARGET_MS} ms target: ${result.withinTarget ? 'within' : 'OVER'}`,
);
writeResult(`schedule-week${pgUrl ? '-pg' : ''}`, result);
