import { account, accountCreateBody, accountListQuery, accountUpdateBody, profileUpdateBody } from './accounts.js';
import { changePasswordBody } from './auth.js';
import { listOf } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';

// The user master (ユーザー管理), and each user's own account settings (/setting-account).
export const accountEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/list',
    summary: 'ユーザー一覧（ブランド・種類・ロール・劇場・状態で絞り込み）',
    access: onScreen('/user'),
    query: accountListQuery,
    answer: listOf(account),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/account/detail/:id',
    summary: 'ユーザーの詳細（自分のアカウントは誰でも、ほかはユーザー管理の権限で）',
    access: sessionAccess,
    params: idParams,
    answer: account,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/account/create',
    summary: 'ユーザーを登録',
    access: onScreen('/user/create', 'create'),
    body: accountCreateBody,
    answer: account,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/account/update',
    summary: 'ユーザーを更新（パスワードを入れると再設定し、そのユーザーのログインを終える）',
    access: onScreen('/user/edit/:id', 'update'),
    body: accountUpdateBody,
    answer: account,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/account/delete/:id',
    summary: 'ユーザーを削除（自分自身は不可）',
    access: onScreen('/user', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/api/account/unlock/:id',
    summary: 'ログイン失敗でロックされたユーザーのロックを解除（本部・スーパー管理者）',
    description: 'すべての接続元アドレスからのログイン失敗の記録を消す。操作ログに残る。',
    access: onScreen('/user/edit/:id', 'update'),
    params: idParams,
    answer: account,
    errors: ['conflict'],
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/account/profile',
    summary: 'ログイン中のアカウントの氏名・メールアドレスを変更（代理ログイン中はそのアカウント）',
    access: sessionAccess,
    body: profileUpdateBody,
    answer: account,
    errors: ['conflict', 'stale_version'],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/changePassword',
    summary: 'ログイン中のアカウントのパスワードを変更（現在のパスワードを確認）',
    access: sessionAccess,
    body: changePasswordBody,
    answer: null,
    errors: ['stale_version', 'too_many_requests'],
  }),
};
