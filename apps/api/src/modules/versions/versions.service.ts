import { ja, versionKind, type VersionCreateBody, type VersionKind } from '@cinema/contracts';
import { cinemaFor } from '../../platform/cinema.js';
import { masterService } from '../../platform/crud.js';
import { conflict, invalidField } from '../../platform/errors.js';
import { screeningCount } from '../schedules/index.js';
import { screensUsing, versionRepo } from './versions.repository.js';

const kindFixed = '「種別」は変更できません。';
const usedByScreens = (n: number) =>
  `スクリーン${n}件の上映方式に設定されているため、削除できません。先にスクリーンの設定から外してください。`;

/** A version that screenings name stays: they would point at nothing (deactivate it instead). */
export const usedByScreenings =
  '上映スケジュールで使用されているため、削除できません。使わなくなった場合は「有効」を外してください。';

// A code is unique per cinema and kind; the database's index catches a race the same way.
export const versionService = masterService({
  entity: 'version',
  repo: versionRepo,
  // 上映方式 IMAX IMAXレーザー: what the audit log names.
  summary: (v: { kind: VersionKind; code: string; name: string }) =>
    `${versionKind.labels[v.kind]} ${v.code} ${v.name}`,
  unique: { versions_cinema_kind_code_uq: ['code', ja.codeInUse] },
  // The cinema of the caller's scope (another tenant's answers 404).
  owner: async (db, actor, body: VersionCreateBody) => {
    const cinema = await cinemaFor(db, actor, body.cinemaId);
    return { brandId: cinema.brandId, cinemaId: cinema.id };
  },
  values: ({ cinemaId: _c, ...fields }: VersionCreateBody, { current }) => {
    // A format stays a format: screens and schedules refer to it by id as that kind.
    if (current && fields.kind !== current.kind) throw invalidField('kind', kindFixed);
    return fields;
  },
  // A format that a screen can show, or that screenings name, is refused.
  beforeRemove: async (tx, current) => {
    const used = await screensUsing(tx, current.id);
    if (used > 0) throw conflict(usedByScreens(used));
    if ((await screeningCount(tx, { versionId: current.id })) > 0) throw conflict(usedByScreenings);
  },
  // A screen (house_formats) or screening that took the version after the check: the foreign key refuses.
  inUse: async (db, id) => {
    const used = await screensUsing(db, id);
    return used > 0 ? usedByScreens(used) : usedByScreenings;
  },
});
