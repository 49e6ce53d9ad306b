// The seat plan editor with 2,000 seats in Chromium: drag a rectangle of 500 seats, then change
// their type with the toolbar, 10 times. The page itself times each input event, from the
// event's timestamp to the first task after the next animation frame (the frame that shows
// the change); per run, select = the press, move and release of the drag and type = the
// button's events, overlaps counted once, so the automation's own gaps are not counted.
// Reports median and max of select + type (limit 100 ms); BENCH_DEBUG=1 prints every event.
// Starts the built app on a throwaway PGlite folder with the demo data, signs in as shinjuku.
// Run: node bench/seat-plan.mjs   (writes bench/results/seat-plan.json; the last line is JSON)
import { withSignedInPage } from './support/browser.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const ROWS = 40;
const COLS = 50;
const RECT = { rows: 20, cols: 25 };
const REPETITIONS = 10;
const WARMUP = 2;
const LIMIT_MS = 100;
const types = [
  ['vip', 'プレミアムシート'],
  ['special', '特別席'],
  ['wheelchair', '車椅子席'],
  ['closed', '販売停止席'],
  ['general', '一般席'],
];

// In the page: each input event's time from its timestamp until the frame after it has been
// drawn, tagged with the phase it belongs to (drawing the rectangle, or changing the type).
function instrument() {
  window.__spans = [];
  window.__phase = 'idle';
  for (const type of ['mousedown', 'mousemove', 'mouseup', 'click']) {
    window.addEventListener(
      type,
      (ev) => {
        const now = performance.now();
        const start = ev.timeStamp > 0 && ev.timeStamp <= now ? ev.timeStamp : now;
        const phase = window.__phase;
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => window.__spans.push({ phase, type, start, end: performance.now() });
          ch.port2.postMessage(0);
        });
      },
      { capture: true },
    );
  }
}

/** The time covered by a phase's spans, overlaps counted once and the gaps between events not at all. */
function covered(spans) {
  let total = 0;
  let until = -Infinity;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const from = Math.max(s.start, until);
    if (s.end > from) total += s.end - from;
    until = Math.max(until, s.end);
  }
  return total;
}

await withSignedInPage({ userName: 'shinjuku', viewport: { width: 1600, height: 1200 } }, async (page, browser) => {
  await page.goto('/house/create');
  await page.getByLabel('列の数').fill(String(ROWS));
  await page.getByLabel('1列のマス数').fill(String(COLS));
  await page.getByRole('button', { name: 'サイズを変更' }).click();
  const grid = page.getByRole('grid', { name: '座席表' });
  const cell = (r, c) => grid.locator(`[data-row="${r}"][data-col="${c}"]`);
  await cell(ROWS - 1, COLS - 1).waitFor();
  await page.getByText(`総座席数 ${ROWS * COLS}席`).waitFor();
  await grid.scrollIntoViewIfNeeded();
  await page.evaluate(instrument);
  const centre = async (r, c) => {
    const b = await cell(r, c).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };

  const runs = [];
  for (let rep = 0; rep < WARMUP + REPETITIONS; rep++) {
    const [type, label] = types[rep % types.length];
    const r0 = rep % 4;
    const c0 = (rep * 3) % (COLS - RECT.cols);
    const r1 = r0 + RECT.rows - 1;
    const c1 = c0 + RECT.cols - 1;
    const from = await centre(r0, c0);
    const to = await centre(r1, c1);
    const button = page
      .getByRole('toolbar', { name: '座席種別' })
      .getByRole('button', { name: new RegExp(`^${label}`) });
    await page.mouse.move(...from);
    await page.evaluate(() => {
      window.__spans = [];
      window.__phase = 'select';
    });
    await page.mouse.down();
    await page.mouse.move(...to);
    await page.mouse.up();
    await page.waitForFunction(() => window.__spans.some((s) => s.type === 'mouseup'));
    await page.evaluate(() => (window.__phase = 'type'));
    await button.click();
    await page.waitForFunction(() => window.__spans.some((s) => s.phase === 'type' && s.type === 'click'));
    // The view shows the change: both corners carry the new type.
    for (const [r, c] of [
      [r0, c0],
      [r1, c1],
    ]) {
      const got = await cell(r, c).getAttribute('data-type');
      if (got !== type) throw new Error(`cell ${r},${c} is ${got}, expected ${type}`);
    }
    const spans = await page.evaluate(() => window.__spans);
    if (process.env.BENCH_DEBUG)
      console.log(
        JSON.stringify(spans.map((s) => [s.phase, s.type, Math.round(s.start), Math.round(s.end - s.start)])),
      );
    const select = covered(spans.filter((s) => s.phase === 'select'));
    const typed = covered(spans.filter((s) => s.phase === 'type'));
    if (rep >= WARMUP) runs.push({ select, type: typed, total: select + typed });
  }

  const result = {
    date: new Date().toISOString(),
    machine: { ...machine(), chromium: browser.version() },
    settings: {
      rows: ROWS,
      cols: COLS,
      seats: ROWS * COLS,
      rectangle: `${RECT.rows} × ${RECT.cols}`,
      repetitions: REPETITIONS,
      limitMs: LIMIT_MS,
    },
    selectMs: stats(runs.map((r) => r.select)),
    typeMs: stats(runs.map((r) => r.type)),
    totalMs: stats(runs.map((r) => r.total)),
  };
  result.ok = result.totalMs.max < LIMIT_MS;
  writeResult('seat-plan', result);
  console.log(
    `${ROWS * COLS} seats, ${RECT.rows} × ${RECT.cols} rectangle, ${REPETITIONS} runs: select median ${result.selectMs.median} ms, type median ${result.typeMs.median} ms`,
  );
  console.log(
    JSON.stringify({
      seats: ROWS * COLS,
      medianMs: result.totalMs.median,
      maxMs: result.totalMs.max,
      limitMs: LIMIT_MS,
      ok: result.ok,
    }),
  );
});
