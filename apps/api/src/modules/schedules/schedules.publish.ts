import { readAll } from '../../db/reads.js';
import { and, asc, between, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  formatBusinessDate,
  PUBLISH_LIST_LIMIT,
  publishUnpriced,
  type EmptyScreenDays,
  type PublishItem,
  type PublishNamed,
  type SchedulePublishBody,
  type SchedulePublishPreview,
  type SchedulePublishResult,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { films, houses, screenings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { invalidField } from '../../platform/errors.js';
import { afterCommit } from '../../platform/events.js';
import { cinemaTimes, scaleLabel, warningsFor } from './schedules.time.js';

// 公開: drafts of a range of business days become visible to customers in one transaction.

/** The live screenings of the cinema's range: not cancelled, drafts or published as asked. */
const inRange = (cinemaId: number, b: SchedulePublishBody, published: boolean): SQL =>
  and(
    eq(screenings.cinemaId, cinemaId),
    between(screenings.businessDate, b.from, b.to),
    ne(screenings.status, 'cancelled'),
    published ? isNotNull(screenings.publishedAt) : isNull(screenings.publishedAt),
  )!;

/** The drafts of the range as one json value (hundreds of rows parse far faster so on PGlite). */
async function draftRows(db: Db, cinemaId: number, b: SchedulePublishBody) {
  const [row] = await db
    .select({
      rows: sql<unknown[][] | string | null>`json_agg(json_build_array(${screenings.id}, ${screenings.businessDate},
        floor(extract(epoch from ${screenings.startAt}) * 1000)::bigint, floor(extract(epoch from ${screenings.endAt}) * 1000)::bigint,
        ${houses.name}, ${films.name}, ${films.classification}, ${films.releaseDate}, ${screenings.priceTemplateId})
        order by ${screenings.startAt}, ${houses.sortOrder}, ${screenings.id})`,
    })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .where(inRange(cinemaId, b, false));
  const list = (typeof row?.rows === 'string' ? JSON.parse(row.rows) : row?.rows) as unknown[][] | null;
  return (list ?? []).map((v) => ({
    id: v[0] as number,
    businessDate: v[1] as string,
    startAt: new Date(Number(v[2])),
    endAt: new Date(Number(v[3])),
    houseName: v[4] as string,
    filmName: v[5] as string,
    classification: v[6] as string,
    releaseDate: v[7] as string | null,
    priceTemplateId: v[8] as number | null,
  }));
}
type DraftRow = Awaited<ReturnType<typeof draftRows>>[number];

const item = (r: DraftRow, note: string | null = null): PublishItem => ({
  id: r.id,
  businessDate: r.businessDate,
  startTime: scaleLabel(r.startAt, r.businessDate),
  houseName: r.houseName,
  filmName: r.filmName,
  note,
});

const named = (items: PublishItem[]): PublishNamed => ({
  count: items.length,
  items: items.slice(0, PUBLISH_LIST_LIMIT),
});

/**
 * The cinema's screens with no screening, draft or published (a cancelled one shows nothing), on whole business days
 * of the range: publishing a week with a screen left dark is allowed, but staff should see it first.
 */
async function emptyDays(db: Db, cinemaId: number, b: SchedulePublishBody): Promise<EmptyScreenDays[]> {
  const [screens, shown] = await readAll(
    db,
    () =>
      db
        .select({ id: houses.id, name: houses.name })
        .from(houses)
        .where(eq(houses.cinemaId, cinemaId))
        .orderBy(asc(houses.sortOrder), asc(houses.id)),
    () =>
      db
        .selectDistinct({ houseId: screenings.houseId, date: screenings.businessDate })
        .from(screenings)
        .where(
          and(
            eq(screenings.cinemaId, cinemaId),
            between(screenings.businessDate, b.from, b.to),
            ne(screenings.status, 'cancelled'),
          ),
        ),
  );
  const busy = new Set(shown.map((s) => `${s.houseId} ${s.date}`));
  const days = Array.from({ length: daysBetween(b.from, b.to) + 1 }, (_, i) => addDays(b.from, i));
  return screens
    .map((h) => ({ houseId: h.id, houseName: h.name, dates: days.filter((d) => !busy.has(`${h.id} ${d}`)) }))
    .filter((h) => h.dates.length > 0);
}

/** What publishing the range would do: the drafts, and those without prices, late for minors or before release. */
export async function publishPreview(db: Db, actor: Actor, body: SchedulePublishBody): Promise<SchedulePublishPreview> {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const [rows, times, [published], empty] = await readAll(
    db,
    () => draftRows(db, cinema.id, body),
    () => cinemaTimes(db, cinema),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(screenings)
        .where(inRange(cinema.id, body, true)),
    () => emptyDays(db, cinema.id, body),
  );
  const warn = warningsFor(times);
  const late: PublishItem[] = [];
  for (const r of rows) {
    const [message] = warn(r);
    if (message) late.push(item(r, message));
  }
  return {
    from: body.from,
    to: body.to,
    drafts: rows.length,
    published: published?.n ?? 0,
    unpriced: named(rows.filter((r) => r.priceTemplateId === null).map((r) => item(r))),
    lateHour: named(late),
    advance: named(
      rows
        .filter((r) => r.releaseDate && r.businessDate < r.releaseDate)
        .map((r) => item(r, `先行上映（公開日 ${formatBusinessDate(r.releaseDate!)}）`)),
    ),
    emptyDays: empty,
  };
}

const rangeLabel = (b: SchedulePublishBody) =>
  b.from === b.to ? formatBusinessDate(b.from) : `${formatBusinessDate(b.from)}〜${formatBusinessDate(b.to)}`;

/** 公開: every draft of the range at once; refused while any lacks a price template. */
export async function publishRange(db: Db, actor: Actor, body: SchedulePublishBody): Promise<SchedulePublishResult> {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const result = await db.transaction(async (tx) => {
    const [unpriced] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(screenings)
      .where(and(inRange(cinema.id, body, false), isNull(screenings.priceTemplateId)));
    if (unpriced?.n) throw invalidField('priceTemplateId', publishUnpriced(unpriced.n));
    const now = new Date();
    const rows = await tx
      .update(screenings)
      .set({ publishedAt: now, updatedAt: now, version: sql`${screenings.version} + 1` })
      .where(inRange(cinema.id, body, false))
      .returning({ id: screenings.id });
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    await audit(tx, actor, {
      action: 'update',
      entity: 'screening',
      entityId: null,
      brandId: cinema.brandId,
      summary: `公開：${rangeLabel(body)}（${ids.length}件）`,
      detail: { cinemaId: cinema.id, from: body.from, to: body.to, ids },
    });
    return { count: ids.length, ids };
  });
  afterCommit(db, 'schedule.published', { cinemaId: cinema.id });
  return result;
}

/** 公開を取り消す: the range's published screenings become drafts again (sales do not exist yet). */
export async function unpublishRange(db: Db, actor: Actor, body: SchedulePublishBody): Promise<SchedulePublishResult> {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const result = await db.transaction(async (tx) => {
    const now = new Date();
    const rows = await tx
      .update(screenings)
      .set({ publishedAt: null, updatedAt: now, version: sql`${screenings.version} + 1` })
      .where(inRange(cinema.id, body, true))
      .returning({ id: screenings.id });
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    await audit(tx, actor, {
      action: 'update',
      entity: 'screening',
      entityId: null,
      brandId: cinema.brandId,
      summary: `公開取り消し：${rangeLabel(body)}（${ids.length}件）`,
      detail: { cinemaId: cinema.id, from: body.from, to: body.to, ids },
    });
    return { count: ids.length, ids };
  });
  afterCommit(db, 'schedule.published', { cinemaId: cinema.id });
  return result;
}
