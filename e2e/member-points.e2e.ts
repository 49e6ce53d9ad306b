import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { flow } from './support/browser.js';
import { login, named, row } from './support/app.js';

// The sales simulator's POS terminals sell at 新宿 with a demo member's card for about half the sales (--member); head
// office then finds, on that member's ポイント履歴, the 付与 of one sale that stands: 1 point per 100 yen paid at POS,
// rounded down (シネマラインメンバーズ' POS rate is 1; docs/membership.md, "Points from sales").

const simulate = path.resolve(import.meta.dirname, '../scripts/simulate.mjs');
// Member 2 of the demo: 有効 (the seed suspends every 41st and withdraws every 97th).
const memberNo = 'CL00000002';

flow('a POS sale by a member earns 1 point per 100 yen, found on 会員詳細', async (page) => {
  const url = process.env.E2E_BASE_URL!;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      simulate,
      '--url',
      url,
      '--cinema',
      '0101',
      '--seconds',
      '6',
      '--rate',
      '5',
      '--kiosks',
      '0',
      '--member',
      memberNo,
    ],
    { timeout: 90_000 },
  );
  const standing = new RegExp(`^member ${memberNo} sales standing \\(取引番号 ¥total\\): (.*)$`, 'm').exec(stdout)?.[1];
  const first = /(\d+) ¥(\d+)/.exec(standing ?? '');
  assert.ok(first, `the simulator reported no member sale:\n${stdout}`);
  const [, transactionNo, total] = first;
  const points = Math.floor(Number(total) / 100);

  await login(page, 'hq', '/member-list');
  await page.getByPlaceholder('会員番号').fill(memberNo);
  await page.getByRole('button', { name: /検\s?索$/ }).click();
  await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
  await row(page, memberNo)
    .getByRole('button', { name: named('詳細') })
    .click();
  await page.getByRole('tab', { name: 'ポイント履歴' }).click();
  const award = row(page, transactionNo!);
  await award.getByText('付与', { exact: true }).waitFor();
  await award.getByRole('cell', { name: `+${points}`, exact: true }).waitFor();
  // The same sale on 来場・購入履歴, with its total and the points it earned.
  await page.getByRole('tab', { name: '来場・購入履歴' }).click();
  const earned = row(page, transactionNo!).getByRole('cell').last();
  await earned.waitFor();
  assert.equal((await earned.innerText()).trim(), String(points));
});
