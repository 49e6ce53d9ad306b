import { flow } from './support/browser.js';
import type { Page } from 'playwright-core';
import { login, named, row } from './support/app.js';

const search = async (page: Page, keyword: string) => {
  const box = page.getByLabel('商品名・カナ・商品コード・JAN');
  await box.fill(keyword);
  await box.press('Enter');
};

flow('cinema staff mark チュロス sold out for today and sell it at a price of their own', async (page) => {
  await login(page, 'shinjuku', '/theaterDailyshow');
  await page.getByRole('heading', { name: '劇場別の販売設定' }).waitFor();
  // Kana-insensitive search: hiragana finds the katakana name.
  await search(page, 'ちゅろす');
  const churros = row(page, 'チュロス');
  // The unsearched list may show チュロス too: wait for the search's answer, the one row.
  await page
    .waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1)
    .catch(() => {
      throw new Error('the search must find チュロス alone');
    });
  await churros.waitFor();

  const soldOut = churros.getByRole('switch', { name: 'チュロスを本日売り切れにする' });
  if ((await soldOut.getAttribute('aria-checked')) !== 'false') throw new Error('チュロス starts on sale');
  await soldOut.click();
  await churros.getByRole('switch', { name: 'チュロスを本日売り切れにする', checked: true }).waitFor();
  await page.reload();
  await search(page, 'ちゅろす');
  await row(page, 'チュロス').getByRole('switch', { name: 'チュロスを本日売り切れにする', checked: true }).waitFor();

  // 価格: out of range is refused in Japanese; 450 is saved and shown beside the master price.
  await row(page, 'チュロス')
    .getByRole('button', { name: named('編集') })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('価格', { exact: true }).fill('1000001');
  await dialog.getByRole('button', { name: named('保存') }).click();
  await dialog.getByText('「価格」は0〜1,000,000の整数で入力してください（空欄は商品マスタの価格）').waitFor();
  await dialog.getByLabel('価格', { exact: true }).fill('450');
  await dialog.getByRole('button', { name: named('保存') }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, 'チュロス').getByText('¥450').first().waitFor();
  await row(page, 'チュロス')
    .getByText(/マスタ ¥/)
    .first()
    .waitFor();

  // The POS menu of 新宿 opens on its first page, フード.
  await page.getByRole('tab', { name: 'POSメニュー配置' }).click();
  await page.getByLabel('ページ1の名前').waitFor();
  if ((await page.getByLabel('ページ1の名前').inputValue()) !== 'フード')
    throw new Error('the POS menu starts with フード');
});
