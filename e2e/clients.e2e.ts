import type { Locator, Page } from 'playwright-core';
import { flow } from './support/browser.js';
import { choose, deleteRow, login, named, row, waitForPath } from './support/app.js';

/** An antd select inside `scope` (the form, a dialog). */
const pick = (page: Page, scope: Locator, label: string, option: string, search = option) =>
  choose(page, label, option, { scope, search });

flow(
  'head office registers a client: 郵便番号 fills the address, 振込先 from the 全銀 master in half-width kana',
  async (page) => {
    const n = Date.now().toString().slice(-6);
    const name = `E2E商事${n}`;
    await login(page, 'hq', '/client');
    await row(page, '東邦映画配給株式会社').waitFor();
    await page.getByRole('button', { name: '新規作成' }).click();
    await waitForPath(page, '/client/create');
    await page.getByRole('heading', { name: '取引先登録' }).waitFor();
    const form = page.locator('form');

    await page.getByLabel('取引先コード').fill(`E${n}`);
    await page.getByLabel('取引先名', { exact: true }).fill(name);
    await page.getByLabel('取引先名（カナ）').fill('いーつーいーしょうじ');
    await pick(page, form, '取引区分', '法人顧客');
    await pick(page, form, '取引先グループ', '法人顧客A（団体鑑賞）');

    await page.getByLabel('郵便番号').fill('160-0022');
    await page.getByRole('button', { name: '住所検索' }).click();
    await page.getByText('住所を入力しました：東京都新宿区新宿').waitFor();
    await page.locator('.ant-select').filter({ hasText: '東京都' }).first().waitFor();
    if ((await page.getByLabel('市区町村').inputValue()) !== '新宿区') throw new Error('市区町村 was not filled in');
    await page.getByLabel('町名・番地').fill('新宿3-1-1');
    await page.getByLabel('登録番号（インボイス）').fill('T1180301018771');

    await page.getByRole('switch', { name: '振込先口座を登録する' }).click();
    await pick(page, form, '金融機関', '0001 みずほ（ミズホ）', 'みずほ');
    await pick(page, form, '支店', '100 本店（ホンテン）', 'ほんてん');
    await page.getByLabel('口座番号').fill('7654321');
    await page.getByLabel('口座名義（半角カナ）').fill('イーツーイーショウジ');
    // Converted, and the form says so before saving.
    await page.getByText('口座名義は銀行の表記（半角カナ）に変換して登録します：ｲ-ﾂ-ｲ-ｼﾖｳｼﾞ').waitFor();

    await page.getByRole('button', { name: named('登録') }).click();
    await waitForPath(page, '/client');
    await row(page, name).getByText('T1180301018771').waitFor();

    await row(page, name)
      .getByRole('link', { name: named('編集') })
      .click();
    await page.getByRole('heading', { name: '取引先編集' }).waitFor();
    await page.getByText('0001 みずほ').first().waitFor();
    await page.getByText('100 本店').first().waitFor();
    if ((await page.getByLabel('口座名義（半角カナ）').inputValue()) !== 'ｲ-ﾂ-ｲ-ｼﾖｳｼﾞ')
      throw new Error('the holder name was not stored in half-width kana');
    await page.goto('/client');
    await deleteRow(page, name);
  },
);

flow('head office adds a 振込用 bank account and makes it the default', async (page) => {
  const n = Date.now().toString().slice(-6);
  const name = `E2E口座${n}`;
  await login(page, 'hq', '/deposit');
  await row(page, 'みずほ 本店（入金用）').waitFor();
  await page.getByRole('button', { name: '新規作成' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('口座の呼び名').fill(name);
  await pick(page, dialog, '用途', '振込用');
  await pick(page, dialog, '金融機関', '0005 三菱ＵＦＪ（ミツビシユ－エフジエイ）', '三菱');
  await pick(page, dialog, '支店', '050 新宿通（シンジユクドオリ）', 'しんじゅくどおり');
  await dialog.getByLabel('口座番号').fill('1112223');
  await dialog.getByLabel('口座名義（半角カナ）').fill('ｶ)ｼﾈﾏﾗｲﾝ');
  await dialog.getByRole('switch').click();
  await dialog.getByRole('button', { name: named('登録') }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, name).getByText('既定').waitFor();
  // The default moved: the old 振込用 account is no longer marked.
  await row(page, '三井住友 新宿（振込用）').getByText('既定').waitFor({ state: 'detached' });
  await deleteRow(page, name);
});

flow('head office adds a 取引先グループ and deletes it; a group in use cannot be deleted', async (page) => {
  const n = Date.now().toString().slice(-6);
  const name = `E2Eグループ${n}`;
  await login(page, 'hq', '/client-group');
  await row(page, '配給会社').getByText('6件').waitFor();
  if (
    !(await row(page, '配給会社')
      .getByRole('button', { name: named('削除') })
      .isDisabled())
  )
    throw new Error('a group with clients offers 削除');

  await page.getByRole('button', { name: '新規作成' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('グループコード').fill(`G${n}`);
  await dialog.getByLabel('グループ名').fill(name);
  await dialog.getByRole('button', { name: named('登録') }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, name).getByText('0件').waitFor();
  await deleteRow(page, name);
});
