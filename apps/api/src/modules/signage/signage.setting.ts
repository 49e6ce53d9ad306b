import { and, eq } from 'drizzle-orm';
import type { SignageBoardSetting, SignageBoardSettingBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { signageSettings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { staleVersion } from '../../platform/errors.js';
import { settingOf, touchCinema } from './signage.repository.js';

// The lobby board's setting per cinema (翌日分を表示する時刻), on the row that also carries its change stamp.

type Cinema = { id: number; brandId: number };

export async function boardSettingOf(db: Db, cinema: Cinema): Promise<SignageBoardSetting> {
  const row = await settingOf(db, cinema.id);
  return { cinemaId: cinema.id, tomorrowFrom: row?.tomorrowFrom ?? null, version: row?.version ?? 1 };
}

/** Saves when the setting is still at the version the form read (a cinema without a row is at version 1). */
export async function saveBoardSetting(db: Db, actor: Actor, cinema: Cinema, body: SignageBoardSettingBody) {
  return db.transaction(async (tx) => {
    await touchCinema(tx, { brandId: cinema.brandId, cinemaId: cinema.id });
    const rows = await tx
      .update(signageSettings)
      .set({ tomorrowFrom: body.tomorrowFrom, version: body.version + 1, updatedAt: new Date() })
      .where(and(eq(signageSettings.cinemaId, cinema.id), eq(signageSettings.version, body.version)))
      .returning({ version: signageSettings.version });
    // The stamp's upsert above makes the row (at version 1) and never moves its version.
    if (!rows.length) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'signageBoardSetting',
      entityId: cinema.id,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: body.tomorrowFrom ? `翌日分を ${body.tomorrowFrom} から表示` : '本日分のみ表示',
    });
    return boardSettingOf(tx, cinema);
  });
}
