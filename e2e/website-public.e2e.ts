import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { flow } from './support/browser.js';

// The public cinema website (docs/website.md, "accessibility"): every page type of a demo cinema's site in Chromium,
// checked by axe-core (no serious or critical violation) and, at 360 px, for horizontal scroll. axe is run through
// page.evaluate (the pages' CSP allows no injected script tag, and needs none).

const ROOT = '/site/CL/0101/';
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(await axeSource);
  const result = await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe
      .run;
    return run({ resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function check(page: Page, path: string, status = 200) {
  const res = await page.goto(`${ROOT}${path}`);
  assert.equal(res?.status(), status, path);
  const violations = await axe(page);
  assert.deepEqual(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `${path || 'top'}: axe`,
  );
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `${path || 'top'}: ${overflow}px of horizontal scroll at 360 px`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

flow('every page type of a demo cinema’s public site passes axe and fits 360 px', async (page) => {
  await page.goto(`${ROOT}films`);
  const film = await page.locator('a[href*="/films/"]').first().getAttribute('href');
  await page.goto(`${ROOT}news`);
  const news = await page.locator('main a[href*="/news/"]').first().getAttribute('href');
  assert.ok(film && news, 'a film and a news item are listed');
  const paths = [
    '',
    'schedule',
    'films',
    film.slice(ROOT.length),
    'news',
    news.slice(ROOT.length),
    'pages/access',
    'price',
    'admission',
    'notice',
    'faq',
    'rental',
    'privacy',
    'terms',
    'company',
  ];
  for (const path of paths) await check(page, path);
  await check(page, 'no-such-page', 404);
  // The page shows its stylesheet (the CSP lets the site's own files in): the header takes the theme's colour.
  await page.goto(ROOT);
  const background = await page.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(background, 'rgb(155, 28, 49)');
});

flow('the rental inquiry form works without JavaScript and answers errors accessibly', async (page) => {
  await page.goto(`${ROOT}rental`);
  await page.getByRole('button', { name: '送信する' }).click();
  await page.getByText('入力内容を確認してください').waitFor();
  assert.deepEqual(await axe(page), []);
  await page.getByLabel('お名前').fill('映画 太郎');
  await page.getByLabel('メールアドレス').fill('taro@example.jp');
  await page.getByLabel('お問い合わせ内容').fill('貸切上映について教えてください。');
  await page.getByRole('button', { name: '送信する' }).click();
  await page.getByRole('heading', { name: 'お問い合わせを受け付けました' }).waitFor();
});
