import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { flow } from './support/browser.js';
import { choose, confirmDialog, deleteRow, login, named, pickCinema, row } from './support/app.js';

/** A filter select of a list page, found by its placeholder. */
async function filter(page: Page, placeholder: string, option: string) {
  await page.locator('form .ant-select').filter({ hasText: placeholder }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

// The search button carries an icon, whose label joins its name.
const search = (page: Page) => page.getByRole('button', { name: /検\s?索$/ });

/** The secret the dialog shows, read once; the dialog is then closed. */
async function readSecretAndClose(page: Page) {
  const dialog = page.getByRole('dialog', { name: '登録キー' });
  const secret = await dialog.getByLabel('登録キー', { exact: true }).inputValue();
  assert.match(secret, /^([A-HJKMNP-Z2-9]{5}-){5}[A-HJKMNP-Z2-9]{5}$/);
  await dialog.getByText('登録キーはこの画面でしか表示できません').waitFor();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: '閉じる' }).click();
  await dialog.waitFor({ state: 'detached' });
  return secret;
}

/** Every device answer the screen could read, as the browser's session sees it. */
const deviceAnswers = (page: Page) =>
  page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}` };
    const list = await (await fetch('/api/device/list?pageSize=9999', { headers })).text();
    const map = await (await fetch('/api/device/listMap', { headers })).text();
    return list + map;
  });

flow('head office registers a device, sees its secret once, and rotates it', async (page) => {
  const n = Date.now().toString().slice(-6);
  const name = `E2E券売機${n}`;
  await login(page, 'hq', '/device');
  await pickCinema(page, 'シネマライン池袋');
  await row(page, 'POS01').waitFor();

  await page.getByRole('button', { name: '端末登録' }).click();
  const form = page.getByRole('dialog', { name: '端末登録' });
  await choose(page, '端末種別', '自動券売機', { scope: form });
  await form.getByLabel('端末コード').fill(`E2E${n}`);
  await form.getByLabel('端末名').fill(name);
  await form.getByRole('button', { name: named('登録') }).click();

  const first = await readSecretAndClose(page);
  await row(page, name).waitFor();
  // Once closed, nothing on the page or in any answer holds the secret, so it cannot be shown again.
  assert.equal(await page.locator(`input[value="${first}"]`).count(), 0);
  assert.ok(!(await page.content()).includes(first));
  assert.ok(!(await deviceAnswers(page)).includes(first));
  await page.reload();
  await row(page, name).waitFor();
  assert.ok(!(await page.content()).includes(first));

  await row(page, name).getByRole('button', { name: '登録キー再発行' }).click();
  await page.getByRole('dialog').getByText('今の登録キーはすぐに使えなくなります', { exact: false }).waitFor();
  await page.getByRole('button', { name: '再発行する' }).click();
  const second = await readSecretAndClose(page);
  assert.notEqual(second, first);
  assert.ok(!(await deviceAnswers(page)).includes(second));

  await deleteRow(page, name);
});

flow('head office filters device notifications by level, cinema and date, and marks one read', async (page) => {
  await login(page, 'hq', '/notification-details');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await rows.first().waitFor();
  const cells = async (column: number) => rows.locator(`td:nth-child(${column})`).allInnerTexts();

  await filter(page, 'レベル', '異常');
  await filter(page, '劇場', 'シネマライン池袋（0102）');
  await search(page).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:nth-child(4)')].every(
      (td) => td.textContent === 'シネマライン池袋',
    ),
  );
  const levels = await cells(2);
  assert.ok(levels.length > 0, 'the demo history has errors at 池袋');
  assert.deepEqual(new Set(levels), new Set(['異常']));
  assert.deepEqual(new Set(await cells(4)), new Set(['シネマライン池袋']));

  // From three days ago: every row left happened on or after that day.
  const from = new Date(Date.now() + 9 * 3600_000 - 3 * 24 * 3600_000).toISOString().slice(0, 10);
  await page.getByPlaceholder('開始日').click();
  await page.getByPlaceholder('開始日').fill(from);
  await page.keyboard.press('Enter');
  await search(page).click();
  await page.waitForFunction(
    (day) =>
      [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:nth-child(1)')].every(
        (td) => (td.textContent ?? '') >= day,
      ),
    from,
  );
  assert.ok((await cells(1)).every((at) => at >= from));

  // The unread filter, then one notification marked read leaves the unread list.
  await page.getByRole('button', { name: 'リセット' }).click();
  await page.getByLabel('未読のみ').check();
  await search(page).click();
  const unreadButtons = page.getByRole('button', { name: '既読にする', exact: true });
  await page.waitForFunction(() => {
    const marks = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:nth-child(7)')];
    return marks.length > 0 && marks.every((td) => td.textContent === '既読にする');
  });
  const before = await page.locator('.ant-pagination-total-text').innerText();
  await unreadButtons.first().click();
  await page.waitForFunction(
    (text) => document.querySelector('.ant-pagination-total-text')?.textContent !== text,
    before,
  );
  const count = (text: string) => Number(text.replace(/\D/g, ''));
  assert.equal(count(await page.locator('.ant-pagination-total-text').innerText()), count(before) - 1);
});

flow('head office sets what a kitchen printer prints', async (page) => {
  await login(page, 'hq', '/kitchen-printer-device');
  await pickCinema(page, 'シネマライン横浜');
  await row(page, 'KP01').getByRole('button', { name: '印刷設定' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('グッズ').check();
  await dialog.getByText('58mm').click();
  await dialog.getByLabel('印刷部数').fill('2');
  await dialog.getByRole('button', { name: named('保存') }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, 'KP01').getByText('グッズ').waitFor();
  await row(page, 'KP01').getByText('2部').waitFor();
  await page.reload();
  await row(page, 'KP01').getByText('58mm').waitFor();
});

flow(
  'head office adds a payment method, a cinema accepts it at the kiosk, and it cannot be deleted until switched off',
  async (page) => {
    const n = Date.now().toString().slice(-6);
    const name = `E2E決済${n}`;
    await login(page, 'hq', '/payment-management');
    await page.getByRole('button', { name: '決済方法登録' }).click();
    const form = page.getByRole('dialog', { name: '決済方法登録' });
    await form.getByLabel('決済方法名').fill(name);
    await form.getByLabel('決済コード').fill(`E2E${n}`);
    await form.getByLabel('手数料率（%）').fill('2.75');
    await form.getByRole('button', { name: named('登録') }).click();
    await form.waitFor({ state: 'detached' });
    await row(page, name).getByText('2.75%').waitFor();

    await page.getByRole('tab', { name: '劇場別の利用設定' }).click();
    await choose(page, '劇場', 'シネマライン池袋（0102）');
    const kiosk = page.getByLabel(`${name}：自動券売機`);
    await kiosk.check();
    await page.getByRole('button', { name: named('保存') }).click();
    await page
      .getByRole('button', { name: named('保存') })
      .and(page.locator('[disabled]'))
      .waitFor();
    await page.reload();
    await page.getByRole('tab', { name: '劇場別の利用設定' }).click();
    await choose(page, '劇場', 'シネマライン池袋（0102）');
    // The matrix of the chosen cinema loads after the pick: wait for it rather than read the first answer.
    await page.getByLabel(`${name}：自動券売機`).and(page.locator(':checked')).waitFor();
    assert.equal(await page.getByLabel(`${name}：POS`).isChecked(), false);

    await page.getByRole('tab', { name: '決済方法一覧' }).click();
    await row(page, name)
      .getByRole('button', { name: named('削除') })
      .click();
    await confirmDialog(page, '削除する');
    await page.getByText('劇場で利用中のため、この決済方法は削除できません。', { exact: false }).first().waitFor();

    await page.getByRole('tab', { name: '劇場別の利用設定' }).click();
    await page.getByLabel(`${name}：自動券売機`).uncheck();
    await page.getByRole('button', { name: named('保存') }).click();
    await page
      .getByRole('button', { name: named('保存') })
      .and(page.locator('[disabled]'))
      .waitFor();
    await page.getByRole('tab', { name: '決済方法一覧' }).click();
    await deleteRow(page, name);
  },
);
