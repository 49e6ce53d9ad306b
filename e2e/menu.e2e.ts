import assert from 'node:assert/strict';
import { flow } from './support/browser.js';
import { login, nav, openMenuGroups } from './support/app.js';

// What each role finds in the side menu (the route registry decides; docs/web-conventions.md, "the menu").
const cases = [
  { userName: 'admin', shown: ['ドメイン設定', '全体設定', 'ジョブ管理'], hidden: [] },
  {
    userName: 'hq',
    shown: ['劇場', 'ユーザー', 'ロール・権限', '会計設定'],
    hidden: ['全体設定', 'ドメイン設定', 'ジョブ管理'],
  },
  {
    userName: 'shinjuku',
    shown: ['アカウント設定', '興行成績報告書（料金別）'],
    hidden: ['劇場', 'ユーザー', '全体設定', '全劇場日報（速報）', '会計設定'],
  },
];

for (const { userName, shown, hidden } of cases) {
  flow(`menu of ${userName}`, async (page) => {
    await login(page, userName);
    await openMenuGroups(page);
    const link = (name: string) => nav(page).getByRole('link', { name, exact: true });
    for (const name of shown) await link(name).waitFor();
    for (const name of hidden) assert.equal(await link(name).count(), 0, `${userName} must not see ${name}`);
  });
}

// A screen opened from a menu item near the bottom starts at its top, not where the menu was scrolled to.
flow('a screen opened from the bottom of the menu starts at its top', async (page) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, 'hq');
  await openMenuGroups(page);
  const links = nav(page).getByRole('link');
  const last = links.nth((await links.count()) - 1);
  await last.scrollIntoViewIfNeeded();
  assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the menu must be long enough to scroll');
  const target = new URL((await last.getAttribute('href')) ?? '/', 'http://x').pathname;
  await last.click();
  await page.waitForURL((url) => url.pathname === target);
  await page.waitForFunction(() => window.scrollY === 0);
});
