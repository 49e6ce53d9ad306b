import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceNotification,
  deviceNotificationListQuery,
  deviceNotificationMarkReadAnswer,
  deviceNotificationMarkReadBody,
  deviceNotificationUnread,
  deviceNotificationUnreadQuery,
  envelope,
  listOf,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess } from '../../platform/access.js';
import { audit } from '../../platform/audit.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { ok } from '../../platform/http.js';
import { listNotifications, markRead, unreadCount } from './device-notifications.repository.js';

// Every role reads the notifications of its own scope; a cinema account only its cinemas'.
export const deviceNotificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const access = screenAccess('/notification-details');

  app.get(
    '/api/deviceNotificationLog/list',
    { config: { access }, schema: { querystring: deviceNotificationListQuery, response: { 200: envelope(listOf(deviceNotification)) } } },
    async (req) => ok(await listNotifications(db, principalOf(req).scope, req.query)),
  );

  // Polled by the header badge every minute.
  app.get(
    '/api/deviceNotificationLog/unreadCount',
    { config: { access }, schema: { querystring: deviceNotificationUnreadQuery, response: { 200: envelope(deviceNotificationUnread) } } },
    async (req) => ok({ count: await unreadCount(db, principalOf(req).scope, req.query.cinemaId) }),
  );

  app.post(
    '/api/deviceNotificationLog/markRead',
    { config: { access }, schema: { body: deviceNotificationMarkReadBody, response: { 200: envelope(deviceNotificationMarkReadAnswer) } } },
    async (req) => {
      const p = principalOf(req);
      const { ids, all, cinemaId } = req.body;
      const updated = await db.transaction(async (tx) => {
        const rows = await markRead(tx, p.scope, { ids: all ? undefined : ids, cinemaId });
        const brandIds = [...new Set(rows.map((r) => r.brandId))];
        // One audit row per brand touched (superAdmin may mark several brands' notifications).
        for (const brandId of brandIds) {
          const mine = rows.filter((r) => r.brandId === brandId).map((r) => r.id);
          await audit(tx, req, {
            action: 'update',
            entity: 'deviceNotification',
            brandId,
            summary: `${mine.length}件を既読にしました`,
            detail: { ids: mine },
          });
        }
        return rows.length;
      });
      return ok({ updated }, updated ? `${updated}件の通知を既読にしました。` : '未読の通知はありません。');
    },
  );
};
