import { z } from 'zod';
import { cleanString } from './text.js';
import { ja } from './messages.js';
import { password, refId } from './fields.js';
import { accountType, moduleMapSchema, permissionMapSchema } from './modules.js';

/** Sign-in and password fields' labels: the validation messages and the forms use these. */
export const authLabels = {
  userName: 'ログインID',
  password: 'パスワード',
  oldPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  confirmPassword: 'パスワード（確認用）',
} as const;
const L = authLabels;

export const loginBody = z.object({
  userName: cleanString(L.userName, { typeMessage: ja.required(L.userName) })
    .trim()
    .min(1, ja.required(L.userName))
    .max(100, ja.maxLength(L.userName, 100)),
  password: cleanString(L.password, { typeMessage: ja.required(L.password) })
    .min(1, ja.required(L.password))
    .max(128, ja.maxLength(L.password, 128)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionCinema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  brandId: z.number().int(),
});
export type SessionCinema = z.infer<typeof sessionCinema>;

// The session fields (docs/api-conventions.md, "original names").
export const sessionData = z.object({
  token: z.string(),
  userName: z.string(),
  displayName: z.string(),
  accountId: z.number().int(),
  brandId: z.number().int().nullable(),
  brandCode: z.string().nullable(),
  brandName: z.string().nullable(),
  cinemas: z.array(sessionCinema),
  cinemaId: z.number().int().nullable(),
  cinemaObj: sessionCinema.nullable(),
  moduleMap: moduleMapSchema,
  permissionMap: permissionMapSchema,
  adminType: accountType,
  isAdmin: z.boolean(),
  round: z.enum(['ROUND', 'ROUND_DOWN', 'ROUND_UP']),
  specialReport: z.boolean(),
  // Set while acting as another account: the account acted as, and who really signed in.
  loginAsAccountId: z.number().int().nullable(),
  originalUserName: z.string().nullable(),
  // The password was set by an administrator: the web shows the password change before anything else.
  mustChangePassword: z.boolean(),
  accountDetailInfo: z.object({ email: z.string().nullable(), roleName: z.string().nullable() }),
});
export type SessionData = z.infer<typeof sessionData>;

// The original call (docs/api-conventions.md, "original names") sends userName, oldPassword and newPassword: the confirmation is checked
// when sent (the console's form does), never required. The fields go in the JSON body only: a
// password in a query string ends up in proxies' and browsers' logs.
export const updateExpiredPasswordBody = z
  .object(
    {
      // The same bounds as the sign-in's: a longer name cannot exist, and would only reach the failed-login audit row.
      userName: cleanString(L.userName).trim().min(1, ja.required(L.userName)).max(100, ja.maxLength(L.userName, 100)),
      oldPassword: cleanString(L.oldPassword)
        .min(1, ja.required(L.oldPassword))
        .max(128, ja.maxLength(L.oldPassword, 128)),
      newPassword: password(L.newPassword),
      confirmPassword: cleanString(L.confirmPassword).optional(),
    },
    { error: 'ユーザー名とパスワードはJSONの本文で送ってください' },
  )
  .superRefine((v, ctx) => {
    if (v.newPassword === v.oldPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: ja.passwordSameAsOld });
    if (v.confirmPassword !== undefined && v.newPassword !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ja.passwordConfirmMismatch });
  });
export type UpdateExpiredPasswordBody = z.infer<typeof updateExpiredPasswordBody>;

export const changePasswordBody = z
  .object({
    oldPassword: cleanString(L.oldPassword).min(1, ja.required(L.oldPassword)),
    newPassword: password(L.newPassword),
    confirmPassword: cleanString(L.confirmPassword).min(1, ja.required(L.confirmPassword)),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword === v.oldPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: ja.passwordSameAsOld });
    if (v.newPassword !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ja.passwordConfirmMismatch });
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

// The login-as answer (docs/api-conventions.md, "original names").
export const loginAsData = z.object({
  id: z.number().int(),
  userName: z.string(),
  moduleMap: moduleMapSchema,
  permissionMap: permissionMapSchema,
  type: accountType,
  admin: z.boolean(),
  cinemas: z.array(sessionCinema),
  brandId: z.number().int().nullable(),
});
export type LoginAsData = z.infer<typeof loginAsData>;

export const selectCinemaBody = z.object({ cinemaId: refId('劇場').nullable() });
