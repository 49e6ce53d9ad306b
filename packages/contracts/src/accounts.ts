import { z } from 'zod';
import { cleanString } from './text.js';
import { sortedList } from './common.js';
import { email, id, pickId, optionalText, password, requiredText, versionField } from './fields.js';
import { accountType } from './modules.js';
import { ja } from './messages.js';

/** The user master's field labels: the validation messages, the forms, the list and the export all use these. */
export const accountLabels = {
  userName: 'ログインID',
  displayName: '氏名',
  email: 'メールアドレス',
  password: 'パスワード',
  confirmPassword: 'パスワード（確認用）',
  type: '種類',
  brandId: 'ブランド',
  roleId: 'ロール',
  cinemaIds: '担当劇場',
  active: '状態',
  note: '備考',
  lastLoginAt: '最終ログイン',
  locked: 'ロック',
  mustChangePassword: '初回パスワード変更',
  passwordChangedAt: 'パスワード変更日',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = accountLabels;

const userName = requiredText(L.userName, 50).regex(
  /^[A-Za-z0-9._@-]+$/,
  `「${L.userName}」は半角英数字と記号（. _ @ -）で入力してください`,
);

const accountFields = {
  displayName: requiredText(L.displayName, 50),
  email: email(L.email),
  type: accountType,
  brandId: id.nullish().transform((v) => v ?? null),
  roleId: id.nullish().transform((v) => v ?? null),
  cinemaIds: z.array(id).max(500),
  active: z.boolean(),
  note: optionalText(L.note, 500),
};

// Role kind rules shared by create and update: a cinema account needs at least one cinema,
// brand and cinema accounts need a brand and a role.
const accountRules = (
  v: { type: string; brandId: number | null; roleId: number | null; cinemaIds: number[] },
  ctx: z.RefinementCtx,
) => {
  if (v.type !== 'superAdmin' && v.roleId == null)
    ctx.addIssue({ code: 'custom', path: ['roleId'], message: ja.requiredSelect(L.roleId) });
  if (v.type === 'cinema' && v.cinemaIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['cinemaIds'], message: ja.requiredSelect(L.cinemaIds) });
};

export const accountCreateBody = z
  .object({
    userName,
    password: password(L.password),
    confirmPassword: cleanString(L.confirmPassword),
    ...accountFields,
  })
  .superRefine((v, ctx) => {
    accountRules(v, ctx);
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ja.passwordConfirmMismatch });
  });
export type AccountCreateBody = z.infer<typeof accountCreateBody>;

export const accountUpdateBody = z
  .object({
    id,
    version: versionField,
    // Leave empty to keep the current password; an administrator's reset.
    password: password(L.password).or(z.literal('')).nullish(),
    confirmPassword: cleanString(L.confirmPassword).nullish(),
    ...accountFields,
  })
  .superRefine((v, ctx) => {
    accountRules(v, ctx);
    if (v.password && v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ja.passwordConfirmMismatch });
  });
export type AccountUpdateBody = z.infer<typeof accountUpdateBody>;

export const account = z.object({
  id: z.number().int(),
  userName: z.string(),
  displayName: z.string(),
  email: z.string(),
  type: accountType,
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  cinemaIds: z.array(z.number().int()),
  cinemaNames: z.array(z.string()),
  active: z.boolean(),
  note: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  passwordChangedAt: z.string(),
  // Too many failed sign-ins: locked (ロック中) until lockedUntil; head office may unlock it.
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  // The password was set by an administrator and not yet changed by its user.
  mustChangePassword: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof account>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const accountSortFields = ['userName', 'displayName', 'lastLoginAt', 'createdAt'] as const;
export const accountListQuery = sortedList(accountSortFields).extend({
  brandId: pickId('ブランド').optional(),
  type: accountType.optional(),
  roleId: pickId('ロール').optional(),
  cinemaId: pickId('劇場').optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuery>;

// /setting-account: the signed-in user's own profile.
export const profileUpdateBody = z.object({
  version: versionField,
  displayName: requiredText(L.displayName, 50),
  email: email(L.email),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;
