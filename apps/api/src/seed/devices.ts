import { asc } from 'drizzle-orm';
import type {
  DeviceType,
  KitchenPrinter,
  NotificationKind,
  NotificationLevel,
  PaymentChannel,
  PaymentKind,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import {
  cinemas,
  deviceNotificationLogs,
  deviceNotificationReads,
  devices,
  kitchenPrinterSettings,
  paymentMethodCinemas,
  paymentMethods,
} from '../db/schema/index.js';
import { hashDeviceSecret, newDeviceSecret } from '../modules/devices/index.js';
import { fail } from '@cinema/contracts';
import { cycle } from './cycle.js';

// Demo devices, kitchen printers, payment methods and two weeks of device notifications for
// every demo cinema. Random but repeatable: the same seed gives the same history (relative to now).
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DeviceSeed {
  code: string;
  name: string;
  type: DeviceType;
  status?: 'active' | 'inactive';
  /** Minutes since the device last called in. */
  seenAgo: number;
  printer?: Pick<KitchenPrinter, 'shopGroups' | 'paperWidth' | 'copies'>;
}

function devicesOf(i: number): DeviceSeed[] {
  const pos = cycle([4, 3, 2, 3], i);
  const list: DeviceSeed[] = [];
  for (let n = 1; n <= pos; n++) {
    const counter = n <= Math.ceil(pos / 2);
    list.push({
      code: `POS${String(n).padStart(2, '0')}`,
      name: counter ? `チケットカウンター POS ${n}` : `売店 POS ${n - Math.ceil(pos / 2)}`,
      type: 'pos',
      seenAgo: n,
    });
  }
  // The first cinema keeps a spare register switched off.
  const spare = list[pos - 1];
  if (i === 0 && spare)
    list[pos - 1] = { ...spare, name: `${spare.name}（予備機）`, status: 'inactive', seenAgo: 30 * 24 * 60 };
  list.push({ code: 'KIOSK01', name: '自動券売機 1（エントランス）', type: 'kiosk', seenAgo: 2 });
  list.push({ code: 'KIOSK02', name: '自動券売機 2（エントランス）', type: 'kiosk', seenAgo: i === 0 ? 185 : 3 });
  list.push({
    code: 'KP01',
    name: 'キッチンプリンター（フード）',
    type: 'kitchenPrinter',
    seenAgo: 1,
    printer: { shopGroups: ['food'], paperWidth: '80', copies: 1 },
  });
  if (i % 2 === 0)
    list.push({
      code: 'KP02',
      name: 'キッチンプリンター（ドリンク・グッズ）',
      type: 'kitchenPrinter',
      seenAgo: 4,
      printer: { shopGroups: ['product', 'other'], paperWidth: '58', copies: 2 },
    });
  list.push({ code: 'SIG01', name: 'ロビーサイネージ', type: 'signage', seenAgo: 6 });
  list.push({ code: 'WEB01', name: 'オンライン予約（Webサイト・アプリ）', type: 'online', seenAgo: 1 });
  return list;
}

type MethodSeed = {
  code: string;
  name: string;
  kind: PaymentKind;
  givesChange: boolean;
  feeRate: number;
  channels: PaymentChannel[];
};
const methods: MethodSeed[] = [
  { code: 'CASH', name: '現金', kind: 'cash', givesChange: true, feeRate: 0, channels: ['pos', 'kiosk'] },
  {
    code: 'CREDIT',
    name: 'クレジットカード',
    kind: 'credit',
    givesChange: false,
    feeRate: 3.24,
    channels: ['pos', 'kiosk', 'online'],
  },
  {
    code: 'TRANSIT_IC',
    name: '交通系電子マネー',
    kind: 'emoney',
    givesChange: false,
    feeRate: 3.24,
    channels: ['pos', 'kiosk'],
  },
  {
    code: 'PAYPAY',
    name: 'PayPay',
    kind: 'qr',
    givesChange: false,
    feeRate: 1.98,
    channels: ['pos', 'kiosk', 'online'],
  },
  {
    code: 'MOVIETICKET',
    name: 'ムビチケ',
    kind: 'movieTicket',
    givesChange: false,
    feeRate: 0,
    channels: ['pos', 'kiosk', 'online'],
  },
  { code: 'COUPON', name: 'クーポン', kind: 'coupon', givesChange: false, feeRate: 0, channels: ['pos', 'online'] },
  { code: 'VOUCHER', name: '鑑賞券', kind: 'voucher', givesChange: false, feeRate: 0, channels: ['pos'] },
  // A member's points as a tender (docs/membership.md, "points as a tender"); one per brand.
  {
    code: 'POINTS',
    name: 'ポイント',
    kind: 'points',
    givesChange: false,
    feeRate: 0,
    channels: ['pos', 'kiosk', 'online'],
  },
];

type Event = { level: NotificationLevel; kind: NotificationKind; message: string };
const events: Record<DeviceType, Event[]> = {
  pos: [
    { level: 'error', kind: 'paperOut', message: 'レシート用紙がなくなりました。用紙を補充してください。' },
    { level: 'warning', kind: 'paperOut', message: 'レシート用紙の残りが少なくなっています。' },
    { level: 'error', kind: 'error', message: 'クレジットカード決済端末との通信でエラーが発生しました（E-203）。' },
    { level: 'warning', kind: 'error', message: 'ドロワーが開いたままです。' },
    { level: 'error', kind: 'offline', message: 'ネットワークに接続できません。LANケーブルと電源を確認してください。' },
    { level: 'info', kind: 'other', message: '端末を再起動しました。' },
  ],
  kiosk: [
    { level: 'warning', kind: 'paperOut', message: 'チケット用紙の残りが少なくなっています。' },
    { level: 'error', kind: 'paperOut', message: 'チケット用紙がなくなりました。用紙を補充してください。' },
    { level: 'error', kind: 'error', message: '紙幣の詰まりが発生しました。係員が確認してください。' },
    { level: 'warning', kind: 'error', message: 'つり銭（硬貨）が不足しています。補充してください。' },
    { level: 'error', kind: 'offline', message: 'ネットワークに接続できません。LANケーブルと電源を確認してください。' },
    { level: 'info', kind: 'other', message: 'オフラインから復帰しました。' },
    { level: 'info', kind: 'other', message: 'ソフトウェアを更新しました（バージョン 3.2.1）。' },
  ],
  kitchenPrinter: [
    { level: 'error', kind: 'paperOut', message: 'キッチンプリンターの用紙がなくなりました。' },
    { level: 'error', kind: 'error', message: 'プリンターのカバーが開いています。' },
    { level: 'error', kind: 'offline', message: 'キッチンプリンターと通信できません。電源を確認してください。' },
  ],
  signage: [
    { level: 'warning', kind: 'offline', message: 'サイネージ端末がオフラインです（最終通信から15分経過）。' },
    { level: 'error', kind: 'error', message: 'コンテンツの読み込みに失敗しました。' },
    { level: 'info', kind: 'other', message: 'コンテンツを更新しました。' },
  ],
  online: [
    { level: 'error', kind: 'error', message: '決済代行サービスとの通信でエラーが発生しました（タイムアウト）。' },
    { level: 'warning', kind: 'error', message: '仮押さえの期限切れが増えています（直近1時間で12件）。' },
    { level: 'info', kind: 'other', message: 'オンライン予約サイトを更新しました。' },
  ],
};

/** Loads the demo devices, payment methods and notifications of every cinema already seeded. */
export async function seedDevices(db: Db) {
  const rand = random(20260401);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] ?? fail('pick from an empty list');
  const now = Date.now();
  const allCinemas = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId })
    .from(cinemas)
    .orderBy(asc(cinemas.id));

  const seeded: { id: number; brandId: number; cinemaId: number; type: DeviceType; active: boolean }[] = [];
  for (const [i, cinema] of allCinemas.entries()) {
    const list = devicesOf(i);
    const rows = await db
      .insert(devices)
      .values(
        list.map((d) => ({
          brandId: cinema.brandId,
          cinemaId: cinema.id,
          code: d.code,
          name: d.name,
          type: d.type,
          status: d.status ?? 'active',
          lastSeenAt: new Date(now - d.seenAgo * MINUTE),
          // Nobody needs the demo secrets: each device gets a fresh random one.
          secretHash: hashDeviceSecret(newDeviceSecret()),
          secretIssuedAt: new Date(now - 60 * DAY),
        })),
      )
      .returning({ id: devices.id, code: devices.code });
    const printers = list.flatMap((d, n) =>
      d.printer
        ? [
            {
              deviceId: (rows[n] ?? fail('a device row per seed')).id,
              brandId: cinema.brandId,
              cinemaId: cinema.id,
              ...d.printer,
            },
          ]
        : [],
    );
    await db.insert(kitchenPrinterSettings).values(printers);
    list.forEach((d, n) =>
      seeded.push({
        id: (rows[n] ?? fail('a device row per seed')).id,
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        type: d.type,
        active: d.status !== 'inactive',
      }),
    );
  }

  for (const brandId of [...new Set(allCinemas.map((c) => c.brandId))]) {
    const rows = await db
      .insert(paymentMethods)
      .values(methods.map(({ channels: _c, ...m }, n) => ({ ...m, brandId, sortOrder: (n + 1) * 10 })))
      .returning({ id: paymentMethods.id });
    const enablement = allCinemas
      .filter((c) => c.brandId === brandId)
      .flatMap((c) =>
        methods.flatMap((m, n) =>
          m.channels.map((channel) => ({
            paymentMethodId: (rows[n] ?? fail('a payment method row per seed')).id,
            brandId,
            cinemaId: c.id,
            channel,
          })),
        ),
      );
    await db.insert(paymentMethodCinemas).values(enablement);
  }

  // About 60 events over the last 14 days; recent warnings and errors are still unread.
  const live = seeded.filter((d) => d.active);
  const logs = Array.from({ length: 64 }, (_, n) => {
    const device = pick(live);
    const event = pick(events[device.type]);
    const ago = n < 12 ? rand() * 2 * DAY : 2 * DAY + rand() * 12 * DAY;
    const occurredAt = new Date(now - ago);
    const unread = ago < 2 * DAY && event.level !== 'info';
    const readAt = unread ? null : new Date(Math.min(now, occurredAt.getTime() + (5 + rand() * 115) * MINUTE));
    return { brandId: device.brandId, cinemaId: device.cinemaId, deviceId: device.id, ...event, occurredAt, readAt };
  });
  const rows = await db
    .insert(deviceNotificationLogs)
    .values(logs.map(({ readAt: _r, ...l }) => l))
    .returning({ id: deviceNotificationLogs.id });
  // Read state is per user: the demo accounts are made later and read these (seedNotificationReads).
  return rows.flatMap((r, n) => {
    const { readAt, brandId } = logs[n] ?? fail('a log row per seed');
    return readAt ? [{ id: r.id, brandId, readAt }] : [];
  });
}

/** Every demo account of the brand (and the operator) has read the older notifications. */
export async function seedNotificationReads(
  db: Db,
  read: { id: number; brandId: number; readAt: Date }[],
  readers: { id: number; brandId: number | null }[],
) {
  const values = read.flatMap((n) =>
    readers
      .filter((a) => a.brandId === null || a.brandId === n.brandId)
      .map((a) => ({ notificationId: n.id, accountId: a.id, readAt: n.readAt })),
  );
  if (values.length) await db.insert(deviceNotificationReads).values(values);
}
