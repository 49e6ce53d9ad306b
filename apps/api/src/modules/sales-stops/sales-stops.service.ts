import {
  ja,
  type SalesStop,
  type SalesStopCreateBody,
  type SalesStopEndBody,
  type SalesStopEvent,
  type SalesStopUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { salesStops } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, found, invalidField, noPermission, staleVersion } from '../../platform/errors.js';
import { afterCommit } from '../../platform/events.js';
import { findSalesStop, insertSalesStop, updateSalesStop } from './sales-stops.repository.js';

export const platformOnly = 'プラットフォーム全体の販売停止は、スーパー管理者だけが登録・変更できます。';
export const endMustBeFuture =
  '「停止終了日時」には現在より後の日時を指定してください。今すぐ解除するには「終了」を使ってください。';

const who = (actor: Actor) => ({
  by: actor.real.displayName,
  actingAs: actor.account.id !== actor.real.id ? actor.account.displayName : null,
});
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** The pickers choose whole minutes: a start within the last minute is the minute being lived, i.e. now. */
const START_GRACE_MS = 60_000;
/**
 * A stop never reaches back. No start means now (the form says so beside the field); a start
 * in the past is refused rather than quietly moved, and so is an end that has already passed.
 */
function checkedPeriod(requested: { startsAt: string | null; endsAt: string | null }, now: Date) {
  const start = requested.startsAt ? Date.parse(requested.startsAt) : null;
  if (start !== null && start < now.getTime() - START_GRACE_MS) throw invalidField('startsAt', ja.salesStopStartPast);
  const endsAt = requested.endsAt ? new Date(requested.endsAt) : null;
  if (endsAt && endsAt <= now) throw invalidField('endsAt', ja.salesStopEndPast);
  return { startsAt: start !== null && start > now.getTime() ? new Date(start) : now, endsAt };
}
const placeOf = (s: Pick<SalesStop, 'scope' | 'cinemaName'>) =>
  s.scope === 'platform' ? 'プラットフォーム全体' : (s.cinemaName ?? '劇場');

/** Cinema staff read platform-wide stops but only the operator changes them. */
function assertWritable(actor: Actor, stop: SalesStop) {
  if (stop.scope === 'platform' && actor.account.type !== 'superAdmin') throw noPermission(platformOnly);
}

export async function createSalesStop(db: Db, actor: Actor, body: SalesStopCreateBody, now = new Date()) {
  if (body.scope === 'platform' && actor.account.type !== 'superAdmin') throw noPermission(platformOnly);
  const cinema = body.scope === 'cinema' ? await cinemaFor(db, actor, body.cinemaId) : null;
  const { startsAt, endsAt } = checkedPeriod(body, now);
  if (endsAt && endsAt <= startsAt) throw invalidField('endsAt', ja.salesStopStartAfterEnd);
  const event: SalesStopEvent = { at: now.toISOString(), action: 'created', ...who(actor), changes: [] };
  const saved = await db.transaction(async (tx) => {
    const id = await insertSalesStop(tx, {
      scope: body.scope,
      brandId: cinema?.brandId ?? null,
      cinemaId: cinema?.id ?? null,
      startsAt,
      endsAt,
      message: body.message,
      createdById: actor.real.id,
      createdByName: actor.real.displayName,
      history: [event],
    });
    await audit(tx, actor, {
      action: 'create',
      entity: 'salesStop',
      entityId: id,
      brandId: cinema?.brandId ?? null,
      summary: body.message,
      detail: { scope: body.scope, cinemaId: cinema?.id ?? null, startsAt: iso(startsAt), endsAt: iso(endsAt) },
    });
    return found(await findSalesStop(tx, actor.scope, id, now));
  });
  afterCommit(db, 'onlineSales.changed', { cinemaId: cinema?.id ?? null });
  return saved;
}

