import { randomUUID } from 'node:crypto';
import { api, newPos } from './support/api.js';
import { flow } from './support/browser.js';
import { login, named, row } from './support/app.js';

// A POS sells two of a shop item through the device API; the cinema's staff find the sale in
// 取引履歴（売店）, refund one of the two and see the sale become 一部返金済み.

flow('cinema staff refund part of a POS sale and see it 一部返金済み', async (page) => {
  const code = `E2ERF${Date.now().toString().slice(-6)}`;
  const pos = await newPos(page.request, code, `E2E払戻${code.slice(-6)}`);
  const menu = await api(page.request, 'GET', '/api/device/items', pos);
  const item = (
    menu.items as { id: number; name: string; price: number; options: unknown[]; soldOut: boolean; kind: string }[]
  ).find((i) => i.kind === 'commercial' && !i.options.length && !i.soldOut)!;
  const methods = (await api(page.request, 'GET', '/api/device/payment-methods', pos)) as {
    id: number;
    kind: string;
  }[];
  const total = item.price * 2;
  const sale = await api(page.request, 'POST', '/api/device/documents', pos, {
    kind: 'sale',
    clientId: randomUUID(),
    deviceSeq: 1,
    occurredAt: new Date().toISOString(),
    lines: [{ type: 'shop', itemId: item.id, quantity: 2, unitPrice: item.price }],
    payments: [{ methodId: methods.find((m) => m.kind === 'cash')!.id, amount: total, tendered: total }],
    total,
  });

  await login(page, 'shinjuku');
  await page.goto('/transaction-history-stand');
  await page.getByRole('textbox', { name: '取引番号', exact: true }).fill(sale.transactionNo);
  await page.getByRole('button', { name: /検\s?索$/ }).click();
  await row(page, sale.transactionNo)
    .getByRole('button', { name: named('詳細') })
    .click();
  const drawer = page.getByRole('dialog').filter({ hasText: `取引詳細 ${sale.transactionNo}` });
  await drawer.getByText('支払い済み').first().waitFor();

  await drawer.getByRole('button', { name: named('払戻') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '払戻数量' });
  await dialog.getByLabel('明細1の払戻数量').fill('1');
  await dialog.getByLabel('理由').fill('一部返品');
  await dialog.getByRole('button', { name: named('払戻') }).click();
  await page.getByRole('button', { name: '払戻する' }).click();
  await drawer.getByText('一部返金済み').first().waitFor();
});
