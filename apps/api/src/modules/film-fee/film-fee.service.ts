import { and, eq, sql } from 'drizzle-orm';
import {
  lastMonthInJapan,
  filmFeeMessages,
  monthText,
  type FilmFeeAdjustBody,
  type FilmFeeConfirmAllAnswer,
  type FilmFeeConfirmAllBody,
  type FilmFeeConfirmBody,
  type FilmFeeList,
  type FilmFeeListQuery,
  type FilmFeeUnconfirmBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas, clients, filmFeeStatements, films } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { AppError, conflict, found, staleVersion } from '../../platform/errors.js';
import { listAnswer } from '../../platform/list.js';
import { brandReportCinemas } from '../../platform/report-cinemas.js';
import { statementsOf } from './film-fee.repository.js';
import { statements } from './film-fee.statements.js';
import { refuseUnconfirmWhenSettled, syncFilmFeePayable } from '../payables/index.js';

// 映画料集計 (docs/accounting.md, "映画料集計"): the month's statements (a film at a cinema), computed from the 精算単位
// while 暫定 and as confirmed once 確定; 調整額, 確定 and 確定解除 by head office, each audited.

/** A 配給会社 the caller names must be its brand's: another brand's answers 404 as its record would. */
async function checkDistributor(db: Db, brandId: number, distributorId: number | undefined) {
  if (distributorId === undefined) return;
  const [d] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, distributorId), eq(clients.brandId, brandId), eq(clients.role, 'distributor')));
  found(d, '配給会社が見つかりません');
}

export async function listFilmFees(db: Db, actor: Actor, q: FilmFeeListQuery): Promise<FilmFeeList> {
  const c = await brandReportCinemas(db, actor.scope, q.cinemaId ? [q.cinemaId] : undefined);
  const month = q.month ?? lastMonthInJapan();
  if (!c.brandId) return { ...listAnswer([], 0, q), month };
  await checkDistributor(db, c.brandId, q.distributorId);
  const rows = await statements(db, { ...c, brandId: c.brandId, month, distributorId: q.distributorId });
  const word = q.keyword?.toLowerCase();
  const kept = word
    ? rows.filter((r) => `${r.filmName} ${r.distributorName ?? ''}`.toLowerCase().includes(word))
    : rows;
  const page = kept.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize);
  return { ...listAnswer(page, kept.length, q), month };
}

/** One statement, its record locked for update (made first when there is none, so two writers queue on it). */
async function lockedStatement(tx: Db, actor: Actor, key: FilmFeeConfirmBody) {
  const cinema = await cinemaFor(tx, actor, key.cinemaId);
  const [c] = await tx
    .select({ id: cinemas.id, code: cinemas.code, name: cinemas.name, rounding: brands.fractionRounding })
    .from(cinemas)
    .innerJoin(brands, eq(brands.id, cinemas.brandId))
    .where(eq(cinemas.id, cinema.id));
  const [film] = await tx
    .select({ id: films.id })
    .from(films)
    .where(and(eq(films.id, key.filmId), eq(films.brandId, cinema.brandId)));
  found(film, '作品が見つかりません');
  await tx
    .insert(filmFeeStatements)
    .values({ brandId: cinema.brandId, cinemaId: cinema.id, filmId: key.filmId, month: key.month, version: 0 })
    .onConflictDoNothing();
  const { rounding, ...shown } = found(c);
  const read = { brandId: cinema.brandId, cinemas: [shown], month: key.month, rounding, filmId: key.filmId };
  const record = found(
    (await statementsOf(tx, [cinema.id], key.month, key.filmId, true)).get(`${cinema.id}-${key.filmId}`),
  );
  if (record.version !== key.version) throw staleVersion();
  const [row] = await statements(tx, read);
  return { cinema, name: shown.name, record, row };
}

const where = (b: FilmFeeConfirmBody) =>
  sql`${filmFeeStatements.cinemaId} = ${b.cinemaId} and ${filmFeeStatements.filmId} = ${b.filmId} and ${filmFeeStatements.month} = ${b.month}`;

async function answer(db: Db, actor: Actor, b: FilmFeeConfirmBody) {
  const c = await brandReportCinemas(db, actor.scope, [b.cinemaId]);
  const [row] = await statements(db, { ...c, brandId: found(c.brandId), month: b.month, filmId: b.filmId });
  return found(row);
}

export async function adjustFilmFee(db: Db, actor: Actor, body: FilmFeeAdjustBody) {
  const b = { ...body, adjustmentReason: body.adjustmentReason ?? null };
  await db.transaction(async (tx) => {
    const s = await lockedStatement(tx, actor, b);
    if (s.record.status === 'confirmed') throw conflict(filmFeeMessages.confirmedLocked);
    if (!s.row) throw conflict(filmFeeMessages.nothing(b.month));
    await tx
      .update(filmFeeStatements)
      .set({
        adjustment: b.adjustment,
        adjustmentReason: b.adjustment === 0 ? null : b.adjustmentReason,
        version: sql`${filmFeeStatements.version} + 1`,
        updatedAt: new Date(),
      })
      .where(where(b));
    await audit(tx, actor, {
      action: 'update',
      entity: 'filmFee',
      entityId: `${s.cinema.id}-${b.filmId}-${b.month}`,
      brandId: s.cinema.brandId,
      cinemaId: s.cinema.id,
      summary: `${s.name} ${monthText(b.month)} ${s.row?.filmName ?? ''} 映画料の調整額 ${b.adjustment}円（理由：${b.adjustmentReason ?? 'なし'}）`,
      detail: { adjustment: b.adjustment, reason: b.adjustmentReason, before: s.record.adjustment },
    });
  });
  return answer(db, actor, b);
}

