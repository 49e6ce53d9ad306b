import { listOf } from './common.js';
import {
  deviceNotification,
  deviceNotificationListQuery,
  deviceNotificationMarkReadAnswer,
  deviceNotificationMarkReadBody,
  deviceNotificationUnread,
  deviceNotificationUnreadQuery,
} from './device-notifications.js';
import { endpoint, onScreen } from './endpoint.js';

// Events devices report (用紙切れ, オフライン, エラー): every role reads those of its own scope,
// a cinema account only its cinemas'.
export const deviceNotificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/deviceNotificationLog/list',
    summary: '端末通知の一覧（劇場・端末・レベル・種類・期間・未読で絞り込み）',
    access: onScreen('/notification-details'),
    query: deviceNotificationListQuery,
    answer: listOf(deviceNotification),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/deviceNotificationLog/unreadCount',
    summary: '未読の端末通知の件数（ヘッダーのバッジが毎分取得）',
    access: onScreen('/notification-details'),
    query: deviceNotificationUnreadQuery,
    answer: deviceNotificationUnread,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/deviceNotificationLog/markRead',
    summary: '端末通知を既読にする（指定した通知、またはすべての未読）',
    access: onScreen('/notification-details'),
    body: deviceNotificationMarkReadBody,
    answer: deviceNotificationMarkReadAnswer,
  }),
};
