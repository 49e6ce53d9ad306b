import { and, asc, inArray } from 'drizzle-orm';
import {
  copiedNamesText,
  copyToCinemasMessages as M,
  type AuditEntity,
  type CopyToCinemasAnswer,
  type CopyToCinemasBody,
} from '@cinema/contracts';
import type { Db, Tx } from '../db/client.js';
import { cinemas } from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { audit } from './audit.js';
import { AppError, notFound, uniqueGuard } from './errors.js';
import { tenantWhere } from './scope.js';

// 他の劇場へコピー… (docs/domain.md, "copying to other cinemas"): head office copies records of a cinema (料金テンプレート,
// 割引ルール) to other cinemas of the brand. The kit checks the ids and the cinemas (another brand's: 404), decides
// per target what is copied and what is not (a name the target has, or one a copy of this call took), writes
// everything in one transaction with one audit row per cinema copied to, and answers per cinema.

/** A record that can be copied: its id, the name unique in its cinema, and its cinema. */
export interface CopySource {
  id: number;
  name: string;
  cinemaId: number;
}

export interface CopyPlan<S extends CopySource> {
  entity: AuditEntity;
  /** What the records are called (料金テンプレート), in the reasons and messages. */
  noun: string;
  /** The records of `ids` in the caller's scope (fewer when one is another tenant's or gone). */
  load: (db: Db, actor: Actor, ids: number[]) => Promise<S[]>;
  /** Names the records of each cinema have (in the transaction, for the check and the write to agree). */
  names: (tx: Tx, cinemaIds: number[]) => Promise<{ cinemaId: number; name: string }[]>;
  /** Writes the copy of `source` into the target cinema; answers the new record's id. */
  insert: (tx: Tx, source: S, target: { brandId: number; cinemaId: number }) => Promise<number>;
  /** The unique index of the name in a cinema: a copy racing another write answers 409. */
  uniqueName: string;
}

const cinemaRows = (db: Db, actor: Actor, ids: number[]) =>
  db
    .select({ id: cinemas.id, brandId: cinemas.brandId, name: cinemas.name, code: cinemas.code })
    .from(cinemas)
    .where(and(inArray(cinemas.id, ids), tenantWhere(actor.scope, { brandId: cinemas.brandId, cinemaId: cinemas.id })))
    .orderBy(asc(cinemas.code));

/** Copies the chosen records to the chosen cinemas, per `onConflict`; one transaction, one audit row per cinema. */
export async function copyToCinemas<S extends CopySource>(
  db: Db,
  actor: Actor,
  body: CopyToCinemasBody,
  plan: CopyPlan<S>,
): Promise<CopyToCinemasAnswer> {
  const ids = [...new Set(body.ids)];
  // In the order they were chosen: the answer and the audit row name them so.
  const sources = (await plan.load(db, actor, ids)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  // Another brand's record or cinema is not found, like every other id of another tenant.
  if (sources.length !== ids.length) throw notFound();
  const targets = await cinemaRows(db, actor, [...new Set(body.cinemaIds)]);
  if (targets.length !== new Set(body.cinemaIds).size) throw notFound();
  const fromCinemas = await cinemaRows(db, actor, [...new Set(sources.map((s) => s.cinemaId))]);
  const from = fromCinemas.map((c) => c.name).join('、');
  const guard = uniqueGuard({ [plan.uniqueName]: ['ids', M.aborted(plan.noun)] });
  return guard(() =>
    db.transaction(async (tx) => {
      const taken = new Set(
        (
          await plan.names(
            tx,
            targets.map((c) => c.id),
          )
        ).map((r) => `${r.cinemaId}|${r.name}`),
      );
      // What each target gets, decided before anything is written: 'abort' writes nothing when a name clashes.
      const decided = targets.map((cinema) => {
        const copy: S[] = [];
        const skipped: CopyToCinemasAnswer['cinemas'][number]['skipped'] = [];
        for (const s of sources) {
          const key = `${cinema.id}|${s.name}`;
          if (taken.has(key)) skipped.push({ sourceId: s.id, name: s.name, reason: M.sameName(plan.noun) });
          else {
            taken.add(key);
            copy.push(s);
          }
        }
        return { cinema, copy, skipped };
      });
      const clashes = decided.flatMap((d) => d.skipped.map((s) => M.clash(d.cinema.name, s.name)));
      if (body.onConflict === 'abort' && clashes.length)
        throw new AppError(
          'conflict',
          M.aborted(plan.noun),
          clashes.map((message) => ({ field: 'ids', message })),
        );
      const answer: CopyToCinemasAnswer = { count: 0, cinemas: [] };
      for (const { cinema, copy, skipped } of decided) {
        const copied = [];
        for (const s of copy)
          copied.push({
            sourceId: s.id,
            id: await plan.insert(tx, s, { brandId: cinema.brandId, cinemaId: cinema.id }),
            name: s.name,
          });
        if (copied.length)
          await audit(tx, actor, {
            action: 'create',
            entity: plan.entity,
            brandId: cinema.brandId,
            cinemaId: cinema.id,
            summary: `${copiedNamesText(copied.map((c) => c.name))}を${from}からコピー（${copied.length}件）`,
            detail: { copied: copied.map(({ sourceId, id }) => ({ sourceId, id })), skipped: skipped.length },
          });
        answer.count += copied.length;
        answer.cinemas.push({ cinemaId: cinema.id, cinemaName: cinema.name, copied, skipped });
      }
      return answer;
    }),
  );
}
