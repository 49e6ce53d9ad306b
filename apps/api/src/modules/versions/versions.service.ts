import { ja, versionKind, type VersionCreateBody, type VersionKind, type VersionUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, found, invalidField, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { screeningCount } from '../schedules/index.js';
import { versions } from '../../db/schema/index.js';
import { findVersion, insertVersion, screensUsing, updateVersion } from './versions.repository.js';

const kindFixed = '「種別」は変更できません。';
const usedByScreens = (n: number) =>
  `スクリーン${n}件の上映方式に設定されているため、削除できません。先にスクリーンの設定から外してください。`;

/** A version that screenings name stays: they would point at nothing (deactivate it instead). */
export const usedByScreenings =
  '上映スケジュールで使用されているため、削除できません。使わなくなった場合は「有効」を外してください。';

// A code is unique per cinema and kind; the database's index catches a race the same way.
// 上映方式 IMAX IMAXレーザー: what the audit log names.
const summary = (v: { kind: VersionKind; code: string; name: string }) =>
  `${versionKind.labels[v.kind]} ${v.code} ${v.name}`;

const guardCode = uniqueGuard({
  versions_cinema_kind_code_uq: ['code', ja.codeInUse],
});

export async function createVersion(db: Db, actor: Actor, body: VersionCreateBody) {
  const { cinemaId, ...fields } = body;
  const cinema = await cinemaFor(db, actor, cinemaId);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertVersion(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, fields);
      await audit(tx, actor, {
        action: 'create',
        entity: 'version',
        entityId: id,
        brandId: cinema.brandId,
        summary: summary(fields),
      });
      return found(await findVersion(tx, actor.scope, id));
    }),
  );
}

export async function saveVersion(db: Db, actor: Actor, body: VersionUpdateBody) {
  const current = found(await findVersion(db, actor.scope, body.id));
  // A format stays a format: screens and (later) schedules refer to it by id as that kind.
  if (body.kind !== current.kind) throw invalidField('kind', kindFixed);
  const { id, version, ...fields } = body;
  return guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateVersion(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'version',
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findVersion(tx, actor.scope, id));
    }),
  );
}

/** A format that a screen can show is refused: the screen's settings would point at nothing. */
export async function deleteVersion(db: Db, actor: Actor, id: number) {
  const current = found(await findVersion(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: versions,
    idColumn: versions.id,
    id,
    before: async (tx) => {
      const used = await screensUsing(tx, id);
      if (used > 0) throw conflict(usedByScreens(used));
      if ((await screeningCount(tx, { versionId: id })) > 0) throw conflict(usedByScreenings);
    },
    entry: { entity: 'version', brandId: current.brandId, summary: summary(current) },
    // A screen (house_formats) or screening that took the version after the check: the foreign key refuses.
    inUse: async () => {
      const used = await screensUsing(db, id);
      return used > 0 ? usedByScreens(used) : usedByScreenings;
    },
  });
}
