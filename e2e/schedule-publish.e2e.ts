import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { flow } from './support/browser.js';
import { login } from './support/app.js';

// Plan a screening on a Friday far ahead (a 興行週 of its own), publish the week from the
// schedule's header, and read it back on the public schedule, where drafts never show.
const BASE = 400 + 7 * Math.floor(Math.random() * 300);
const friday = () => {
  const d = new Date(Date.now() + 9 * 3_600_000 + BASE * 86_400_000);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() - 5 + 7) % 7));
  return d.toISOString().slice(0, 10);
};

const track = (page: Page, date: string, screen: string) => page.getByLabel(`${date} ${screen}`, { exact: true });

async function hourX(page: Page, label: string) {
  const box = (await page.locator('.stl-tick', { hasText: label }).boundingBox())!;
  return box.x + box.width / 2;
}

async function dragTo(page: Page, from: Locator, row: Locator, x: number) {
  const a = (await from.boundingBox())!;
  const b = (await row.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

flow('cinema staff plan a week, publish it after the summary, and customers see it', async (page) => {
  const date = friday();
  await login(page, 'shinjuku', `/schedule?view=day&date=${date}`);
  await track(page, date, 'スクリーン1').waitFor();
  const film = page.getByRole('list', { name: '承認済みの作品' }).getByRole('listitem').first();
  const name = (await film.getAttribute('aria-label'))!;
  await dragTo(page, film, track(page, date, 'スクリーン1'), await hourX(page, '10:00'));
  await track(page, date, 'スクリーン1')
    .getByRole('button', { name: new RegExp(`^${name} 10:00–`) })
    .waitFor();

  // A draft: not on the public schedule yet.
  await page.goto(`/cinema-schedule?date=${date}`);
  await page.locator('.cs-header').waitFor();
  assert.equal(await page.locator('section.cs-film', { hasText: name }).count(), 0);

  await page.goto(`/schedule?view=day&date=${date}`);
  await page.getByRole('button', { name: /公\s?開$/ }).click();
  const dialog = page.getByRole('dialog', { name: '上映スケジュールを公開' });
  // The drag took the cinema's 既定の料金, so nothing blocks it.
  await dialog.getByText('1件', { exact: true }).first().waitFor();
  assert.equal(await dialog.getByText('料金テンプレートが未設定', { exact: false }).count(), 0);
  await dialog.getByRole('button', { name: '1件を公開' }).click();
  await page.getByText('1件の上映回を公開しました').waitFor();

  await page.goto(`/cinema-schedule?date=${date}`);
  await page.locator('section.cs-film', { hasText: name }).locator('.cs-show .time', { hasText: '10:00' }).waitFor();
});
