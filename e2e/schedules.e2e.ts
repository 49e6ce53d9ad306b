import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { flow } from './support/browser.js';
import { choose, loaded, login, named, waitForPath } from './support/app.js';

// The demo month of screenings lies around today; these flows plan days months or years ahead,
// each its own, so they start from an empty timeline whatever else has run.
const CONFLICT = 'このスクリーンには、指定した日時の上映スケジュールがすでに登録されています。';
const BASE = 150 + 3 * Math.floor(Math.random() * 500);
const dayAhead = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + (BASE + days) * 86_400_000).toISOString().slice(0, 10);

const track = (page: Page, date: string, screen: string) => page.getByLabel(`${date} ${screen}`, { exact: true });
const blocks = (page: Page) => page.locator('[data-screening-id]');

/** The x of an hour's label on the axis, e.g. '10:00'. */
async function hourX(page: Page, label: string) {
  const box = (await page.locator('.stl-tick', { hasText: label }).boundingBox())!;
  return box.x + box.width / 2;
}

/** Presses on a locator and releases over a row at the given x, as a person drags. */
async function dragTo(page: Page, from: Locator, row: Locator, x: number, grabAt: 'left' | 'centre' = 'centre') {
  const a = (await from.boundingBox())!;
  const b = (await row.boundingBox())!;
  await page.mouse.move(grabAt === 'left' ? a.x + 3 : a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function openDay(page: Page, date: string) {
  await page.goto(`/schedule?view=day&date=${date}`);
  await track(page, date, 'スクリーン1').waitFor();
}

/** Drags the n-th approved film onto a screen at an hour; answers the film's name. */
async function dropFilm(page: Page, n: number, date: string, screen: string, hour: string) {
  const film = page.getByRole('list', { name: '承認済みの作品' }).getByRole('listitem').nth(n);
  const name = (await film.getAttribute('aria-label'))!;
  await dragTo(page, film, track(page, date, screen), await hourX(page, hour));
  return name;
}

flow('cinema staff plan a day by dragging films onto the timeline, and find it saved after a reload', async (page) => {
  const date = dayAhead(0);
  await login(page, 'shinjuku');
  await openDay(page, date);
  assert.equal(await blocks(page).count(), 0);

  const name = await dropFilm(page, 0, date, 'スクリーン1', '10:00');
  await page.getByText(`${name}（10:00–`).first().waitFor();
  const created = track(page, date, 'スクリーン1').getByRole('button', { name: new RegExp(`^${name} 10:00–`) });
  await created.waitFor();

  // Move it to screen 2 at 13:00, grabbed by its left edge so the start lands on the pointer.
  await dragTo(page, created, track(page, date, 'スクリーン2'), (await hourX(page, '13:00')) + 3, 'left');
  const moved = track(page, date, 'スクリーン2').getByRole('button', { name: new RegExp(`^${name} 13:00–`) });
  await moved.waitFor();

  await page.reload();
  await moved.waitFor();
  assert.equal(await blocks(page).count(), 1);
  assert.equal(await track(page, date, 'スクリーン1').locator('[data-screening-id]').count(), 0);

  // Arrow keys move the selected block 5 minutes at a time; the change is saved once the keys rest.
  await moved.click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/schedule/update'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const nudged = track(page, date, 'スクリーン2').getByRole('button', { name: new RegExp(`^${name} 13:10–`) });
  await nudged.waitFor();
  assert.equal((await saved).status(), 200);
  await page.reload();
  await nudged.waitFor();
});

flow('a screening dropped over another on the same screen is refused with the conflict message', async (page) => {
  const date = dayAhead(1);
  await login(page, 'shinjuku');
  await openDay(page, date);
  const first = await dropFilm(page, 1, date, 'スクリーン3', '10:00');
  await track(page, date, 'スクリーン3')
    .getByRole('button', { name: new RegExp(`^${first} 10:00–`) })
    .waitFor();

  // Another film at 11:00 starts before the first one (and its cleaning) is over.
  await dropFilm(page, 2, date, 'スクリーン3', '11:00');
  await page.getByText(CONFLICT).first().waitFor();
  assert.equal(await blocks(page).count(), 1);
  await page.getByText(CONFLICT).first().waitFor({ state: 'detached' });

  // Moving a block onto the busy screen is refused the same way, and it snaps back.
  const second = await dropFilm(page, 2, date, 'スクリーン4', '10:00');
  const block = track(page, date, 'スクリーン4').getByRole('button', { name: new RegExp(`^${second} 10:00–`) });
  await block.waitFor();
  await dragTo(page, block, track(page, date, 'スクリーン3'), (await hourX(page, '10:00')) + 3, 'left');
  await page.getByText(CONFLICT).first().waitFor();
  await block.waitFor();
  assert.equal(await track(page, date, 'スクリーン3').locator('[data-screening-id]').count(), 1);
});

flow('a late show is entered on the form on the 36-hour scale and edited from the timeline', async (page) => {
  const date = dayAhead(2);
  await login(page, 'shinjuku', `/schedule/create?date=${date}`);
  await page.getByLabel('作品', { exact: true }).click();
  await page.keyboard.press('Enter');
  await choose(page, 'スクリーン', 'スクリーン1');
  await page.getByLabel('開始時刻').fill('2430');
  await page.getByLabel('開始時刻').blur();
  assert.equal(await page.getByLabel('開始時刻').inputValue(), '24:30');
  await page.getByText('翌0:30').waitFor();
  await page.getByRole('button', { name: named('登録') }).click();

  // Back on the timeline of that business day, where 24:30 is drawn after midnight.
  await waitForPath(page, '/schedule');
  const block = track(page, date, 'スクリーン1').getByRole('button', { name: / 24:30–/ });
  await block.waitFor();
  await block.dblclick();
  await page.waitForURL((u) => u.pathname.startsWith('/schedule/edit/'));
  await loaded(page.getByLabel('開始時刻'));
  assert.equal(await page.getByLabel('開始時刻').inputValue(), '24:30');
  await page.getByLabel('開始時刻').fill('24:45');
  await page.getByRole('button', { name: named('保存') }).click();
  await waitForPath(page, '/schedule');
  await track(page, date, 'スクリーン1')
    .getByRole('button', { name: / 24:45–/ })
    .waitFor();
});

flow(
  'the published schedule lists the week per film with its times, and prints without the console around it',
  async (page) => {
    await login(page, 'shinjuku', '/cinema-schedule');
    const film = page.locator('section.cs-film').first();
    await film.waitFor();
    assert.match((await film.locator('h3 .cs-badge').textContent()) ?? '', /^(G|PG12|R15\+|R18\+)$/);
    assert.match((await film.locator('.cs-show .time').first().textContent()) ?? '', /^(翌)?\d{1,2}:\d{2}$/);
    // Printed with the cinema's name, address and phone.
    await page.locator('.cs-header').getByText('シネマライン新宿 上映スケジュール', { exact: false }).waitFor();
    assert.match((await page.locator('.cs-contact').textContent()) ?? '', /^〒.+TEL 0\d/);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: /印刷/ }).click();
    assert.equal(await page.locator('body').getAttribute('data-printed'), 'yes');
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('nav').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: /印刷/ }).isVisible(), false);
    assert.equal(await film.isVisible(), true);
  },
);

