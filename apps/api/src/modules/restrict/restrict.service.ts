import type { FastifyRequest } from 'fastify';
import { ja, type LateHourRuleBody, type RestrictCreateBody, type RestrictListQuery, type RestrictUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import {
  ensureStandardCodes,
  findRestrictCode,
  insertRestrictCode,
  listRestrictCodes,
  readLateHourRule,
  removeRestrictCode,
  updateRestrictCode,
  writeLateHourRule,
} from './restrict.repository.js';

export const standardNotDeletable = '映倫区分（G・PG12・R15+・R18+）は削除できません。説明や年齢制限は編集できます。';

// A code is unique per cinema; the database's index catches a race the same way.
const guardCode = uniqueGuard({ restrict_codes_cinema_code_uq: ['code', ja.codeInUse] });

// R15+ 15歳以上がご覧になれます（15歳未満は入場不可） / 15歳: what the audit log names.
const summary = (c: { code: string; label: string; minAge: number }) => `${c.code} ${c.label} / ${c.minAge}歳`;

export async function listForCinema(db: Db, p: Principal, q: RestrictListQuery) {
  const cinema = await cinemaFor(db, p, q.cinemaId);
  await ensureStandardCodes(db, { brandId: cinema.brandId, cinemaId: cinema.id });
  return listRestrictCodes(db, p.scope, cinema.id, q);
}

export async function createRestrictCode(db: Db, req: FastifyRequest, p: Principal, body: RestrictCreateBody) {
  const { cinemaId, ...fields } = body;
  const cinema = await cinemaFor(db, p, cinemaId);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertRestrictCode(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, fields);
      await audit(tx, req, { action: 'create', entity: 'restrictCode', entityId: id, brandId: cinema.brandId, summary: summary(fields) });
      return id;
    }),
  );
}

export async function saveRestrictCode(db: Db, req: FastifyRequest, p: Principal, body: RestrictUpdateBody) {
  const current = await findRestrictCode(db, p.scope, body.id);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    if (!(await updateRestrictCode(tx, body))) throw staleVersion();
    await audit(tx, req, {
      action: 'update',
      entity: 'restrictCode',
      entityId: body.id,
      brandId: current.brandId,
      summary: summary({ ...body, code: current.code }),
    });
  });
}

/** Only a cinema's own codes go: films and screenings name the four 映倫 codes. */
export async function deleteRestrictCode(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findRestrictCode(db, p.scope, id);
  if (!current) throw notFound();
  if (current.standard) throw conflict(standardNotDeletable);
  await db.transaction(async (tx) => {
    await removeRestrictCode(tx, id);
    await audit(tx, req, { action: 'delete', entity: 'restrictCode', entityId: id, brandId: current.brandId, summary: summary(current) });
  });
}

export async function lateHourRuleFor(db: Db, p: Principal, cinemaId: number | undefined) {
  const cinema = await cinemaFor(db, p, cinemaId);
  return readLateHourRule(db, cinema.id);
}

export async function saveLateHourRule(db: Db, req: FastifyRequest, p: Principal, body: LateHourRuleBody) {
  const cinema = await cinemaFor(db, p, body.cinemaId);
  await db.transaction(async (tx) => {
    const saved = await writeLateHourRule(
      tx,
      { brandId: cinema.brandId, cinemaId: cinema.id },
      { cutoff: body.cutoff, note: body.note },
      body.version,
    );
    if (!saved) throw staleVersion();
    await audit(tx, req, {
      action: 'update',
      entity: 'restrictRule',
      entityId: cinema.id,
      brandId: cinema.brandId,
      summary: `18歳未満の入場は${body.cutoff}までに終了する上映のみ`,
    });
  });
  return readLateHourRule(db, cinema.id);
}
