import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { flow } from './support/browser.js';
import { login, named, row } from './support/app.js';

// The sales simulator (npm run simulate) runs a short burst of POS, kiosk and online customers at
// 新宿 against this server; one ticket sale it reports is then found by its 取引番号 on
// 取引履歴（チケット） by the cinema's staff, with its seats in the 詳細.

const simulate = path.resolve(import.meta.dirname, '../scripts/simulate.mjs');

flow('a ticket sale made by the simulator is found on 取引履歴（チケット） with its seat', async (page) => {
  const url = process.env.E2E_BASE_URL!;
  // execFile rejects on a non-zero exit: the simulator exits 1 on a 5xx or a resend not replayed.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [simulate, '--url', url, '--cinema', '0101', '--seconds', '6', '--rate', '5'],
    { timeout: 90_000 },
  );
  const standing = /^ticket sales standing \(取引番号 \[seats\]\): (.*)$/m.exec(stdout)?.[1] ?? '';
  const first = /(\d+) \[([^\]]+)\]/.exec(standing);
  assert.ok(first, `the simulator reported no ticket sale:\n${stdout}`);
  const [, transactionNo, seats] = first;
  const seat = seats!.split(' ')[0]!;

  await login(page, 'shinjuku', '/transaction-history');
  await page.getByRole('heading', { name: '取引履歴（チケット）' }).waitFor();
  await page.getByRole('textbox', { name: '取引番号', exact: true }).fill(transactionNo!);
  await page.getByRole('button', { name: /検\s?索$/ }).click();
  const sale = row(page, transactionNo!);
  // 端末 is not shown until turned on in 表示列 (docs/web-conventions.md, "pages").
  await page.getByRole('button', { name: /表示列/ }).click();
  await page.getByRole('checkbox', { name: '端末', exact: true }).check();
  await page.getByRole('button', { name: /表示列/ }).click();
  await sale.getByText('シミュレーターSIM0101').waitFor();
  // Only the sale searched for is listed.
  await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
  await sale.getByRole('button', { name: named('詳細') }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `取引詳細 ${transactionNo}` });
  await drawer.getByText('支払い済み').first().waitFor();
  // One ticket line per seat of the party, each with its seat and screening.
  await drawer.getByRole('cell', { name: new RegExp(`^${seat}（スクリーン\\d+ `) }).waitFor();
  assert.equal(await drawer.getByRole('cell', { name: /^[A-Z]+-\d+（/ }).count(), seats!.split(' ').length);
});