flow('timeline changes are undone and redone with Ctrl+Z / Ctrl+Y, and several are deleted together', async (page) => {
  const date = dayAhead(3);
  await login(page, 'shinjuku');
  await openDay(page, date);
  const a = await dropFilm(page, 0, date, 'スクリーン1', '10:00');
  const atHome = track(page, date, 'スクリーン1').getByRole('button', { name: new RegExp(`^${a} 10:00–`) });
  await atHome.waitFor();

  // A move, undone: back on screen 1 at 10:00; redone: on screen 2 at 13:00 again.
  await dragTo(page, atHome, track(page, date, 'スクリーン2'), (await hourX(page, '13:00')) + 3, 'left');
  const moved = track(page, date, 'スクリーン2').getByRole('button', { name: new RegExp(`^${a} 13:00–`) });
  await moved.waitFor();
  await page.keyboard.press('Control+z');
  await atHome.waitFor();
  await page.keyboard.press('Control+y');
  await moved.waitFor();

  // Two screenings selected with Ctrl+click go with one Delete and one confirmation, and come back with one undo.
  const b = await dropFilm(page, 1, date, 'スクリーン1', '10:00');
  const other = track(page, date, 'スクリーン1').getByRole('button', { name: new RegExp(`^${b} 10:00–`) });
  await other.waitFor();
  await moved.click();
  await other.click({ modifiers: ['Control'] });
  await page.getByText('2件を選択中', { exact: false }).waitFor();
  await page.keyboard.press('Delete');
  await page.locator('.ant-modal-confirm-title', { hasText: '選択した2件の上映回を削除しますか？' }).waitFor();
  await page.getByRole('button', { name: '削除する' }).click();
  await moved.waitFor({ state: 'detached' });
  await other.waitFor({ state: 'detached' });
  assert.equal(await blocks(page).count(), 0);

  await page.getByRole('button', { name: '元に戻す' }).click();
  await moved.waitFor();
  await other.waitFor();
  await page.reload();
  await track(page, date, 'スクリーン2')
    .getByRole('button', { name: new RegExp(`^${a} 13:00–`) })
    .waitFor();
  assert.equal(await blocks(page).count(), 2);
});
