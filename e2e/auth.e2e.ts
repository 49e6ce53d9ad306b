import assert from 'node:assert/strict';
import { flow } from './support/browser.js';
import { fillLogin, header, login, loginWithForm, userMenu, waitForPath } from './support/app.js';

// Each demo login lands on the dashboard with its own name in the header.
const roles = [
  { userName: 'admin', displayName: 'プラットフォーム管理者' },
  { userName: 'hq', displayName: 'シネマライン本部', brand: 'シネマライン' },
  { userName: 'shinjuku', displayName: '新宿 劇場スタッフ', brand: 'シネマライン' },
  { userName: 'hq2', displayName: 'ミライシネマ本部', brand: 'ミライシネマ' },
];

for (const role of roles) {
  flow(`login as ${role.userName}`, async (page) => {
    await loginWithForm(page, role.userName);
    await page.getByRole('button', { name: 'ユーザーメニュー' }).filter({ hasText: role.displayName }).waitFor();
    if (role.brand) await header(page).getByText(role.brand, { exact: true }).waitFor();
  });
}

flow('wrong password shows the message and stays on login', async (page) => {
  await page.goto('/login');
  await fillLogin(page, 'hq', 'not-the-password-1');
  await page.getByRole('alert').filter({ hasText: 'ログインIDまたはパスワードが正しくありません。' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
});

flow('guard sends a signed-out visitor to login and back', async (page) => {
  await page.goto('/cinema');
  await page.waitForURL((url) => url.pathname === '/login' && url.search === '?redirect=%2Fcinema');
  await page.getByText('認証の有効期限が切れました。再度ログインしてください。').waitFor();
  await fillLogin(page, 'hq');
  await waitForPath(page, '/cinema');
});

flow('logout ends the session', async (page) => {
  await login(page, 'hq');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await userMenu(page, 'ログアウト');
  await waitForPath(page, '/login');
  // A deliberate logout lands on plain /login, without the expired-session message.
  assert.equal(new URL(page.url()).search, '');
  assert.equal(await page.getByText('認証の有効期限が切れました。再度ログインしてください。').count(), 0);
  const leftovers = await page.evaluate(() => Object.keys(localStorage).filter((k) => /token|userData/i.test(k)));
  assert.deepEqual(leftovers, []);
  // The server forgot the token too, and the console does not open again.
  const res = await page.request.get('/api/session/current', { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status(), 401);
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard');
});

flow('unknown path shows the not-found page', async (page) => {
  await login(page, 'hq', '/no-such-screen');
  await page.getByText('ページが見つかりません').waitFor();
  await page.getByRole('link', { name: 'ホームに戻る' }).click();
  await waitForPath(page, '/dashboard');
});
