// Debian's Chromium through playwright-core with the flags e2e/support/browser.ts uses, and a page
// signed in to a fresh server from server.mjs.
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Signs in from /login and waits for the dashboard, as a user of the demo data. */
export async function signIn(page, userName) {
  await page.goto('/login');
  await page.getByLabel('ログインID').fill(userName);
  await page.getByLabel('パスワード', { exact: true }).fill('demo-2026');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
}

/**
 * Runs body(page, browser) on a signed-in page of a fresh server and browser; both are closed
 * afterwards, also when body fails.
 */
export async function withSignedInPage({ userName, viewport }, body) {
  const server = await startServer();
  let browser;
  try {
    browser = await chromium.launch({
      executablePath,
      // The machine's network is closed: without the background-networking flags Chromium keeps
      // trying to reach Google's hosts, which would disturb the timings.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const page = await browser.newPage({
      baseURL: server.baseURL,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      viewport,
    });
    page.setDefaultTimeout(30_000);
    await signIn(page, userName);
    return await body(page, browser);
  } finally {
    await browser?.close();
    await server.stop();
  }
}
