import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { api } from './support/api.js';
import { flow } from './support/browser.js';
import { choose, DEMO_PASSWORD, login, named, row } from './support/app.js';

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

// 会計設定 (docs/accounting.md): head office registers a 勘定科目, names it in the settings, and saves them.
flow('head office registers a 勘定科目 and names it 映画料支払の借方科目 in 会計設定', async (page) => {
  const code = `E${Date.now().toString().slice(-6)}`;
  await login(page, 'hq', '/accounting-management');
  await row(page, '売上高（興行収入）').waitFor();

  await page.getByRole('button', { name: '新規作成' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('コード').fill(code);
  await dialog.getByLabel('名称').fill('E2E未払金');
  await choose(page, '科目区分', '未払金', { scope: dialog });
  await choose(page, '税区分', '対象外', { scope: dialog });
  await dialog.getByRole('button', { name: named('登録') }).click();
  await row(page, code).getByText('E2E未払金').waitFor();

  await page.getByRole('tab', { name: '会計設定' }).click();
  await row(page, 'クレジットカード').getByText('ジャパンカード決済株式会社').waitFor();
  await choose(page, '映画料支払の借方科目', `${code} E2E未払金`, { search: code });
  await page.getByLabel('映画料支払の摘要').fill('E2E摘要');
  await page.getByRole('button', { name: named('保存') }).click();
  await page.locator('.ant-message-notice').getByText('保存しました').waitFor();

  // Named in the settings: its delete is refused with where.
  await page.getByRole('tab', { name: '勘定科目' }).click();
  await row(page, code)
    .getByRole('button', { name: named('削除') })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
  await page
    .getByText(/映画料支払の借方科目で使われているため/)
    .first()
    .waitFor();
});

const jstNow = () => new Date(Date.now() + 9 * 3_600_000).toISOString();
const lastMonth = () => {
  const [y = 0, m = 1] = jstNow().slice(0, 7).split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** Head office's token and the demo's 0101, C003 東京さくら労働組合, ポップコーン (F001) and first 口座. */
async function setup(page: Page) {
  const request = page.context().request;
  const hq = (await api(request, 'POST', '/api/login', null, { userName: 'hq', password: DEMO_PASSWORD })).token;
  type Row = { id: number; code: string; name: string; price: number };
  const list = async (url: string) => (await api(request, 'GET', url, hq)).list as Row[];
  const pick = async (url: string, code: string) => {
    const found = (await list(url)).find((r) => r.code === code);
    assert.ok(found, `${url}: no ${code}`);
    return found;
  };
  const [deposit] = await list('/api/deposit/list');
  assert.ok(deposit, 'no 口座');
  return {
    request,
    hq,
    cinema: await pick('/api/cinema/list', '0101'),
    client: await pick('/api/client/list?keyword=C003', 'C003'),
    popcorn: await pick('/api/shopItem/list?kind=concession&keyword=F001', 'F001'),
    deposit: deposit.name,
  };
}

const C003 = 'C003 東京さくら労働組合';

// 売掛 (docs/accounting.md): a 掛売 of last month is billed on an 適格請求書, paid less the bank fee, matched, and shows in
// the 得意先元帳 PDF.
flow(
  'head office bills last month’s 掛売, registers the payment, matches it and prints the 得意先元帳',
  async (page) => {
    const { request, hq, cinema, client, popcorn, deposit } = await setup(page);
    const month = lastMonth();
    const sale = await api(request, 'POST', '/api/transactionHistoryCl/create', hq, {
      cinemaId: cinema.id,
      clientId: client.id,
      accountDate: `${month}-15`,
      lines: [{ type: 'shop', itemId: popcorn.id, quantity: 20, unitPrice: popcorn.price }],
    });

    await login(page, 'hq', '/account-receivable');
    await page.getByRole('tab', { name: '請求書' }).click();
    await page.getByRole('button', { name: '請求書発行' }).click();
    const draw = page.getByRole('dialog', { name: '請求書発行' });
    await choose(page, '取引先', C003, { scope: draw, search: 'C003' });
    await draw.getByRole('button', { name: named('発行する') }).click();
    // The new invoice opens: its number in the title, last month's 掛売 in its total.
    const title = page.locator('.ant-drawer-title');
    await title.getByText(/請求書 \S+/).waitFor();
    const number = ((await title.textContent()) ?? '')
      .replace('請求書', '')
      .replace(/未入金|一部入金|入金済/, '')
      .trim();
    assert.ok(number, 'no invoice number');
    await page.locator('.ant-drawer').getByText(yen(sale.total)).first().waitFor();
    await page.locator('.ant-drawer-close').click();
    await row(page, number).getByText('未入金').waitFor();

    // 入金 less a 440 円 bank fee, then 消込 against the invoice.
    await page.getByRole('tab', { name: '入金' }).click();
    await page.getByRole('button', { name: '入金登録' }).click();
    const pay = page.getByRole('dialog', { name: '入金登録' });
    await choose(page, '取引先', C003, { scope: pay, search: 'C003' });
    await pay.getByLabel('入金日').click();
    await pay.getByLabel('入金日').fill(jstNow().slice(0, 10));
    await page.keyboard.press('Enter');
    await pay.getByLabel('入金額').fill(String(sale.total - 440));
    await pay.getByLabel('振込手数料').fill('440');
    await choose(page, '入金口座', deposit, { scope: pay });
    await pay.getByRole('button', { name: named('登録する') }).click();
    await pay.waitFor({ state: 'hidden' });
    await row(page, '東京さくら労働組合')
      .first()
      .getByRole('button', { name: named('消込') })
      .click();
    const match = page.getByRole('dialog').filter({ hasText: '消込（' });
    await choose(page, '消込する請求書', number, { scope: match, exact: false });
    await match.getByRole('button', { name: named('消し込む') }).click();
    await match.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: '請求書' }).click();
    await row(page, number).getByText('入金済').waitFor();

    // 得意先元帳: a real PDF of the month.
    await page.goto(`/pdf-account-receivable-balance-detail?month=${month}&clientId=${client.id}`);
    const link = page.getByRole('link', { name: named('ダウンロード') });
    await link.and(page.locator('[href^="blob:"]')).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = await download.path();
    assert.ok(file);
    assert.equal((await readFile(file)).subarray(0, 5).toString(), '%PDF-');
    assert.match(download.suggestedFilename(), /\.pdf$/);
  },
);

// 買掛 and 会計伝票 (docs/accounting.md): a supplier's invoice is recorded and paid; this month's 買掛 伝票, open and so
// 暫定, downloads as Shift_JIS for 弥生会計 after the user confirms it, and balances.
flow('head office records a 仕入, pays it and downloads the month’s 買掛 伝票 as 暫定', async (page) => {
  const memo = `E2E仕入${Date.now().toString().slice(-5)}`;
  const { deposit } = await setup(page);
  await login(page, 'hq', '/account-payable');
  await page.getByRole('button', { name: '仕入計上' }).click();
  const form = page.getByRole('dialog', { name: '仕入計上' });
  await choose(page, '仕入先', 'S001 関東ポップコーン食品株式会社', { scope: form, search: 'S001' });
  await choose(page, '劇場', 'シネマライン新宿', { scope: form });
  await form.getByLabel('10%対象（税抜）').fill('20000');
  await form.getByLabel('8%対象（税抜）').fill('10000');
  await form.getByLabel('摘要').fill(memo);
  await form.getByRole('button', { name: named('計上する') }).click();
  await form.waitFor({ state: 'hidden' });

  // 20,000 + 2,000 and 10,000 + 800: 32,800 円 owed, then paid in full.
  await row(page, '関東ポップコーン食品株式会社').getByRole('button', { name: '明細・支払' }).click();
  const detail = page.locator('.ant-drawer');
  const item = detail.getByRole('row').filter({ hasText: memo });
  await item.getByText('32,800円').first().waitFor();
  await item.getByRole('button', { name: '支払登録' }).click();
  const pay = page.getByRole('dialog', { name: /^支払登録/ });
  await pay.getByLabel('支払額').fill('32800');
  await choose(page, '支払口座', deposit, { scope: pay });
  await pay.getByRole('button', { name: named('登録する') }).click();
  await pay.waitFor({ state: 'hidden' });
  await item.getByText('支払済').waitFor();
  await page.locator('.ant-drawer-close').click();

  await page.goto('/accounting-report-download');
  await page.getByLabel('対象月').click();
  await page.getByLabel('対象月').fill(`${jstNow().slice(0, 4)}年${Number(jstNow().slice(5, 7))}月`);
  await page.keyboard.press('Enter');
  await choose(page, '伝票名', '買掛');
  await page.getByRole('button', { name: named('表示') }).click();
  await page.getByText('未締めのため暫定の数値です（月次締め後に確定します）').waitFor();
  await page.getByRole('row').filter({ hasText: memo }).first().waitFor();
  await page.getByText('貸借一致').waitFor();
  await page.getByRole('button', { name: named('ダウンロード') }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('dialog')
      .getByRole('button', { name: named('ダウンロード') })
      .click(),
  ]);
  assert.match(download.suggestedFilename(), /^会計伝票_買掛_\d{4}-\d{2}_暫定_yayoi\.csv$/);
  const file = await download.path();
  assert.ok(file);
  const csv = new TextDecoder('shift_jis').decode(await readFile(file));
  const mine = csv.split(/\r?\n/).filter((l) => l.includes(memo));
  // The 仕入 per rate and its tax on the debit side, the 買掛金 once: three lines of one 伝票, each marked 暫定.
  assert.equal(mine.length, 3, csv.slice(0, 500));
  assert.ok(mine.every((l) => l.includes('【暫定】')));
  assert.ok(mine.some((l) => l.includes('32800')));
});
