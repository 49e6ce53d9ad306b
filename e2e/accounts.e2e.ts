import { flow } from './support/browser.js';
import { choose, deleteRow, loaded, login, named, row, waitForPath } from './support/app.js';

flow('head office creates, edits and deletes a user', async (page) => {
  // Unique per run so a rerun against a kept database does not meet its own leftovers.
  const n = Date.now().toString().slice(-6);
  const userName = `e2e_${n}`;
  await login(page, 'hq', '/user/create');
  await page.getByLabel('ログインID').fill(userName);
  await page.getByLabel('氏名').fill('試験 太郎');
  await page.getByLabel('メールアドレス').fill(`${userName}@example.jp`);
  await choose(page, '種類', '劇場');
  await choose(page, 'ロール', '劇場スタッフ');
  await choose(page, '担当劇場', 'シネマライン新宿（0101）');
  await page.keyboard.press('Escape');
  await page.getByLabel('パスワード', { exact: true }).fill('e2ePass2026');
  await page.getByLabel('パスワード（確認用）').fill('e2ePass2026');
  await page.getByRole('button', { name: named('登録') }).click();
  await waitForPath(page, '/user');

  await row(page, userName)
    .getByRole('link', { name: named('編集') })
    .click();
  await page.waitForURL(/\/user\/edit\/\d+$/);
  const field = page.locator('input#displayName');
  await loaded(field);
  await field.fill('試験 次郎');
  await page.getByRole('button', { name: named('保存') }).click();
  await waitForPath(page, '/user');
  await row(page, userName).filter({ hasText: '試験 次郎' }).waitFor();

  await deleteRow(page, userName);
});
