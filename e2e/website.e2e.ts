import assert from 'node:assert/strict';
import { flow } from './support/browser.js';
import { choose, login, named, waitForPath } from './support/app.js';

// 劇場サイト (docs/website.md): 新宿's staff write a news item, watch the preview follow their typing, publish it and
// find it on the public site (served by the same program at /site/CL/0101/), as a visitor would without JavaScript.
flow('cinema staff write a news item, preview it, publish it and find it on the public site', async (page) => {
  const title = `E2E先行上映のお知らせ${Date.now().toString().slice(-5)}`;
  await login(page, 'shinjuku', '/news');
  await page.getByRole('button', { name: '新規作成' }).click();
  await waitForPath(page, '/news/create');
  // The editor's form (the list stays on screen while the screen's code loads).
  const form = page.getByRole('form', { name: 'お知らせの編集' });
  await form.getByLabel('タイトル').fill(title);
  await choose(page, 'カテゴリ', 'イベント', { scope: form });
  const body = form.getByRole('textbox', { name: '本文' });
  await body.click();
  await body.pressSequentially('今週末、話題作の先行上映を行います。');

  // The preview is the real public page with what was typed, in a sandboxed frame.
  const preview = page.frameLocator('iframe[title$="のプレビュー"]');
  await preview.getByRole('heading', { name: title }).waitFor();
  await preview.getByText('今週末、話題作の先行上映を行います。').waitFor();

  await page.getByRole('button', { name: named('下書き保存') }).click();
  await page.waitForURL(/\/news\/update\/\d+$/);
  await page.getByText('下書き', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: named('公開') }).click();
  await page.getByText('公開中', { exact: true }).first().waitFor();

  // The public site, a page of its own: the news list, then the item.
  const site = await page.context().newPage();
  await site.goto('/site/CL/0101/news');
  await site.getByRole('link', { name: title }).click();
  await site.getByRole('heading', { level: 1, name: title }).waitFor();
  await site.getByText('今週末、話題作の先行上映を行います。').waitFor();
  const csp = (await site.request.get(site.url())).headers()['content-security-policy'] ?? '';
  assert.ok(csp && !csp.includes("'unsafe-inline'"), csp);
  await site.close();
});
