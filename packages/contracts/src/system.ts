import { z } from 'zod';
import { cleanString } from './text.js';
import { int, versionField } from './fields.js';
import { roundingMode } from './enums.js';

const brandCodeText = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/, 'ブランドコードは半角英数字で入力してください');

/** The platform settings' field labels: the validation messages and the settings form use these. */
export const systemLabels = {
  passwordExpiryDays: 'パスワード有効期限（日）',
  sessionTtlHours: 'ログイン有効時間（時間）',
  loginMaxFailures: 'ログイン失敗の上限回数',
  loginLockMinutes: 'ログインロック時間（分）',
  roundingMode: '端数処理',
  specialBrandCodes: '特別レポートを表示するブランドコード',
  specialBrandCodePrefix: 'テスト用ブランドコードの接頭辞',
  mailRetryIntervalMinutes: 'チケットメールの再送間隔（分）',
  mailRetryCount: 'チケットメールの再送回数',
  mailBatchSize: 'チケットメールの一括送信件数',
} as const;
const L = systemLabels;

// Platform settings (/setting-global, superAdmin).
export const globalSettingsFields = {
  passwordExpiryDays: int(L.passwordExpiryDays, 0, 365),
  sessionTtlHours: int(L.sessionTtlHours, 1, 720),
  loginMaxFailures: int(L.loginMaxFailures, 3, 20),
  loginLockMinutes: int(L.loginLockMinutes, 1, 1440),
  roundingMode: roundingMode.schema,
  // docs/web-conventions.md, "the menu": the special-report group shows for these brand codes, or codes with the test prefix.
  specialBrandCodes: z.array(brandCodeText).max(20),
  specialBrandCodePrefix: cleanString(L.specialBrandCodePrefix)
    .trim()
    .max(20)
    .nullish()
    .transform((v) => (v ? v : null)),
  // docs/operations.md, "ticket e-mails": a failed ticket e-mail is tried again this often, this many times; a sweep sends at most batch size.
  mailRetryIntervalMinutes: int(L.mailRetryIntervalMinutes, 1, 1440),
  mailRetryCount: int(L.mailRetryCount, 0, 20),
  mailBatchSize: int(L.mailBatchSize, 1, 1000),
};
export const globalSettingsUpdateBody = z.object({ version: versionField, ...globalSettingsFields });
export type GlobalSettingsUpdateBody = z.infer<typeof globalSettingsUpdateBody>;
export const globalSettings = z.object({
  passwordExpiryDays: z.number().int(),
  sessionTtlHours: z.number().int(),
  loginMaxFailures: z.number().int(),
  loginLockMinutes: z.number().int(),
  roundingMode: roundingMode.schema,
  specialBrandCodes: z.array(z.string()),
  specialBrandCodePrefix: z.string().nullable(),
  mailRetryIntervalMinutes: z.number().int(),
  mailRetryCount: z.number().int(),
  mailBatchSize: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type GlobalSettings = z.infer<typeof globalSettings>;

/** A labelled choice of a fixed list (shop groups). */
export const labelledOption = z.object({ value: z.string(), label: z.string() });

// docs/api-conventions.md, "settings": GET /api/system/setting answers round and brandCode.
export const systemSetting = z.object({ round: roundingMode.schema, brandCode: z.string().nullable() });

export const dashboardSummary = z.object({
  counts: z.object({
    brands: z.number().int(),
    cinemas: z.number().int(),
    screens: z.number().int(),
    /** Null for a role without ユーザー閲覧: it is not told about other accounts. */
    accounts: z.number().int().nullable(),
  }),
  /**
   * Whether the caller may see other accounts (ユーザー閲覧). Without it recentAccounts is empty and
   * recentChanges holds only what the caller did.
   */
  othersVisible: z.boolean(),
  cinemas: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      brandName: z.string(),
      status: z.string(),
      screenCount: z.number().int(),
    }),
  ),
  recentAccounts: z.array(
    z.object({
      id: z.number().int(),
      userName: z.string(),
      displayName: z.string(),
      type: z.string(),
      lastLoginAt: z.string().nullable(),
    }),
  ),
  /**
   * 承認/差し戻し of films the caller's cinemas registered, in the last 14 days (cinema accounts
   * only): the submitting cinema is told the outcome.
   */
  filmReviews: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      approvalStatus: z.enum(['approved', 'returned']),
      at: z.string(),
      returnReason: z.string().nullable(),
    }),
  ),
  recentChanges: z.array(
    z.object({
      at: z.string(),
      userName: z.string().nullable(),
      action: z.string(),
      entity: z.string(),
      summary: z.string().nullable(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string().nullable(),
  actingUserName: z.string().nullable(),
  brandId: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
});
