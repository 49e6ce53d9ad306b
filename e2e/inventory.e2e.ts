import { flow } from './support/browser.js';
import { login, named, row } from './support/app.js';

const signed = (n: number) => (n > 0 ? `+${n.toLocaleString('ja-JP')}` : n.toLocaleString('ja-JP'));

flow('cinema staff count stock: a bad count is refused, the difference shows in the 受払表', async (page) => {
  await login(page, 'shinjuku', '/inventory');
  await page.getByRole('heading', { name: '在庫一覧（受払表）' }).waitFor();
  await page.getByPlaceholder('コード・名称・カナ').fill('ほっとどっぐ');
  await page.getByRole('button', { name: /検\s?索$/ }).click();
  // (Rows are found by name: PF002 contains F002.) 新宿 sells more hot dogs than the demo month brought in: below its minimum.
  await row(page, 'ホットドッグ').getByText('割れ').waitFor();

  await page.getByRole('button', { name: '棚卸入力' }).click();
  const dialog = page.getByRole('dialog');
  const line = dialog.getByRole('row').filter({ hasText: 'ホットドッグ' });
  await line.waitFor();
  const theoretical = Number((await line.getByRole('cell').nth(3).innerText()).replace(/[,\s]/g, ''));
  const input = dialog.getByLabel('ホットドッグの実棚数');
  await input.fill('-1');
  await dialog.getByRole('button', { name: named('保存') }).click();
  await dialog.getByText('「実棚数」は0以上の整数で入力してください').waitFor();
  await input.fill('７');
  await dialog.getByRole('button', { name: named('保存') }).click();
  await dialog.waitFor({ state: 'detached' });

  const hotdog = row(page, 'ホットドッグ');
  // 調整 and 差異 both show the count's difference.
  await hotdog
    .getByRole('cell', { name: signed(7 - theoretical), exact: true })
    .last()
    .waitFor();
  await hotdog.getByRole('cell', { name: '7', exact: true }).first().waitFor();

  // 棚卸表: the same location's sheet, ready to print with a blank 実棚数 column.
  await page.getByRole('button', { name: '棚卸表印刷' }).click();
  await page.getByRole('heading', { name: '棚卸表' }).first().waitFor();
  await page.getByLabel('棚卸表').getByRole('row').filter({ hasText: 'ホットドッグ' }).waitFor();
});
