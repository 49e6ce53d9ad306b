import { deviceNotificationEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { listNotifications, unreadCount } from './device-notifications.repository.js';
import { markNotificationsRead, readerOf } from './device-notifications.service.js';

// Every role reads the notifications of its own scope; a cinema account only its cinemas'.
export const deviceNotificationHandlers = ({ db }: ModuleOptions) =>
  handleAll(deviceNotificationEndpoints, {
    list: async ({ actor, query }) => ok(await listNotifications(db, readerOf(actor), query)),
    // Polled by the header badge every minute.
    unreadCount: async ({ actor, query }) => ok({ count: await unreadCount(db, readerOf(actor), query.cinemaId) }),
    markRead: async ({ actor, body }) => {
      const updated = await markNotificationsRead(db, actor, body);
      return ok({ updated }, updated ? `${updated}件の通知を既読にしました。` : '未読の通知はありません。');
    },
  });
