// Lighthouse on the public cinema website (docs/performance.md, "Lighthouse"): a demo cinema's top page (and its
// schedule) as a phone loads it (Lighthouse's mobile defaults: a mid-range phone, slow 4G, 4× CPU slowdown), in
// Debian's Chromium. Targets on the top page: performance ≥ 90, accessibility ≥ 95.
// Lighthouse is not a dependency of the product: the bench runs lighthouse@12.8.2 (the last major for Node 20) through
// npx, so it needs the npm registry the first time. Run: node bench/lighthouse.mjs. Writes bench/results/lighthouse.json.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from './support/server.mjs';
import { machine, writeResult } from './support/results.mjs';

const run = promisify(execFile);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const server = await startServer();
const pages = { top: '/site/CL/0101/', schedule: '/site/CL/0101/schedule' };
const scores = {};
try {
  for (const [name, pathname] of Object.entries(pages)) {
    const out = path.join(os.tmpdir(), `lighthouse-${name}-${process.pid}.json`);
    // One warm-up load: the page cache is filled as a visitor before would have filled it.
    await fetch(`${server.baseURL}${pathname}`);
    await run(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        `${server.baseURL}${pathname}`,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,seo,best-practices',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    fs.rmSync(out, { force: true });
    const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
    const metric = (id) => Math.round(report.audits[id]?.numericValue ?? 0);
    scores[name] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? null,
      tbtMs: metric('total-blocking-time'),
      bytes: metric('total-byte-weight'),
    };
    console.log(name, JSON.stringify(scores[name]));
  }
} finally {
  await server.stop();
}
const result = {
  bench: 'lighthouse',
  at: new Date().toISOString(),
  machine: machine(),
  lighthouse: '12.8.2',
  pages: scores,
  targets: { performance: 90, accessibility: 95 },
  pass: scores.top.performance >= 90 && scores.top.accessibility >= 95,
};
writeResult('lighthouse', result);
if (!result.pass) process.exit(1);
