// POST /api/schedule/publish for one cinema's week: 新宿 of the demo (6 screens) with 8 draft
// screenings per screen a day for 7 days (336, all priced) generated on a week the demo never
// reaches, on PGlite in memory. Each run publishes the week (after its summary, as the dialog does)
// and takes it back, so every run publishes the same 336 drafts. Target: publish under 1 s.
// Run: node --import tsx bench/schedule-publish.mjs   (writes bench/results/schedule-publish.json)
import { and, asc, eq } from 'drizzle-orm';
import { addDays, businessDateOf, endTimeFor, fromScaleMinutes } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import {
  cinemas,
  films,
  houseFormatIds,
  houses,
  priceTemplates,
  screenings,
  versions,
} from '../apps/api/src/db/schema/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TARGET_MS = 1000;
const PER_DAY = 8;
const FROM = '2030-03-01'; // a Friday: the 興行週
const TO = addDays(FROM, 6);

const database = await openDemoDatabase();
const db = database.db;

async function generate() {
  const [cinema] = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId })
    .from(cinemas)
    .where(eq(cinemas.code, '0101'));
  const [screens, vs, [template], filmRows] = await Promise.all([
    db
      .select({ id: houses.id, formatIds: houseFormatIds })
      .from(houses)
      .where(eq(houses.cinemaId, cinema.id))
      .orderBy(asc(houses.sortOrder)),
    db
      .select({ id: versions.id, kind: versions.kind, code: versions.code })
      .from(versions)
      .where(eq(versions.cinemaId, cinema.id)),
    db.select({ id: priceTemplates.id }).from(priceTemplates).where(eq(priceTemplates.cinemaId, cinema.id)).limit(1),
    db
      .select({ id: films.id, length: films.lengthMinutes, trailer: films.trailerMinutes })
      .from(films)
      .where(and(eq(films.brandId, cinema.brandId), eq(films.approvalStatus, 'approved')))
      .limit(12),
  ]);
  const none = vs.find((v) => v.kind === 'language' && v.code === 'NONE').id;
  const rows = [];
  for (let d = 0; d < 7; d++) {
    const date = addDays(FROM, d);
    screens.forEach((h, n) => {
      for (let k = 0; k < PER_DAY; k++) {
        const film = filmRows[(n + k + d) % filmRows.length];
        // 8:00 onwards every 125 minutes: films are cut to fit, so no two blocks overlap.
        const minutes = 8 * 60 + k * 125;
        const startAt = new Date(fromScaleMinutes(date, minutes));
        const endAt = new Date(endTimeFor(startAt, Math.min(film.length, 100), 10));
        rows.push({
          brandId: cinema.brandId,
          cinemaId: cinema.id,
          filmId: film.id,
          houseId: h.id,
          languageVersionId: none,
          formatVersionId: h.formatIds[0],
          startAt,
          endAt,
          cleaningMinutes: 10,
          blockedUntil: new Date(endAt.getTime() + 10 * 60_000),
          businessDate: businessDateOf(startAt, 29),
          category: minutes >= 20 * 60 ? 'late' : 'main',
          priceTemplateId: template.id,
        });
      }
    });
  }
  await db.insert(screenings).values(rows);
  return { cinemaId: cinema.id, count: rows.length, screens: screens.length };
}

const generated = await generate();
const app = await buildApp({ db });
const token = await tokenFor(app, 'shinjuku');
const post = async (path, expect) => {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/schedule/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { cinemaId: generated.cinemaId, from: FROM, to: TO },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  const data = res.json().data;
  const n = data.count ?? data.drafts;
  if (n !== expect) throw new Error(`${path}: ${n} screenings, expected ${expect}`);
  return ms;
};

const previewMs = [];
const publishMs = [];
for (let i = 0; i < RUNS; i++) {
  previewMs.push(await post('publish/preview', generated.count));
  publishMs.push(await post('publish', generated.count));
  await post('unpublish', generated.count);
}
await app.close();
await database.close();

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    database: 'PGlite in memory',
    screenings: generated.count,
    shape: `${generated.screens} screens × ${PER_DAY} a day × 7 days`,
    runs: RUNS,
    targetMs: TARGET_MS,
  },
  previewMs: stats(previewMs),
  publishMs: stats(publishMs),
};
result.withinTarget = result.publishMs.median < TARGET_MS;
console.log(
  `publish ${generated.count} screenings: median ${result.publishMs.median} ms, max ${result.publishMs.max} ms (summary: median ${result.previewMs.median} ms) against the ${TARGET_MS} ms target: ${result.withinTarget ? 'within' : 'OVER'}`,
);
writeResult('schedule-publish', result);
