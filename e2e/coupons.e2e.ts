import { flow } from './support/browser.js';
import { choose, login, named, row, waitForPath } from './support/app.js';

flow(
  'head office creates a coupon, issues serials, invalidates a range, prints the sheet and uses one',
  async (page) => {
    // Unique per run so a rerun against a kept database does not meet its own leftovers.
    const n = Date.now().toString().slice(-6);
    const name = `E2Eクーポン${n}`;
    await login(page, 'hq', '/coupon/create');
    await page.getByLabel('クーポン名').fill(name);
    await page.getByLabel('割引額', { exact: true }).fill('150');
    await page.getByRole('button', { name: named('登録') }).click();
    await waitForPath(page, '/coupon');
    await row(page, name).getByText('150円引き').waitFor();

    await row(page, name).getByRole('link', { name }).click();
    await page.getByRole('heading', { name: `シリアル：${name}` }).waitFor();
    await page.getByRole('button', { name: 'シリアル発行' }).click();
    const issue = page.getByRole('dialog');
    await issue.getByLabel('発行枚数').fill('30');
    await issue.getByRole('button', { name: named('発行する') }).click();
    await issue.waitFor({ state: 'detached' });
    await page.getByText('全30件').waitFor();

    await page.getByRole('button', { name: '番号の範囲で変更' }).click();
    const range = page.getByRole('dialog');
    await range.getByLabel('開始番号').fill('5');
    await range.getByLabel('終了番号').fill('9');
    await range.getByLabel('無効にする理由').fill('配布前に紛失');
    await range.getByRole('button', { name: named('変更する') }).click();
    await range.waitFor({ state: 'detached' });
    await page
      .locator('.ant-table .ant-tag', { hasText: /^無効$/ })
      .nth(4)
      .waitFor();

    // The first serial, as printed on its card.
    const code = (await page.locator('.ant-table-row').first().locator('code').innerText()).trim();

    await page.getByRole('button', { name: '印刷用シート' }).click();
    await page.getByRole('heading', { name: `印刷用シート：${name}` }).waitFor();
    // 30 issued, 5 invalid: 25 cards, each with its QR code.
    await page.getByTestId('coupon-card').nth(24).waitFor();
    if ((await page.getByTestId('coupon-card').count()) !== 25) throw new Error('expected 25 cards');
    await page.getByTestId('coupon-card').first().locator('svg').waitFor();
    await page.getByTestId('coupon-card').first().getByText(code).waitFor();
    await page.goBack();

    await page.getByLabel('シリアル番号', { exact: true }).fill(code.toLowerCase().replace(/-/g, ' '));
    await choose(page, '劇場', 'シネマライン新宿（0101）');
    await page.getByRole('button', { name: named('確認') }).click();
    await page.getByRole('status').getByText(`利用できます：${name}`).waitFor();
    await page.getByRole('button', { name: '使用する' }).click();
    await page.getByRole('status').getByText('使用しました').waitFor();
    await row(page, code).getByText('使用済').waitFor();
    // A void at the counter gives the use back.
    await page.getByRole('button', { name: named('取り消す') }).click();
    await page.getByRole('status').getByText('使用を取り消しました（利用回数 0/1）').waitFor();
    await row(page, code).getByText('発行済').waitFor();
    await page.getByRole('button', { name: '使用する' }).click();
    await page.getByRole('status').getByText('使用しました').waitFor();
    await page.getByRole('button', { name: '使用する' }).click();
    await page.getByRole('status').getByText('このクーポンはすでに使用されています').waitFor();
  },
);

flow('head office sees the 鑑賞券 sold to a company with its 200 serials, 37 used', async (page) => {
  await login(page, 'hq', '/ticket');
  const ticket = '法人向け鑑賞券（みらい商事）';
  await row(page, ticket).getByText('¥1,400').waitFor();
  await row(page, ticket).getByRole('link', { name: ticket }).click();
  await page.getByRole('heading', { name: `シリアル：${ticket}` }).waitFor();
  await page.getByText('全200件').waitFor();
  await choose(page, '状態で絞り込み', '使用済');
  await page.getByRole('button', { name: /検\s?索/ }).click();
  await page.getByText('全37件').waitFor();
});
