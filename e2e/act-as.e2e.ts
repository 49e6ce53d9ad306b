import { flow } from './support/browser.js';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { confirmDialog, header, login, row, userMenu, waitForPath } from './support/app.js';

/** 代理ログイン asks first; it then lands on the dashboard with no access-denied message. */
async function actAs(page: Page, name: string) {
  await row(page, name).getByRole('button', { name: '代理ログイン' }).click();
  await confirmDialog(page, '代理ログインする');
  await waitForPath(page, '/dashboard');
  assert.deepEqual(await page.locator('.ant-message-error').allInnerTexts(), []);
}

flow('superAdmin acts as a brand and returns', async (page) => {
  await login(page, 'admin', '/brand');
  await actAs(page, 'シネマライン');
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
  await login(page, 'hq', '/user');
  await actAs(page, 'shinjuku');
  await header(page)
    .getByText(/^代理ログイン中/)
    .waitFor();
  await page.getByRole('button', { name: 'ユーザーメニュー' }).filter({ hasText: '新宿 劇場スタッフ' }).waitFor();
  // The cinema the staff's own login chooses.
  await header(page)
    .getByRole('button', { name: /シネマライン新宿/ })
    .waitFor();

  await userMenu(page, '元のアカウントに戻る');
  await waitForPath(page, '/dashboard');
  await page.getByRole('button', { name: 'ユーザーメニュー' }).filter({ hasText: 'シネマライン本部' }).waitFor();
});