export async function confirmFilmFee(db: Db, actor: Actor, b: FilmFeeConfirmBody) {
  await db.transaction(async (tx) => {
    const s = await lockedStatement(tx, actor, b);
    if (s.record.status === 'confirmed') throw conflict(filmFeeMessages.confirmedLocked);
    if (!s.row || s.row.boxOffice === 0) throw conflict(filmFeeMessages.nothing(b.month));
    if (!s.row.monthClosed) throw conflict(filmFeeMessages.monthNotClosed(b.month));
    if (s.row.fee === null) throw conflict(filmFeeMessages.rateMissing(s.row.filmName));
    const {
      status: _s,
      version: _v,
      confirmedAt: _a,
      confirmedByName: _n,
      monthClosed: _m,
      adjustmentReason: _r,
      ...figures
    } = s.row;
    await tx
      .update(filmFeeStatements)
      .set({
        status: 'confirmed',
        confirmed: figures,
        confirmedAt: new Date(),
        confirmedById: actor.real.id > 0 ? actor.real.id : null,
        confirmedByName: actor.real.displayName,
        version: sql`${filmFeeStatements.version} + 1`,
        updatedAt: new Date(),
      })
      .where(where(b));
    // 買掛・未払: the 配給会社's month of confirmed fees is its payable (docs/accounting.md, "買掛・未払").
    await syncFilmFeePayable(tx, { brandId: s.cinema.brandId, clientId: figures.distributorId, month: b.month });
    await audit(tx, actor, {
      action: 'confirm',
      entity: 'filmFee',
      entityId: `${s.cinema.id}-${b.filmId}-${b.month}`,
      brandId: s.cinema.brandId,
      cinemaId: s.cinema.id,
      summary: `${s.name} ${monthText(b.month)} ${s.row.filmName} 映画料を確定（合計 ${s.row.total}円、消費税 ${s.row.tax}円）`,
      detail: { figures },
    });
  });
  return answer(db, actor, b);
}

export async function unconfirmFilmFee(db: Db, actor: Actor, b: FilmFeeUnconfirmBody) {
  await db.transaction(async (tx) => {
    const s = await lockedStatement(tx, actor, b);
    if (s.record.status !== 'confirmed') throw conflict(filmFeeMessages.notConfirmed);
    const payableKey = { brandId: s.cinema.brandId, clientId: s.record.confirmed?.distributorId, month: b.month };
    await refuseUnconfirmWhenSettled(tx, payableKey);
    await tx
      .update(filmFeeStatements)
      .set({
        status: 'provisional',
        confirmed: null,
        version: sql`${filmFeeStatements.version} + 1`,
        updatedAt: new Date(),
      })
      .where(where(b));
    await syncFilmFeePayable(tx, payableKey);
    await audit(tx, actor, {
      action: 'unconfirm',
      entity: 'filmFee',
      entityId: `${s.cinema.id}-${b.filmId}-${b.month}`,
      brandId: s.cinema.brandId,
      cinemaId: s.cinema.id,
      summary: `${s.name} ${monthText(b.month)} ${s.row?.filmName ?? ''} 映画料の確定解除（理由：${b.reason}）`,
      detail: { reason: b.reason, confirmed: s.record.confirmed },
    });
  });
  return answer(db, actor, b);
}

/**
 * 一括確定: each 暫定 statement of the month in its own transaction, so one that cannot be confirmed (its month open,
 * a 歩率 missing) keeps none of the others from it; the answer says how many were confirmed and why the others not.
 */
export async function confirmAllFilmFees(
  db: Db,
  actor: Actor,
  b: FilmFeeConfirmAllBody,
): Promise<FilmFeeConfirmAllAnswer> {
  const c = await brandReportCinemas(db, actor.scope);
  const answer: FilmFeeConfirmAllAnswer = { month: b.month, confirmed: 0, refused: [] };
  if (!c.brandId) throw conflict(filmFeeMessages.noneConfirmed(b.month));
  await checkDistributor(db, c.brandId, b.distributorId);
  const rows = await statements(db, { ...c, brandId: c.brandId, month: b.month, distributorId: b.distributorId });
  for (const r of rows.filter((x) => x.status === 'provisional')) {
    try {
      await confirmFilmFee(db, actor, { cinemaId: r.cinemaId, filmId: r.filmId, month: b.month, version: r.version });
      answer.confirmed += 1;
    } catch (err) {
      if (!(err instanceof AppError) || !['conflict', 'stale_version'].includes(err.code)) throw err;
      answer.refused.push({ cinemaName: r.cinemaName, filmName: r.filmName, reason: err.message });
    }
  }
  // Nothing confirmed is not a success: the person is told why, with an example.
  if (!answer.confirmed)
    throw conflict(filmFeeMessages.noneConfirmed(b.month, answer.refused[0], answer.refused.length));
  return answer;
}
