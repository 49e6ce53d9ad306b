import { loginAsData, loginBody, selectCinemaBody, sessionData, updateExpiredPasswordBody } from './auth.js';
import { endpoint, onScreen, publicAccess, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';

// Signing in and out, and the session: its chosen cinema and acting as another account (docs/architecture.md, "tenancy and permissions").
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    summary: 'ログインIDとパスワードでログインし、トークンとセッション情報を受け取る',
    description:
      '以後の呼び出しは Authorization: Bearer <token> を付けて送る。失敗が続くと、そのログインIDがその接続元アドレスから（さらに続くとどこからでも）一定時間ロックされ、残り時間をメッセージで伝える。管理者が設定したパスワードでは mustChangePassword が true になり、変更するまでほかの呼び出しは 403（password_change_required）になる。',
    access: publicAccess,
    body: loginBody,
    answer: sessionData,
    errors: ['auth_fail', 'account_inactive', 'password_expired', 'too_many_requests'],
  }),
  updateExpiredPassword: endpoint({
    method: 'POST',
    path: '/api/updateExpiredPassword',
    summary: '有効期限が切れたパスワードを変更（ログイン前）',
    description:
      '項目（userName, oldPassword, newPassword。confirmPassword は送れば一致を確認）は JSON の本文で送る。パスワードをクエリ文字列で送ることはできない（ログに残るため）。',
    access: publicAccess,
    body: updateExpiredPasswordBody,
    answer: null,
    errors: ['auth_fail', 'account_inactive', 'too_many_requests'],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'ログアウト（トークンを無効にする）',
    access: sessionAccess,
    answer: null,
  }),
  current: endpoint({
    method: 'GET',
    path: '/api/session/current',
    summary: 'ログイン中のセッション情報（権限・選択中の劇場・代理ログイン）',
    access: sessionAccess,
    answer: sessionData,
  }),
  selectCinema: endpoint({
    method: 'POST',
    path: '/api/session/cinema',
    summary: '作業する劇場を選ぶ（null で選択を解除）',
    access: sessionAccess,
    body: selectCinemaBody,
    answer: sessionData,
  }),
  loginAsBrand: endpoint({
    method: 'GET',
    path: '/api/brand/loginAs/:id',
    summary: 'スーパー管理者がブランドの本部アカウントとして代理ログイン',
    description: '劇場を選んでいない間だけ使える。元に戻るには POST /api/session/restore を呼ぶ。',
    access: onScreen('/brand'),
    params: idParams,
    answer: loginAsData,
    errors: ['conflict'],
  }),
  loginAsAccount: endpoint({
    method: 'GET',
    path: '/api/account/loginAs/:id',
    summary: 'ブランドの管理者が自ブランドのアカウントとして代理ログイン',
    description: '以後の呼び出しに changeAccountId ヘッダー（アカウントID）を付けると、そのアカウントとして動作する。',
    access: onScreen('/user'),
    params: idParams,
    answer: loginAsData,
  }),
  loginAsCinema: endpoint({
    method: 'GET',
    path: '/api/cinema/loginAs/:id',
    summary: 'ブランドの管理者が自ブランドの劇場として代理ログイン（劇場のアカウントがなくても可）',
    description:
      '以後のセッションはその劇場のもの（劇場の画面を操作できる）。操作ログには管理者本人の名前で残る。元に戻るには POST /api/session/restore を呼ぶ。',
    access: onScreen('/cinema', 'view', ['brand']),
    params: idParams,
    answer: loginAsData,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/session/restore',
    summary: '代理ログインを終えて元のアカウントに戻る（劇場の選択も解除）',
    access: sessionAccess,
    answer: sessionData,
  }),
};
