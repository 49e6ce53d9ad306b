import { flow } from './support/browser.js';
import { login, userMenu, waitForPath } from './support/app.js';

flow('head office and cinema staff read today’s sales of their cinemas on the dashboard', async (page) => {
  await login(page, 'hq');
  const card = page.locator('.ant-card').filter({ hasText: '本日の売上' });
  // Up to the same clock time while the day runs; the whole day after it.
  await card.getByText(/^前週同曜日(の同時刻まで（.+まで）| \d{4}\/\d{2}\/\d{2}（.） の終日)と比較$/).waitFor();
  for (const name of [
    /興行収入（円）\s*上映日基準/,
    /その他売上（円）\s*販売日基準/,
    /売上合計（円）\s*上映日＋販売日/,
  ])
    await card.getByRole('columnheader', { name }).waitFor();
  await card.getByText(/^上映日基準：.+販売日基準：/).waitFor();
  await card.getByRole('cell', { name: 'シネマライン新宿' }).waitFor();
  const rows = await card.locator('tbody tr.ant-table-row').count();
  if (rows < 2) throw new Error(`head office should see every cinema of its brand, saw ${rows}`);
  await card.locator('.ant-table-row-expand-icon').first().click();
  await card
    .getByText(/売上はまだありません|円（前週/)
    .first()
    .waitFor();

  await userMenu(page, 'ログアウト');
  await waitForPath(page, '/login');
  await login(page, 'shinjuku');
  const staffCard = page.locator('.ant-card').filter({ hasText: '本日の売上' });
  await staffCard.getByRole('cell', { name: 'シネマライン新宿' }).waitFor();
  const staffRows = await staffCard.locator('tbody tr.ant-table-row').count();
  if (staffRows !== 1) throw new Error(`cinema staff should see their cinema only, saw ${staffRows}`);
});
