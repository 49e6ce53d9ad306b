import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { isDateTime } from './dates.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { choice, email, id, int, pickId, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { cleanString } from './text.js';
import { mailPlaceholderList, unknownPlaceholders } from './mail-magazine-placeholders.js';

// メールマガジン (docs/membership.md, "メールマガジン"): head office writes a mail to the members a 会員フィルター
// finds, sends it now or at a set time through the job runner at a set rate per minute, and reads what became of
// each recipient. The members' own fields go into the text as {{氏名}}, {{ランク}}, {{会員番号}}, {{ポイント}}.

/** The categories SPEC §3 names for member coupons and news. */
export const mailMagazineCategory = labelled(['notice', 'importantNotice', 'activity', 'send', 'campaign'], {
  notice: 'お知らせ',
  importantNotice: '重要なお知らせ',
  activity: 'イベント',
  send: 'ご案内',
  campaign: 'キャンペーン',
});
export type MailMagazineCategory = (typeof mailMagazineCategory.values)[number];

export const mailMagazineStatus = labelled(['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'], {
  draft: '下書き',
  scheduled: '予約済み',
  sending: '送信中',
  paused: '一時停止',
  sent: '送信済み',
  cancelled: '取消',
});
export type MailMagazineStatus = (typeof mailMagazineStatus.values)[number];

export const mailSendMode = labelled(['now', 'scheduled'], { now: '今すぐ送信', scheduled: '日時を指定して送信' });
export type MailSendMode = (typeof mailSendMode.values)[number];

export const mailBodyFormat = labelled(['text', 'html'], { text: 'テキスト', html: 'HTML' });
export type MailBodyFormat = (typeof mailBodyFormat.values)[number];

/** One row per member frozen when sending starts; `unsubscribed` is a member who stopped mail before it went out. */
export const mailRecipientStatus = labelled(['queued', 'sent', 'bounced', 'failed', 'unsubscribed'], {
  queued: '送信待ち',
  sent: '送信済み',
  bounced: '不達',
  failed: '送信失敗',
  unsubscribed: '配信停止',
});
export type MailRecipientStatus = (typeof mailRecipientStatus.values)[number];

export const mailMagazineLabels = {
  subject: '件名',
  category: 'カテゴリ',
  bodyFormat: '本文の形式',
  body: '本文',
  memberFilterId: '配信対象（会員フィルター）',
  sendMode: '送信方法',
  scheduledAt: '送信予定日時',
  ratePerMinute: '送信速度（通／分）',
  status: '状態',
  recipientCount: '配信数',
  sentCount: '送信済み',
  bouncedCount: '不達',
  failedCount: '送信失敗',
  skippedCount: '配信停止で除外',
  unsubscribedCount: '配信停止',
  startedAt: '送信開始',
  finishedAt: '送信完了',
  to: 'テスト送信先',
  keyword: '件名',
} as const;
const L = mailMagazineLabels;

export const mailMagazineMessages = {
  notDraft: '下書きのメールマガジンだけ編集・削除できます',
  noFilter: '「配信対象（会員フィルター）」を選択してください',
  noScheduledAt: '「送信予定日時」を入力してください',
  pastScheduledAt: '「送信予定日時」は現在より後の日時を入力してください',
  noRecipients: '配信対象の会員がいません（メールアドレスがない・配信停止・停止・退会の会員には送信しません）',
  notSendable: '下書きのメールマガジンだけ送信・予約できます',
  notCancellable: '予約済み・送信中・一時停止のメールマガジンだけ取り消せます',
  notPausable: '送信中のメールマガジンだけ一時停止できます',
  notResumable: '一時停止中のメールマガジンだけ再開できます',
  sent: 'メールマガジンの送信を開始しました',
  scheduled: 'メールマガジンの送信を予約しました',
  cancelled: 'メールマガジンの送信を取り消しました',
  unscheduled: '送信の予約を取り消し、下書きに戻しました',
  paused: 'メールマガジンの送信を一時停止しました',
  resumed: 'メールマガジンの送信を再開しました',
  testSent: (to: string) => `${to} へテストメールを送信しました`,
  testRefused: (reason: string) => `テストメールを送信できませんでした: ${reason}`,
  unknownPlaceholder: (names: string) =>
    `使えない差し込み項目があります: ${names}（使えるもの: ${mailPlaceholderList}）`,
  badToken: '配信停止のリンクが正しくありません。メールに記載のリンクをもう一度お試しください',
  bouncesRecorded: (n: number) => `${n}件の不達を記録しました`,
} as const;

// ─── Compose ────────────────────────────────────────────────────────────────────────────────────

const withPlaceholders = (label: string) => (v: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(v);
  if (unknown.length)
    ctx.addIssue({
      code: 'custom',
      message: `「${label}」に${mailMagazineMessages.unknownPlaceholder(unknown.map((u) => `{{${u}}}`).join('、'))}`,
    });
};
const subject = requiredText(L.subject, 150).superRefine(withPlaceholders(L.subject));
const body = withMeta(
  cleanString(L.body, { multiline: true, typeMessage: ja.required(L.body) })
    .trim()
    .min(1, ja.required(L.body))
    .max(20_000, ja.maxLength(L.body, 20_000))
    .superRefine(withPlaceholders(L.body)),
  { label: L.body, help: `会員ごとに差し込む項目: ${mailPlaceholderList}` },
);
const scheduledAt = withMeta(
  z
    .string()
    .trim()
    .refine((v) => v === '' || isDateTime(v), `「${L.scheduledAt}」は日時で入力してください`)
    .nullish()
    .transform((v) => (v ? new Date(v).toISOString() : null)),
  { label: L.scheduledAt, format: 'dateTime' },
);

