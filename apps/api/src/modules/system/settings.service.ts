import type { GlobalSettingsUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { loadSettings, updateSettings } from '../../platform/settings.js';

/** The rounding the caller's brand uses (the platform default without a brand). */
export async function systemSettingFor(db: Db, actor: Actor) {
  const settings = await loadSettings(db);
  return { round: actor.brand?.fractionRounding ?? settings.roundingMode, brandCode: actor.brand?.code ?? null };
}

export async function saveSettings(db: Db, actor: Actor, body: GlobalSettingsUpdateBody) {
  return db.transaction(async (tx) => {
    const saved = await updateSettings(tx, body);
    await audit(tx, actor, { action: 'update', entity: 'globalSetting', entityId: 1, summary: '全体設定を更新' });
    return saved;
  });
}
