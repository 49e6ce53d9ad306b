import { flow } from './support/browser.js';
import { header, login, row, userMenu, waitForPath } from './support/app.js';

flow('superAdmin acts as a brand and returns', async (page) => {
  await login(page, 'admin');
  await page.goto('/brand');
  await row(page, 'シネマライン').getByRole('button', { name: '代理ログイン' }).click();
  await waitForPath(page, '/dashboard');
  await header(page)
    .getByText(/^代理ログイン中/)
    .waitFor();
  await header(page).getByText('シネマライン', { exact: true }).waitFor();

  await userMenu(page, '元のアカウントに戻る');
  await waitForPath(page, '/dashboard');
  await header(page)
    .getByText(/^代理ログイン中/)
    .waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'ユーザーメニュー' }).filter({ hasText: 'プラットフォーム管理者' }).waitFor();
});

flow('head office acts as a cinema account and returns', async (page) => {
  await login(page, 'hq');
  await page.goto('/user');
  await row(page, 'shinjuku').getByRole('button', { name: '代理ログイン' }).click();
  await waitForPath(page, '/dashboard');
  await header(page)
    .getByText(/^代理ログイン中/)
    .waitFor();
  await page.getByRole('button', { name: 'ユーザーメニュー' }).filter({ hasText: '新宿 劇場スタッフ' }).waitFor();

  await userMenu(page, '元のアカウントに戻る');
  await waitForPath(page, '/dashboard');
  await page.getByRole('button', { name: 'ユーザーメニュー' }).filter({ hasText: 'シネマライン本部' }).waitFor();
});
