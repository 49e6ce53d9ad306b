import { flow } from './support/browser.js';
import { deleteRow, login, named, row } from './support/app.js';

flow('head office adds a ムビチケ ticket and looks it up by code; an unknown code is not found', async (page) => {
  // Unique per run so a rerun against a kept database does not meet its own leftovers.
  const n = Date.now().toString().slice(-6);
  const code = `E2E${n}`;
  const name = `E2Eムビチケ${n}`;
  await login(page, 'hq', '/movie-ticket-master');
  await row(page, 'ムビチケ一般').first().waitFor();

  await page.getByRole('button', { name: '券種登録' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('券種コード').fill(code);
  await dialog.getByLabel('券種名').fill(name);
  await dialog.getByLabel('販売単価').fill('1700');
  await dialog.getByLabel('計上単価').fill('1550');
  await dialog.getByRole('button', { name: named('登録') }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, name).getByText('¥1,550').waitFor();

  const lookup = page.getByLabel('照会する券種コード');
  await lookup.fill(code);
  await lookup.press('Enter');
  const popover = page.locator('.ant-popover:visible');
  await popover.getByText(name).waitFor();
  await popover.getByText('¥1,700').waitFor();

  await lookup.fill('NOPE9999');
  await lookup.press('Enter');
  await popover.getByText('ムビチケの券種が見つかりません。').waitFor();
  // A click elsewhere closes the result.
  await page.getByRole('heading', { name: 'ムビチケ券種マスター' }).click();
  await popover.waitFor({ state: 'hidden' });

  await deleteRow(page, name);
});
