import { flow } from './support/browser.js';
import { loaded, login, named } from './support/app.js';

flow('cinema staff change the late-hour cut-off for minors and see it after a reload', async (page) => {
  await login(page, 'shinjuku', '/restrict');
  // The four 映倫 codes of the cinema, with their ages.
  await page.getByRole('row').filter({ hasText: 'R18+' }).getByText('18歳以上', { exact: true }).waitFor();

  const cutoff = page.getByLabel('終了時刻の上限');
  await loaded(cutoff);
  await cutoff.fill('22:00');
  await page.getByRole('button', { name: named('保存') }).click();
  await page.getByText('保存しました。').waitFor();

  await page.reload();
  await loaded(page.getByLabel('終了時刻の上限'));
  if ((await page.getByLabel('終了時刻の上限').inputValue()) !== '22:00')
    throw new Error('the cut-off did not survive a reload');
  await page.getByText('最終更新：').waitFor();

  // Back to the seeded 23:00, so the flow can run again on the same data.
  await page.getByLabel('終了時刻の上限').fill('23:00');
  await page.getByRole('button', { name: named('保存') }).click();
  await page.getByText('保存しました。').last().waitFor();
});
