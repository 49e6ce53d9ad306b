import type { DeviceNotificationMarkReadBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { markRead, type Reader } from './device-notifications.repository.js';

/**
 * Read state belongs to the person signed in: superAdmin acting as head office (代理ログイン) keeps
 * its own, and leaves head office's unread alerts as they were.
 */
export const readerOf = (actor: Actor): Reader => ({ scope: actor.scope, accountId: actor.real.id });

/** Marks the listed notifications, or every unread one of the scope (of one cinema), read for the caller alone. */
export async function markNotificationsRead(db: Db, actor: Actor, body: DeviceNotificationMarkReadBody) {
  const { ids, all, cinemaId } = body;
  return db.transaction(async (tx) => {
    const rows = await markRead(tx, readerOf(actor), { ids: all ? undefined : ids, cinemaId });
    const brandIds = [...new Set(rows.map((r) => r.brandId))];
    // One audit row per brand touched (superAdmin may mark several brands' notifications).
    for (const brandId of brandIds) {
      const mine = rows.filter((r) => r.brandId === brandId).map((r) => r.id);
      await audit(tx, actor, {
        action: 'update',
        entity: 'deviceNotification',
        brandId,
        summary: `${mine.length}件を既読にしました`,
        detail: { ids: mine },
      });
    }
    return rows.length;
  });
}