export async function saveSalesStop(db: Db, actor: Actor, body: SalesStopUpdateBody, now = new Date()) {
  const current = found(await findSalesStop(db, actor.scope, body.id, now));
  assertWritable(actor, current);
  if (current.state === 'ended') throw conflict(ja.salesStopEnded);
  const was = { startsAt: new Date(current.startsAt), endsAt: current.endsAt ? new Date(current.endsAt) : null };
  let startsAt = was.startsAt;
  if (current.state === 'active') {
    if (body.startsAt && Date.parse(body.startsAt) !== was.startsAt.getTime())
      throw conflict(ja.salesStopStartFixed, 'startsAt');
  }
  const endsAt = body.endsAt ? new Date(body.endsAt) : null;
  // A running stop is lifted with 終了, never by moving its end into the past.
  if (endsAt && endsAt <= now && current.state === 'active') throw invalidField('endsAt', endMustBeFuture);
  // A scheduled stop's start moves only when one is given; the end is checked like a new stop's.
  if (current.state !== 'active') {
    const period = checkedPeriod(body, now);
    if (body.startsAt) startsAt = period.startsAt;
  }
  if (endsAt && endsAt <= startsAt) throw invalidField('endsAt', ja.salesStopStartAfterEnd);

  const changes: SalesStopEvent['changes'] = [];
  if (startsAt.getTime() !== was.startsAt.getTime())
    changes.push({ field: 'startsAt', from: iso(was.startsAt), to: iso(startsAt) });
  if (iso(endsAt) !== iso(was.endsAt)) changes.push({ field: 'endsAt', from: iso(was.endsAt), to: iso(endsAt) });
  if (body.message !== current.message) changes.push({ field: 'message', from: current.message, to: body.message });
  const history = changes.length
    ? [...current.history, { at: now.toISOString(), action: 'edited' as const, ...who(actor), changes }]
    : current.history;

  const saved = await db.transaction(async (tx) => {
    if (!(await updateSalesStop(tx, body.id, body.version, { startsAt, endsAt, message: body.message, history })))
      throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'salesStop',
      entityId: body.id,
      brandId: current.brandId,
      summary: placeOf(current),
      detail: { changes },
    });
    return found(await findSalesStop(tx, actor.scope, body.id, now));
  });
  afterCommit(db, 'onlineSales.changed', { cinemaId: current.cinemaId });
  return saved;
}

/** 終了: lifts a running stop now; its end time records when. */
export async function endSalesStop(db: Db, actor: Actor, body: SalesStopEndBody, now = new Date()) {
  const current = found(await findSalesStop(db, actor.scope, body.id, now));
  assertWritable(actor, current);
  if (current.state === 'scheduled') throw conflict(ja.salesStopNotStarted);
  if (current.state === 'ended') throw conflict(ja.salesStopEnded);
  // The end lies after the start even for a stop begun this very millisecond.
  const endsAt = new Date(Math.max(now.getTime(), Date.parse(current.startsAt) + 1));
  const change = { field: 'endsAt' as const, from: current.endsAt, to: endsAt.toISOString() };
  const history = [
    ...current.history,
    { at: now.toISOString(), action: 'ended' as const, ...who(actor), changes: [change] },
  ];
  const saved = await db.transaction(async (tx) => {
    const written = await updateSalesStop(tx, body.id, body.version, {
      startsAt: new Date(current.startsAt),
      endsAt,
      message: current.message,
      history,
    });
    if (!written) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'salesStop',
      entityId: body.id,
      brandId: current.brandId,
      summary: placeOf(current),
      detail: { ended: true, endsAt: iso(endsAt) },
    });
    // Read as of its end, so the answer says 終了 even for a stop begun this very millisecond.
    return found(await findSalesStop(tx, actor.scope, body.id, endsAt));
  });
  afterCommit(db, 'onlineSales.changed', { cinemaId: current.cinemaId });
  return saved;
}

/** Only a stop that has not begun may go; a started one is history and is ended instead. */
export async function deleteSalesStop(db: Db, actor: Actor, id: number, now = new Date()) {
  const current = found(await findSalesStop(db, actor.scope, id, now));
  assertWritable(actor, current);
  if (current.state !== 'scheduled') throw conflict(ja.salesStopStarted);
  await removeAudited(db, actor, {
    table: salesStops,
    idColumn: salesStops.id,
    id,
    entry: {
      entity: 'salesStop',
      brandId: current.brandId,
      summary: placeOf(current),
      detail: {
        scope: current.scope,
        cinemaId: current.cinemaId,
        startsAt: current.startsAt,
        endsAt: current.endsAt,
        message: current.message,
      },
    },
  });
  afterCommit(db, 'onlineSales.changed', { cinemaId: current.cinemaId });
}
