import { z } from 'zod';
import { email, id, password, requiredText } from './fields.js';

// The first account of a new brand (its head-office administrator) or of a new cinema (its first
// staff), created with the brand or cinema in one transaction.

export const firstAccountLabels = {
  userName: 'ログインID',
  displayName: '氏名',
  email: 'メールアドレス',
  password: '初期パスワード',
  roleId: 'ロール',
} as const;
const L = firstAccountLabels;

const loginId = requiredText(L.userName, 50).regex(
  /^[A-Za-z0-9._@-]*$/,
  `「${L.userName}」は半角英数字と記号（. _ @ -）で入力してください`,
);

export const firstAccount = z.object({
  userName: loginId,
  displayName: requiredText(L.displayName, 50),
  email: email(L.email),
  password: password(L.password),
});
export type FirstAccount = z.infer<typeof firstAccount>;

/** A cinema's first staff account: optional, with the brand role it gets. */
export const firstStaff = firstAccount.extend({ roleId: id });
export type FirstStaff = z.infer<typeof firstStaff>;

/** 代理ログイン needs a head-office administrator: the brand list says when a brand has none. */
export const noBrandAdministrator = '本部の管理者アカウントがありません';
