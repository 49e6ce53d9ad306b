import { flow } from './support/browser.js';
import { choose, deleteRow, login, named, row } from './support/app.js';

flow('head office creates a food item with sizes and a recipe, and imports a file with an error row', async (page) => {
  // Unique per run so a rerun against a kept database does not meet its own leftovers.
  const n = Date.now().toString().slice(-6);
  const code = `E${n}`;
  const name = `E2Eポップコーン${n}`;
  await login(page, 'hq', '/concession');
  await row(page, 'ポップコーン').first().waitFor();

  await page.getByRole('button', { name: '新規作成' }).click();
  await page.getByRole('heading', { name: 'フード・ドリンク登録' }).waitFor();
  await page.getByLabel('商品コード', { exact: true }).fill(code);
  await page.getByLabel('商品名', { exact: true }).fill(name);
  await page.getByLabel('商品名カナ').fill('いーつーいーぽっぷこーん');
  await page.getByLabel('販売価格', { exact: true }).fill('480');

  await page.getByRole('button', { name: 'オプションを追加' }).click();
  await page.getByLabel('1番目のオプション名').fill('サイズ');
  await page.getByLabel('1番目のオプションの1番目の選択肢名').fill('S');
  await page.getByRole('button', { name: '選択肢を追加' }).click();
  await page.getByLabel('1番目のオプションの2番目の選択肢名').fill('L');
  await page.getByLabel('1番目のオプションの2番目の価格差').fill('150');

  await page.getByRole('button', { name: '原材料を追加' }).click();
  await choose(page, '1行目の原材料', 'ポップコーン豆（g）');
  await page.getByLabel('1行目の使用量').fill('50');

  await page.getByRole('button', { name: named('登録') }).click();
  await page.waitForURL((url) => url.pathname === '/concession');
  await row(page, name).getByText('サイズ：S/L').waitFor();
  await row(page, name).getByText('1行').waitFor();

  // 一括登録: the second data row (row 3 of the file) has no price, so nothing is registered.
  const fileCode = `I${n}`;
  const csv = [
    '商品コード,商品名,売店グループ,販売価格,税率,店内飲食の税率',
    `${fileCode},E2Eチュロス${n},フード・ドリンク,400,8%,10%`,
    `${fileCode}B,E2Eナチョス${n},フード・ドリンク,,8%,10%`,
  ].join('\r\n');
  await page.getByRole('button', { name: '一括登録' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8') });
  await dialog.getByText('items.csv').waitFor();
  await dialog.getByRole('button', { name: '内容を確認' }).click();
  await dialog.getByText('2行中1行にエラーがあります。直してからもう一度選択してください。').waitFor();
  await row(page, `${fileCode}B`).getByText('販売価格：「販売価格」を入力してください').waitFor();
  await row(page, `${fileCode}B`).getByRole('cell', { name: '3', exact: true }).waitFor();
  if (await dialog.getByRole('button', { name: '登録する' }).isEnabled())
    throw new Error('登録する must stay disabled');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await dialog.waitFor({ state: 'detached' });
  if (await row(page, `E2Eチュロス${n}`).count())
    throw new Error('nothing may be imported from a file with an error row');

  await deleteRow(page, name);
});

flow('cinema staff record a stock adjustment: 廃棄 of 5 is recorded as -5, a sign there is refused', async (page) => {
  const reason = `E2E廃棄${Date.now().toString().slice(-6)}`;
  await login(page, 'shinjuku', '/inventory-adjustment');
  await page.getByRole('heading', { name: '在庫調整' }).waitFor();
  await page.getByRole('button', { name: '在庫調整登録' }).click();
  const dialog = page.getByRole('dialog');
  // The picker matches hiragana: くりあ finds クリアファイル.
  await choose(page, '商品', 'G001 クリアファイル', { scope: dialog, search: 'くりあ' });
  await choose(page, '区分', '廃棄', { scope: dialog });
  await dialog.getByLabel('数量').fill('-5');
  await dialog.getByLabel('理由').fill(reason);
  await dialog.getByRole('button', { name: named('登録') }).click();
  await dialog.getByText('「数量」は1以上の整数で入力してください（増減は区分で決まります）').waitFor();
  await dialog.getByLabel('数量').fill('5');
  await dialog.getByText('在庫から 5 個減らします').waitFor();
  await dialog.getByRole('button', { name: named('登録') }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, reason).getByText('-5個').waitFor();
  await row(page, reason).getByText('廃棄', { exact: true }).waitFor();
});

flow('head office creates a set: a fixed popcorn L and a drink of the customer’s choice', async (page) => {
  const n = Date.now().toString().slice(-6);
  const name = `E2Eペアセット${n}`;
  await login(page, 'hq', '/set');
  await page.getByRole('button', { name: '新規作成' }).click();
  await page.getByRole('heading', { name: 'セット商品登録' }).waitFor();
  await page.getByLabel('商品コード', { exact: true }).fill(`S${n}`);
  await page.getByLabel('商品名', { exact: true }).fill(name);
  await page.getByLabel('販売価格', { exact: true }).fill('1200');

  await page.getByRole('button', { name: '商品を追加' }).click();
  await choose(page, '1行目の商品', 'F001 ポップコーン', { search: 'F001' });
  await page.getByLabel('1行目の選択肢').fill('L');
  await page.getByRole('button', { name: '商品を追加' }).click();
  await choose(page, '2行目の商品', 'D001 コカ・コーラ', { search: 'D001' });
  await page.getByLabel('2行目の選択グループ').fill('ドリンク お好きなもの');

  await page.getByRole('button', { name: named('登録') }).click();
  await page.waitForURL((url) => url.pathname === '/set');
  await row(page, name).getByText('ポップコーン×1（L）、ドリンク お好きなもの×1').waitFor();
  await deleteRow(page, name);
});
