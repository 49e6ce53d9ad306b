import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { flow } from './support/browser.js';
import { login, named, row } from './support/app.js';

/**
 * What a cinema website reads for 新宿 today (no sign-in). The answer may be kept 30 seconds;
 * 'no-cache' makes the browser revalidate its copy (ETag), as a page reload would.
 */
const publicSales = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/public/cinemas/0101/schedule?brand=CL', { cache: 'no-cache' });
    return (await res.json()).data.onlineSales as { stopped: boolean; message: string | null };
  });

flow(
  '新宿 stops online sales with a message, sees the stop in the list and on the public schedule, and ends it',
  async (page) => {
    const message = `E2E 機器点検のため、オンライン販売を停止しています（${Date.now().toString().slice(-6)}）`;
    await login(page, 'shinjuku', '/setting-onlinesale');
    // The demo's history: a system fault at 新宿, ended.
    await row(page, '劇場システムの障害のため').getByText('終了', { exact: true }).waitFor();

    await page.getByRole('button', { name: /オンライン販売を停止/ }).click();
    const form = page.getByRole('dialog', { name: 'オンライン販売の停止' });
    await form.getByLabel('お客様向けメッセージ').fill(message);
    // The customer's view, as an example that closes by itself after 3 seconds (docs/sales.md, "online-sales stops").
    await form.getByRole('button', { name: /お客様への表示を確認/ }).click();
    const example = page.getByRole('dialog', { name: 'オンライン販売停止のお知らせ' });
    await example.getByText(message).waitFor();
    await example.waitFor({ state: 'hidden', timeout: 6000 });

    await form.getByRole('button', { name: '停止を登録' }).click();
    await page.getByText('シネマライン新宿のオンライン販売をただちに停止します。', { exact: false }).waitFor();
    await page.getByRole('button', { name: '停止する' }).click();
    await form.waitFor({ state: 'detached' });

    await row(page, message).getByText('停止中', { exact: true }).waitFor();
    await page.getByText('オンライン販売を停止しています', { exact: true }).waitFor();
    assert.deepEqual(await publicSales(page), { stopped: true, message });

    await row(page, message)
      .getByRole('button', { name: named('終了') })
      .click();
    await page.getByRole('button', { name: '終了する' }).click();
    await row(page, message).getByText('終了', { exact: true }).waitFor();
    await page.getByText('オンライン販売を停止しています', { exact: true }).waitFor({ state: 'detached' });
    assert.deepEqual(await publicSales(page), { stopped: false, message: null });

    await row(page, message)
      .getByRole('button', { name: named('履歴') })
      .click();
    const history = page.getByRole('dialog', { name: '販売停止の履歴' });
    await history.getByText('手動で終了', { exact: false }).waitFor();
    await history.getByText('新宿 劇場スタッフ', { exact: false }).first().waitFor();
  },
);
