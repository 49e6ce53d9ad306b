import { flow } from './support/browser.js';
import { choose, login, named, row, userMenu, waitForPath } from './support/app.js';

flow(
  'head office enters a sale on account; cinema staff find it in the 売店 history and log, and open its 詳細',
  async (page) => {
    // The demo has no sales yet: head office enters one (掛売 to a 取引先 at 新宿), today by default.
    const memo = `E2E団体鑑賞${Date.now().toString().slice(-6)}`;
    await login(page, 'hq', '/transaction-history-cl');
    await page.getByRole('heading', { name: '取引先取引履歴（掛売）' }).waitFor();
    await page.getByRole('button', { name: '掛売登録' }).click();
    const dialog = page.getByRole('dialog');
    const pick = (label: string, search: string, title: string) =>
      choose(page, label, title, { scope: dialog, search });
    await pick('劇場', 'シネマライン新宿', 'シネマライン新宿');
    await pick('取引先', 'D001', 'D001 東邦映画配給株式会社');
    await pick('商品', 'G001', 'G001 クリアファイル');
    await dialog.getByLabel('数量').fill('3');
    await dialog.getByLabel('摘要').fill(memo);
    await dialog.getByRole('button', { name: named('登録') }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = row(page, memo);
    await saved.waitFor();
    const transactionNo = (await saved.getByRole('cell').nth(2).innerText()).trim();
    if (!/^\d{8,}$/.test(transactionNo)) throw new Error(`取引番号 expected, got ${transactionNo}`);
    await saved.getByRole('button', { name: named('詳細') }).click();
    // antd 6: the drawer's panel (title and body) is the dialog.
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`取引詳細 ${transactionNo}`).waitFor();
    // 掛売: one receivable tender for the whole total.
    await drawer.getByRole('cell', { name: '売掛', exact: true }).waitFor();
    await drawer.getByText(memo).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await userMenu(page, 'ログアウト');
    await waitForPath(page, '/login');
    await login(page, 'shinjuku', '/transaction-history-stand');
    await page.getByRole('heading', { name: '取引履歴（売店）' }).waitFor();
    // The sortable 取引番号 column is labelled too: the search box is the textbox.
    await page.getByRole('textbox', { name: '取引番号', exact: true }).fill(transactionNo);
    await page.getByRole('button', { name: /検\s?索$/ }).click();
    const sale = row(page, transactionNo);
    await sale.getByText('クリアファイル').waitFor();
    // チャネル is not shown until turned on in 表示列 (docs/web-conventions.md, "pages").
    await page.getByRole('button', { name: /表示列/ }).click();
    await page.getByRole('checkbox', { name: 'チャネル', exact: true }).check();
    await page.getByRole('button', { name: /表示列/ }).click();
    await sale.getByText('管理画面').waitFor();
    await sale.getByRole('button', { name: named('詳細') }).click();
    await drawer.getByText(`取引詳細 ${transactionNo}`).waitFor();
    await drawer.getByRole('cell', { name: 'クリアファイル', exact: true }).waitFor();
    await drawer.getByText('状態の履歴').waitFor();
    // The timeline's entry: when, the status tag and what happened (3 × 500円).
    await drawer.getByText(/販売 1,500円/).waitFor();

    await page.goto('/transaction-log-shop');
    await page.getByRole('heading', { name: '販売ログ（売店）' }).waitFor();
    await row(page, transactionNo).getByText('販売', { exact: true }).waitFor();
  },
);
