import { z } from 'zod';
import { sortedList } from './common.js';
import { labelled } from './enums.js';
import { id } from './fields.js';
import { ja } from './messages.js';
import type { AuditEntityValues } from './audit-entities.js';

// 操作ログ: every change, login and act-as the audit table records, for head office and the operator, with the cinema
// each was done in (docs/architecture.md, "the audit log").

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
    'receiptReissue',
    'close',
    'reopen',
    'settle',
    'resettle',
    'approve',
    'confirm',
    'unconfirm',
    'reissue',
    'void',
    'publish',
    'unpublish',
    'restore',
    'export',
    'run',
    'send',
    'unsubscribe',
    'distribute',
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
    // A copy of a sale's 領収書: no record changes, but 操作ログ shows who printed it (docs/sales.md, "reissued receipts").
    receiptReissue: '領収書を再発行',
    // 日次締め: a day closed, or reopened by head office with its reason (docs/reports.md, "日次締め").
    close: '締め',
    reopen: '締め解除',
    // レジ精算 in the console: a shift settled, settled again with its reason, approved (docs/sales.md, "console settlement").
    settle: '精算',
    resettle: '再精算',
    approve: '承認',
    // 映画料集計: a month's film fee confirmed, or unconfirmed with its reason (docs/accounting.md, "映画料集計").
    confirm: '確定',
    unconfirm: '確定解除',
    // 売掛 and 買掛・未払: an invoice reissued; an invoice, a 消込, a 支払 or a 相殺 voided with its reason (docs/accounting.md).
    reissue: '再発行',
    void: '取消',
    // 劇場サイト: a page published (now or as booked), taken off the site, or a revision restored into its draft.
    publish: '公開',
    unpublish: '非公開',
    restore: '復元',
    // 会員一覧's CSV/Excel with personal data (docs/membership.md, "personal data").
    export: '出力',
    // 自動化ルール run by hand (今すぐ実行), as the daily job would (docs/membership.md, "自動化ルール").
    run: '実行',
    // メールマガジン: a send started or booked, a test mail, and a member's 配信停止 through a mail's link.
    send: '送信',
    unsubscribe: '配信停止',
    // 会員クーポン: a draft's coupons handed out to its members (docs/membership.md, "会員クーポン").
    distribute: '配布',
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
  cinemaName: '劇場',
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
/**
 * The list's query; its entity filter takes the entities every feature audits (audit-entities.ts), which are
 * read from the features, the audit log's among them: so it is built from them rather than importing them.
 */
export const auditLogListQueryOf = <const E extends readonly [string, ...string[]]>(auditEntities: E) =>
  sortedList(auditLogSortFields)
    .extend({
      /** The login id of who did it, or of the account acted as (part of it). */
      user: z.string().trim().max(100, ja.maxLength(L.userName, 100)).optional(),
      entity: z.enum(auditEntities, { error: ja.requiredSelect(L.entity) }).optional(),
      /** The target: its id, or a word of the entry's summary (e.g. the film's name). */
      target: z.string().trim().max(100, ja.maxLength('対象', 100)).optional(),
      /** The cinema the change was done in; brand-wide entries (no cinema) are not among a cinema's. */
      cinemaId: id.optional(),
      action: z.enum(auditAction.values, { error: ja.requiredSelect(L.action) }).optional(),
      /** Days in Japan time, both ends included. */
      from: day(L.from),
      to: day(L.to),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: auditDateOrderMessage });
export type AuditLogListQuery = z.infer<ReturnType<typeof auditLogListQueryOf<AuditEntityValues>>>;

export const auditLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who did it: the person signed in. */
  userName: z.string().nullable(),
  /** The account acted as (代理ログイン), or null when done as oneself. */
  actingUserName: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  /** The cinema the change was done in (劇場), or null for a brand-wide change (全劇場). */
  cinemaId: z.number().int().nullable(),
  cinemaName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
