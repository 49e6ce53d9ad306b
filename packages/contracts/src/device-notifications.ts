import { z } from 'zod';
import { isCalendarDate } from './dates.js';
import { sortedList } from './common.js';
import { deviceType } from './devices.js';
import { labelled } from './enums.js';
import { id, queryBool } from './fields.js';
import { ja } from './messages.js';

// Events devices report (用紙切れ, オフライン, エラー): the log behind /notification-details
// and the header's unread badge.
// Levels in one register (情報 / 注意 / 異常, as monitoring screens say): 警告 beside エラー mixed two, and
// エラー is also a kind of event, so 「エラー」「エラー」 side by side said nothing.
export const notificationLevel = labelled(['info', 'warning', 'error'], {
  info: '情報',
  warning: '注意',
  error: '異常',
});
export type NotificationLevel = (typeof notificationLevel.values)[number];

// lowStock: not a device's report but the stock's, raised when a movement takes an item below its
// minimum (once per crossing); it has no device.
export const notificationKind = labelled(['paperOut', 'offline', 'error', 'other', 'lowStock'], {
  paperOut: '用紙切れ',
  offline: 'オフライン',
  error: 'エラー',
  other: 'その他',
  lowStock: '在庫不足',
});
export type NotificationKind = (typeof notificationKind.values)[number];

/** The notification log's field labels: the filter's messages, the list and its export use these. */
export const deviceNotificationLabels = {
  occurredAt: '発生日時',
  level: 'レベル',
  kind: '種類',
  cinemaId: '劇場',
  cinemaName: '劇場',
  deviceId: '端末',
  deviceCode: '端末コード',
  deviceName: '端末名',
  message: 'メッセージ',
  readAt: '既読日時',
  from: '開始日',
  to: '終了日',
} as const;
const L = deviceNotificationLabels;

const dateMessage = (label: string) => `「${label}」は「YYYY-MM-DD」の形式で入力してください`;
const day = (label: string) =>
  z
    .string({ error: dateMessage(label) })
    .refine(isCalendarDate, dateMessage(label))
    .optional();

export const dateOrderMessage = `「${L.from}」は「${L.to}」以前の日付を指定してください`;

/** The orders the list offers: the API refuses any other sortField (400). */
export const deviceNotificationSortFields = [
  'occurredAt',
  'level',
  'kind',
  'deviceName',
  'cinemaName',
  'readAt',
] as const;
export const deviceNotificationListQuery = sortedList(deviceNotificationSortFields)
  .extend({
    cinemaId: id.optional(),
    deviceId: id.optional(),
    level: z.enum(notificationLevel.values, { error: ja.requiredSelect(L.level) }).optional(),
    kind: z.enum(notificationKind.values, { error: ja.requiredSelect(L.kind) }).optional(),
    /** Days in Japan time (Asia/Tokyo), both inclusive. */
    from: day(L.from),
    to: day(L.to),
    unread: queryBool,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: dateOrderMessage });
export type DeviceNotificationListQuery = z.infer<typeof deviceNotificationListQuery>;

export const deviceNotification = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  /** Null for the platform's own notices (在庫不足, a failed sales invariant). */
  deviceId: z.number().int().nullable(),
  deviceCode: z.string().nullable(),
  deviceName: z.string().nullable(),
  deviceType: deviceType.schema.nullable(),
  level: notificationLevel.schema,
  kind: notificationKind.schema,
  message: z.string(),
  occurredAt: z.string(),
  readAt: z.string().nullable(),
});
export type DeviceNotification = z.infer<typeof deviceNotification>;

export const deviceNotificationUnreadQuery = z.object({ cinemaId: id.optional() });
export const deviceNotificationUnread = z.object({ count: z.number().int() });

export const markReadRequired = '既読にする通知を選択してください';
// Either the listed notifications, or every unread one the caller can see (optionally of one cinema).
export const deviceNotificationMarkReadBody = z
  .object({
    ids: z.array(id).max(1000).optional(),
    all: z.boolean().optional(),
    cinemaId: id.optional(),
  })
  .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { path: ['ids'], message: markReadRequired });
export type DeviceNotificationMarkReadBody = z.infer<typeof deviceNotificationMarkReadBody>;
export const deviceNotificationMarkReadAnswer = z.object({ updated: z.number().int() });
