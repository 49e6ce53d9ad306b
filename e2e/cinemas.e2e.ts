import { flow } from './support/browser.js';
import { choose, deleteRow, loaded, login, named, row, waitForPath } from './support/app.js';

flow('head office creates, edits and deletes a cinema', async (page) => {
  // Unique per run so a rerun against a kept database does not meet its own leftovers.
  const n = Date.now().toString().slice(-6);
  const name = `E2E劇場${n}`;
  await login(page, 'hq', '/cinema/create');
  await page.getByLabel('劇場コード').fill(`E2E${n}`);
  await page.getByLabel('劇場名', { exact: true }).fill(name);
  await choose(page, '都道府県', '東京都');
  await page.getByLabel('市区町村').fill('渋谷区');
  await page.getByRole('button', { name: named('登録') }).click();
  await waitForPath(page, '/cinema');

  await row(page, name)
    .getByRole('link', { name: named('編集') })
    .click();
  await page.waitForURL(/\/cinema\/update\/\d+$/);
  const field = page.getByLabel('劇場名', { exact: true });
  await loaded(field);
  await field.fill(`${name}改`);
  await page.getByRole('button', { name: named('保存') }).click();
  await waitForPath(page, '/cinema');

  await deleteRow(page, `${name}改`);
});
