import { flow } from './support/browser.js';
import { deleteRow, login, named, row } from './support/app.js';

flow('cinema staff add, edit and delete a screen format with its surcharge', async (page) => {
  // Unique per run so a rerun against a kept database does not meet its own leftovers.
  const n = Date.now().toString().slice(-6);
  const name = `E2E方式${n}`;
  await login(page, 'shinjuku', '/version-management');
  await page.getByRole('tab', { name: '上映方式' }).click();

  await page.getByRole('button', { name: '上映方式を追加' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('コード').fill(`e2e${n}`);
  await dialog.getByLabel('表示名').fill(name);
  await dialog.getByLabel('加算料金（円）').fill('1800');
  await dialog.getByRole('button', { name: named('登録') }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, name).getByText('¥1,800').waitFor();
  await row(page, name).getByText(`E2E${n}`).waitFor();

  await row(page, name)
    .getByRole('button', { name: named('編集') })
    .click();
  const field = dialog.getByLabel('表示名');
  await field.fill(`${name}改`);
  await dialog.getByLabel('加算料金（円）').fill('2000');
  await dialog.getByRole('button', { name: named('保存') }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, `${name}改`).getByText('¥2,000').waitFor();

  await deleteRow(page, `${name}改`);
});
