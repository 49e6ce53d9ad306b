import assert from 'node:assert/strict';
import { flow } from './support/browser.js';
import { login, named } from './support/app.js';

// 座席 from the schedule (docs/sales.md, "seats"): the demo's 新宿 has today's screenings with sales
// history, so a block carries its seats sold (42/120) and opens the read-only seat map.

flow('cinema staff open a screening’s seat map from the timeline and read the legend’s counts', async (page) => {
  await login(page, 'shinjuku', '/schedule?view=day');
  const figures = page.locator('[data-seat-map]');
  await figures.first().waitFor();
  assert.match((await figures.first().textContent()) ?? '', /^\d+\/\d+$/);

  // The block's seat figures open the map …
  await figures.first().click();
  const dialog = page.getByRole('dialog', { name: '座席' });
  const legend = dialog.getByRole('status', { name: '座席の状態' });
  await legend.waitFor();
  const counts: number[] = [];
  const labels = { sold: '販売済', held: '仮押さえ', admitted: '入場済', blocked: '販売不可', free: '空席' };
  for (const [state, label] of Object.entries(labels)) {
    const text = (await legend.locator(`[data-count="${state}"]`).textContent()) ?? '';
    const m = new RegExp(`^${label} (\\d+)$`).exec(text.trim());
    assert.ok(m, `legend shows 「${label} n」, got 「${text}」`);
    counts.push(Number(m[1]));
  }
  // Every seat of the plan is in one state: the grid holds as many seats as the legend counts.
  assert.equal(
    await dialog.locator('[data-state]').count(),
    counts.reduce((a, b) => a + b, 0),
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // … and so does 「座席」 beside the selected screening, with its 販売数 / 残席 / 販売率.
  const block = page.locator('[data-screening-id]').first();
  await block.click({ position: { x: 8, y: 30 } });
  await page.getByText(/^販売数 \d+席・残席 \d+席・販売率 (\d+%|—)/).waitFor();
  await page.getByRole('button', { name: named('座席') }).click();
  await legend.waitFor();
});
