import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { flow } from './support/browser.js';
import { deleteRow, login, named, row, waitForPath } from './support/app.js';

const grid = (page: Page) => page.getByRole('grid', { name: '座席表' });
const cell = (page: Page, r: number, c: number) => grid(page).locator(`[data-row="${r}"][data-col="${c}"]`);

/** Presses on one cell and releases on another, as a person drags a rectangle. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const a = (await cell(page, ...from).boundingBox())!;
  const b = (await cell(page, ...to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
}

/** Every cell's type and number, row by row: what must survive a save and a reload. */
const snapshot = (page: Page) =>
  grid(page)
    .locator('[data-col]')
    .evaluateAll((els) => els.map((el) => `${(el as HTMLElement).dataset.type}:${el.textContent}`));

const typeButton = (page: Page, label: string) =>
  page.getByRole('toolbar', { name: '座席種別' }).getByRole('button', { name: new RegExp(`^${label}`) });

flow('cinema staff draw a seat map, save it, and find it unchanged after a reload', async (page) => {
  const n = Date.now().toString().slice(-6);
  const name = `E2Eシアター${n}`;
  await login(page, 'shinjuku', '/house/create');
  await page.getByLabel('スクリーン名').fill(name);
  await page.getByLabel('スクリーンコード').fill(`E${n}`);
  await page.getByLabel('列の数').fill('4');
  await page.getByLabel('1列のマス数').fill('8');
  await page.getByRole('button', { name: 'サイズを変更' }).click();
  await cell(page, 3, 7).waitFor();
  assert.equal(await grid(page).locator('[data-col]').count(), 32);

  // An aisle down the third column, a block of premium seats, wheelchair spaces and a pair.
  await drag(page, [0, 2], [3, 2]);
  await page.keyboard.press('Delete');
  await drag(page, [0, 5], [1, 7]);
  await typeButton(page, 'プレミアムシート').click();
  await drag(page, [3, 0], [3, 1]);
  await page.keyboard.press('2');
  await drag(page, [3, 6], [3, 7]);
  await typeButton(page, 'ペアシート').click();
  assert.equal(await cell(page, 2, 2).getAttribute('data-type'), 'aisle');
  assert.equal(await cell(page, 1, 6).getAttribute('data-type'), 'vip');
  assert.equal(await cell(page, 3, 0).getAttribute('data-type'), 'wheelchair');
  assert.equal(await cell(page, 3, 7).getAttribute('data-type'), 'pair');
  assert.equal(await cell(page, 0, 3).textContent(), '3');
  await page.getByText('総座席数 28席').waitFor();
  const drawn = await snapshot(page);

  await page.getByRole('button', { name: named('登録') }).click();
  await waitForPath(page, '/house');
  const listed = row(page, name);
  await listed.getByText('2 / 2').waitFor(); // ペア / 車椅子

  await listed.getByRole('link', { name: named('編集') }).click();
  await page.waitForURL(/\/house\/update\/\d+$/);
  await page.getByText('総座席数 28席').waitFor();
  assert.deepEqual(await snapshot(page), drawn);
  await page.reload();
  await page.getByText('総座席数 28席').waitFor();
  assert.deepEqual(await snapshot(page), drawn);

  // A seat number already in the row is refused in the editor, and saving is blocked.
  await cell(page, 0, 1).dblclick();
  const input = page.getByRole('dialog', { name: 'A列 2番の座席番号' }).getByLabel('座席番号');
  await input.fill('1');
  await input.press('Enter');
  await page.getByRole('list', { name: '座席表のエラー' }).getByText('座席番号「A1」はすでに存在します').waitFor();
  assert.match((await cell(page, 0, 1).getAttribute('class')) ?? '', /\bx\b/);
  await page.getByRole('button', { name: named('保存') }).click();
  await page.getByText('座席表のエラーを修正してください：座席番号「A1」はすでに存在します').waitFor();
  assert.match(page.url(), /\/house\/update\/\d+$/);

  // Undo puts the number back and the plan saves again.
  await grid(page).focus();
  await page.keyboard.press('Control+z');
  assert.equal(await cell(page, 0, 1).textContent(), '2');
  await page.getByRole('button', { name: named('保存') }).click();
  await waitForPath(page, '/house');
  await deleteRow(page, name);
});

flow('the API refuses a duplicate seat number with the Japanese message; a screen is copied', async (page) => {
  const n = Date.now().toString().slice(-6);
  await login(page, 'shinjuku');
  // The same check guards the API: a plan whose row has seat 1 twice answers 400 on seatPlan.
  const answer = await page.evaluate(async (code) => {
    const cells = [
      { type: 'general', number: '1' },
      { type: 'general', number: '1' },
    ];
    const res = await fetch('/api/house/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({
        name: 'E2E重複',
        code,
        seatPlan: { rows: 1, cols: 2, rowLabels: ['A'], numbering: 'ltr', cells },
      }),
    });
    return { status: res.status, body: (await res.json()) as { errors?: { field: string; message: string }[] } };
  }, `D${n}`);
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body.errors, [{ field: 'seatPlan', message: '座席番号「A1」はすでに存在します' }]);

  await page.goto('/house');
  // The first screen's row, once the list has loaded (while loading, the table shows a blank row).
  const source = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: named('コピー') }) })
    .first();
  const copyButton = source.getByRole('button', { name: named('コピー') });
  await copyButton.waitFor();
  const sourceName = (await source.getByRole('cell').first().textContent())!;
  await copyButton.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('スクリーン名').fill(`コピー${n}`);
  await dialog.getByLabel('スクリーンコード').fill(`C${n}`);
  await dialog.getByRole('button', { name: 'コピーする' }).click();
  await row(page, `コピー${n}`).waitFor();
  assert.ok(sourceName.length > 0);
  await deleteRow(page, `コピー${n}`);
});
