import {
  ja,
  type LateHourRuleBody,
  type RestrictCreateBody,
  type RestrictListQuery,
  type RestrictUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { restrictCodes } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import {
  ensureStandardCodes,
  findRestrictCode,
  insertRestrictCode,
  listRestrictCodes,
  readLateHourRule,
  updateRestrictCode,
  writeLateHourRule,
} from './restrict.repository.js';

export const standardNotDeletable = '映倫区分（G・PG12・R15+・R18+）は削除できません。説明や年齢制限は編集できます。';

// A code is unique per cinema; the database's index catches a race the same way.
const guardCode = uniqueGuard({ restrict_codes_cinema_code_uq: ['code', ja.codeInUse] });

// R15+ 15歳以上がご覧になれます（15歳未満は入場不可） / 15歳: what the audit log names.
const summary = (c: { code: string; label: string; minAge: number }) => `${c.code} ${c.label} / ${c.minAge}歳`;

export async function listForCinema(db: Db, actor: Actor, q: RestrictListQuery) {
  const cinema = await cinemaFor(db, actor, q.cinemaId);
  await ensureStandardCodes(db, { brandId: cinema.brandId, cinemaId: cinema.id });
  return listRestrictCodes(db, actor.scope, cinema.id, q);
}

export async function createRestrictCode(db: Db, actor: Actor, body: RestrictCreateBody) {
  const { cinemaId, ...fields } = body;
  const cinema = await cinemaFor(db, actor, cinemaId);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertRestrictCode(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, fields);
      await audit(tx, actor, {
        action: 'create',
        entity: 'restrictCode',
        entityId: id,
        brandId: cinema.brandId,
        summary: summary(fields),
      });
      return found(await findRestrictCode(tx, actor.scope, id));
    }),
  );
}

export async function saveRestrictCode(db: Db, actor: Actor, body: RestrictUpdateBody) {
  const current = found(await findRestrictCode(db, actor.scope, body.id));
  return db.transaction(async (tx) => {
    if (!(await updateRestrictCode(tx, body))) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'restrictCode',
      entityId: body.id,
      brandId: current.brandId,
      summary: summary({ ...body, code: current.code }),
    });
    return found(await findRestrictCode(tx, actor.scope, body.id));
  });
}

/** Only a cinema's own codes go: films and screenings name the four 映倫 codes. */
export async function deleteRestrictCode(db: Db, actor: Actor, id: number) {
  const current = found(await findRestrictCode(db, actor.scope, id));
  if (current.standard) throw conflict(standardNotDeletable);
  await removeAudited(db, actor, {
    table: restrictCodes,
    idColumn: restrictCodes.id,
    id,
    entry: { entity: 'restrictCode', brandId: current.brandId, summary: summary(current) },
  });
}

export async function lateHourRuleFor(db: Db, actor: Actor, cinemaId: number | undefined) {
  const cinema = await cinemaFor(db, actor, cinemaId);
  return readLateHourRule(db, cinema.id);
}

export async function saveLateHourRule(db: Db, actor: Actor, body: LateHourRuleBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  return db.transaction(async (tx) => {
    const saved = await writeLateHourRule(
      tx,
      { brandId: cinema.brandId, cinemaId: cinema.id },
      { cutoff: body.cutoff, note: body.note },
      body.version,
    );
    if (!saved) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'restrictRule',
      entityId: cinema.id,
      brandId: cinema.brandId,
      summary: `18歳未満の入場は${body.cutoff}までに終了する上映のみ`,
    });
    return readLateHourRule(tx, cinema.id);
  });
}
