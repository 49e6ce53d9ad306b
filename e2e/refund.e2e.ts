import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { api, newPos } from './support/api.js';
import { flow } from './support/browser.js';
import { choose, login, named, row } from './support/app.js';

// A POS opens its shift and sells two of a shop item through the device API; the cinema's staff find
// the sale in 取引履歴（売店）, tick its line in the 払戻 dialog (nothing is ticked at first), refund one
// of the two in cash from that register after reading what goes back, see the sale become 一部払戻済み
// and the cash refund in the register's レジ精算.

flow('cinema staff refund part of a POS sale from its register and see it in レジ精算', async (page) => {
  const code = `E2ERF${Date.now().toString().slice(-6)}`;
  const pos = await newPos(page.request, code, `E2E払戻${code.slice(-6)}`);
  const menu = await api(page.request, 'GET', '/api/device/items', pos);
  const item = (
    menu.items as { id: number; name: string; price: number; options: unknown[]; soldOut: boolean; kind: string }[]
  ).find((i) => i.kind === 'commercial' && !i.options.length && !i.soldOut)!;
  const methods = (await api(page.request, 'GET', '/api/device/payment-methods', pos)) as {
    id: number;
    name: string;
    kind: string;
  }[];
  const cash = methods.find((m) => m.kind === 'cash')!;
  const total = item.price * 2;
  const shift = randomUUID();
  await api(page.request, 'POST', '/api/device/documents', pos, {
    kind: 'shift_open',
    clientId: shift,
    deviceSeq: 1,
    occurredAt: new Date().toISOString(),
    openingFloat: 30000,
    staffName: 'E2E担当',
  });
  const sale = await api(page.request, 'POST', '/api/device/documents', pos, {
    kind: 'sale',
    clientId: randomUUID(),
    deviceSeq: 2,
    shiftClientId: shift,
    occurredAt: new Date().toISOString(),
    lines: [{ type: 'shop', itemId: item.id, quantity: 2, unitPrice: item.price }],
    payments: [{ methodId: cash.id, amount: total, tendered: total }],
    total,
  });

  await login(page, 'shinjuku', '/transaction-history-stand');
  await page.getByRole('textbox', { name: '取引番号', exact: true }).fill(sale.transactionNo);
  await page.getByRole('button', { name: /検\s?索$/ }).click();
  await row(page, sale.transactionNo)
    .getByRole('button', { name: named('詳細') })
    .click();
  const drawer = page.getByRole('dialog').filter({ hasText: `取引詳細 ${sale.transactionNo}` });
  await drawer.getByText('支払い済み').first().waitFor();

  await drawer.getByRole('button', { name: named('払戻') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `払戻（取引番号 ${sale.transactionNo}）` });
  const run = dialog.getByRole('button', { name: '払戻を実行' });
  await dialog.getByText('払戻する明細にチェックを入れてください').waitFor();
  assert.equal(await run.isDisabled(), true);
  await dialog.getByRole('checkbox', { name: item.name, exact: true }).check();
  await dialog.getByLabel('明細1の払戻数量').fill('1');
  await dialog.getByText(`${cash.name} ${item.price.toLocaleString('ja-JP')}円をお客様へお返しください`).waitFor();
  await dialog.getByLabel('理由').fill('一部返品');
  const register = `E2E払戻${code.slice(-6)}`;
  // The drawer's option reads 「E2E払戻…（担当） 11/29 10:00〜」: chosen by the register's name.
  await choose(page, '現金の払戻元', register, { scope: dialog, exact: false });
  await run.click();
  await drawer.getByText('一部払戻済み').first().waitFor();

  await page.goto('/cashier-report');
  // The cash refunds are not shown until turned on in 表示列 (docs/web-conventions.md, "pages").
  await page.getByRole('button', { name: /表示列/ }).click();
  await page.getByRole('checkbox', { name: '現金返金・取消（円）', exact: true }).check();
  await page.getByRole('button', { name: /表示列/ }).click();
  await row(page, register)
    // A report shows a negative amount with the one minus sign money has (docs/glossary.md): -1,200.
    .getByText(`-${item.price.toLocaleString('ja-JP')}`, { exact: true })
    .waitFor();
});
