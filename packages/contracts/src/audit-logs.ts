import { z } from 'zod';
import { sortedList } from './common.js';
import { labelled } from './enums.js';
import { ja } from './messages.js';

// 操作ログ: every change, login and act-as the audit table records, for head office and the operator.

/** What kind of record an entry touched, in the words of the screens. */
export const auditEntity = labelled(
  [
    'account',
    'role',
    'brand',
    'brandDomain',
    'cinema',
    'house',
    'version',
    'film',
    'distributor',
    'screening',
    'priceTemplate',
    'discountRule',
    'movieTicket',
    'restrictCode',
    'restrictRule',
    'salesStop',
    'payment',
    'paymentCinemaSettings',
    'device',
    'kitchenPrinter',
    'deviceNotification',
    'file',
    'globalSetting',
    'job',
    'clientGroup',
    'client',
    'deposit',
    'shopItem',
    'ingredient',
    'stockLocation',
    'stockCount',
    'coupon',
    'couponSerial',
    'cinemaShopItem',
    'cinemaMenuLayout',
    'priceTemplateDefaults',
    'salesRollup',
    'transaction',
    'admission',
  ],
  {
    account: 'ユーザー',
    role: 'ロール',
    brand: 'ブランド',
    brandDomain: 'ドメイン設定',
    cinema: '劇場',
    house: 'スクリーン',
    version: '上映方式・バージョン',
    film: '作品',
    distributor: '配給会社',
    screening: '上映回',
    priceTemplate: '料金テンプレート',
    discountRule: '割引ルール',
    movieTicket: 'ムビチケ券種',
    restrictCode: '映倫区分',
    restrictRule: '年齢制限',
    salesStop: '販売停止',
    payment: '決済方法',
    paymentCinemaSettings: '劇場の決済設定',
    device: '端末',
    kitchenPrinter: 'キッチンプリンター',
    deviceNotification: '端末通知',
    file: 'ファイル',
    globalSetting: '全体設定',
    job: 'ジョブ',
    clientGroup: '取引先グループ',
    client: '取引先',
    deposit: '入金口座',
    shopItem: '売店商品',
    ingredient: '原材料',
    stockLocation: '保管場所',
    stockCount: '棚卸',
    coupon: 'クーポン・前売券',
    couponSerial: 'クーポン番号',
    cinemaShopItem: '劇場別の売店商品',
    cinemaMenuLayout: '劇場別のメニュー配置',
    priceTemplateDefaults: '料金テンプレートの既定',
    salesRollup: '売上集計',
    transaction: '取引',
    admission: '入場（着券）',
  },
);
export type AuditEntity = (typeof auditEntity.values)[number];
/** An entity the list does not know yet reads as its code rather than failing. */
export const auditEntityLabel = (e: string) => auditEntity.labels[e as AuditEntity] ?? e;

export const auditAction = labelled(
  [
    'create',
    'update',
    'delete',
    'login',
    'loginFailed',
    'logout',
    'loginAs',
    'loginAsReturn',
    'passwordChange',
    'unlock',
  ],
  {
    create: '登録',
    update: '更新',
    delete: '削除',
    login: 'ログイン',
    loginFailed: 'ログイン失敗',
    logout: 'ログアウト',
    loginAs: '代理ログイン',
    loginAsReturn: '代理ログイン終了',
    passwordChange: 'パスワード変更',
    unlock: 'ロック解除',
  },
);
export type AuditAction = (typeof auditAction.values)[number];

export const auditLogLabels = {
  at: '日時',
  userName: 'ユーザー',
  actingUserName: '代理ログイン先',
  acting: '代理ログイン',
  action: '操作',
  entity: '対象の種類',
  entityId: '対象ID',
  summary: '内容',
  brandName: 'ブランド',
  ip: 'IPアドレス',
  from: '開始日',
  to: '終了日',
} as const;
const L = auditLogLabels;

const dateMessage = (label: string) => `「${label}」は「YYYY-MM-DD」の形式で入力してください`;
const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage(label))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && v >= '2000-01-01' && v <= '2100-12-31';
    }, dateMessage(label))
    .optional();
export const auditDateOrderMessage = `「${L.from}」は「${L.to}」以前の日付を指定してください`;

export const auditLogSortFields = ['at', 'userName', 'action', 'entity'] as const;
export const auditLogListQuery = sortedList(auditLogSortFields)
  .extend({
    /** The login id of who did it, or of the account acted as (part of it). */
    user: z.string().trim().max(100, ja.maxLength(L.userName, 100)).optional(),
    entity: z.enum(auditEntity.values, { error: ja.requiredSelect(L.entity) }).optional(),
    /** The target: its id, or a word of the entry's summary (e.g. the film's name). */
    target: z.string().trim().max(100, ja.maxLength('対象', 100)).optional(),
    action: z.enum(auditAction.values, { error: ja.requiredSelect(L.action) }).optional(),
    /** Days in Japan time, both ends included. */
    from: day(L.from),
    to: day(L.to),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: auditDateOrderMessage });
export type AuditLogListQuery = z.infer<typeof auditLogListQuery>;

export const auditLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who did it: the person signed in. */
  userName: z.string().nullable(),
  /** The account acted as (代理ログイン), or null when done as oneself. */
  actingUserName: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