export const DEFAULT_MAIL_RATE = 600;

const composeFields = {
  subject,
  category: choice(mailMagazineCategory, L.category),
  bodyFormat: choice(mailBodyFormat, L.bodyFormat).default('text'),
  body,
  memberFilterId: pickId(L.memberFilterId)
    .nullish()
    .transform((v) => v ?? null),
  sendMode: choice(mailSendMode, L.sendMode).default('now'),
  scheduledAt,
  ratePerMinute: withMeta(int(L.ratePerMinute, 1, 10_000), {
    help: '1分あたりに送る通数。送信サーバーの上限に合わせてください',
  }).default(DEFAULT_MAIL_RATE),
};
const scheduleNeedsTime = (b: { sendMode: MailSendMode; scheduledAt: string | null }, ctx: z.RefinementCtx) => {
  if (b.sendMode === 'scheduled' && !b.scheduledAt)
    ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: mailMagazineMessages.noScheduledAt });
};
export const mailMagazineCreateBody = z.object(composeFields).superRefine(scheduleNeedsTime);
export type MailMagazineCreateBody = z.infer<typeof mailMagazineCreateBody>;
export type MailMagazineInput = z.input<typeof mailMagazineCreateBody>;
export const mailMagazineUpdateBody = z
  .object({ id, version: versionField, ...composeFields })
  .superRefine(scheduleNeedsTime);
export type MailMagazineUpdateBody = z.infer<typeof mailMagazineUpdateBody>;

/** 送信・予約, 取消, 一時停止, 再開: the magazine at the version the screen read. */
export const mailMagazineActionBody = z.object({ id, version: versionField });
export type MailMagazineActionBody = z.infer<typeof mailMagazineActionBody>;

export const mailPreviewBody = z.object({
  subject: z.string().max(150).default(''),
  body: z.string().max(20_000).default(''),
  bodyFormat: mailBodyFormat.schema.default('text'),
  memberFilterId: composeFields.memberFilterId,
});
export type MailPreviewBody = z.infer<typeof mailPreviewBody>;
export const mailPreview = z.object({
  subject: z.string(),
  text: z.string(),
  /** The HTML part, sanitized; shown in a sandboxed frame. */
  html: z.string(),
  /** Whose fields it shows: the first member the filter finds, or null for the fictional sample. */
  member: z.object({ memberNo: z.string(), name: z.string() }).nullable(),
});
export type MailPreview = z.infer<typeof mailPreview>;

export const mailTestSendBody = z.object({
  subject,
  body,
  bodyFormat: mailBodyFormat.schema.default('text'),
  memberFilterId: composeFields.memberFilterId,
  to: withMeta(email(L.to), { label: L.to }),
});
export type MailTestSendBody = z.infer<typeof mailTestSendBody>;

export const mailAudienceBody = z.object({ memberFilterId: pickId(L.memberFilterId) });
/** What a send would reach: the filter's members, and those of them mail may go to. */
export const mailAudience = z.object({
  matched: z.number().int(),
  sendable: z.number().int(),
});
export type MailAudience = z.infer<typeof mailAudience>;

// ─── Records ────────────────────────────────────────────────────────────────────────────────────

const counts = {
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  bouncedCount: z.number().int(),
  failedCount: z.number().int(),
  skippedCount: z.number().int(),
  unsubscribedCount: z.number().int(),
};
export const mailMagazine = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  subject: z.string(),
  category: mailMagazineCategory.schema,
  bodyFormat: mailBodyFormat.schema,
  body: z.string(),
  memberFilterId: z.number().int().nullable(),
  memberFilterName: z.string().nullable(),
  sendMode: mailSendMode.schema,
  scheduledAt: z.string().nullable(),
  ratePerMinute: z.number().int(),
  status: mailMagazineStatus.schema,
  ...counts,
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  version: z.number().int(),
  ...timestamps,
});
export type MailMagazine = z.infer<typeof mailMagazine>;

export const mailMagazineSortFields = ['subject', 'scheduledAt', 'startedAt', 'updatedAt'] as const;
export const mailMagazineListQuery = sortedList(mailMagazineSortFields).extend({
  status: mailMagazineStatus.schema.optional(),
  category: mailMagazineCategory.schema.optional(),
});
export type MailMagazineListQuery = z.infer<typeof mailMagazineListQuery>;

export const mailRecipientQuery = sortedList(['id'] as const).extend({
  status: mailRecipientStatus.schema.optional(),
});
export type MailRecipientQuery = z.infer<typeof mailRecipientQuery>;
export const mailRecipient = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberNo: z.string(),
  name: z.string(),
  /** Masked as 会員一覧 masks it for a role without 出力. */
  email: z.string(),
  status: mailRecipientStatus.schema,
  attempts: z.number().int(),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type MailRecipient = z.infer<typeof mailRecipient>;

// ─── Unsubscribe and bounces ────────────────────────────────────────────────────────────────────

export const mailUnsubscribeBody = z.object({
  token: z.string({ error: mailMagazineMessages.badToken }).trim().min(1, mailMagazineMessages.badToken).max(200),
});
export const mailUnsubscribeAnswer = z.object({ brandName: z.string() });

export const mailBouncesBody = z.object({
  addresses: z
    .array(email(), { error: ja.required('メールアドレス') })
    .min(1, ja.required('メールアドレス'))
    .max(10_000, ja.maxLength('メールアドレス', 10_000)),
  reason: requiredText('理由', 200),
});
export type MailBouncesBody = z.infer<typeof mailBouncesBody>;
export const mailBouncesAnswer = z.object({ recorded: z.number().int() });
