import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '../../platform/events.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaOf, clearPages, putPage, setPublished } from './website-public.fixtures.js';
import { SITE_CACHE_TTL_MS } from './website-public.cache.js';

// The public website as a visitor sees it (docs/website.md, "the public site"): the demo cinemas' sites, drafts
// never shown, the news window, both kinds of address, 404, sitemap, the CSP and the page cache.

let t: TestContext;
const DOMAIN = 'www.cinemaline.example.jp';
const get = (url: string, host?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(host ? { host } : {}), ...headers } });
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a demo cinema’s site on /site/{brand}/{cinema}', () => {
  const page = async (path: string) => {
    const res = await get(`/site/CL/0101/${path}`);
    expect(res.statusCode, path).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.body.match(/<h1[\s>]/g), `${path}: one h1`).toHaveLength(1);
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).toMatch(/<header[\s>][\s\S]*<nav[\s\S]*<main id="main"[\s\S]*<footer/);
    expect(res.body).toContain('href="#main"');
    return res.body;
  };

  it('shows the top page: site name, menu, news, today’s films and MovieTheater data', async () => {
    const body = await page('');
    expect(body).toContain('<title>シネマライン新宿</title>');
    expect(body).toContain('年末年始の営業時間のお知らせ');
    expect(body).toContain('href="/site/CL/0101/schedule"');
    expect(body).toContain('"@type":"MovieTheater"');
    // Canonical on the brand's own domain, OGP tags, the stylesheets as files (nothing inline).
    expect(body).toContain('<link rel="canonical" href="https://www.cinemaline.example.jp/0101/"');
    expect(body).toMatch(/<meta property="og:title" content="シネマライン新宿"/);
    expect(body).toContain('href="/site/CL/0101/theme.css"');
    expect(body).not.toMatch(/<style|\sstyle=/);
  });

  it('shows the week’s schedule with day tabs, 36-hour times, 残席 and ScreeningEvent data', async () => {
    const body = await page('schedule');
    expect(body.match(/href="\/site\/CL\/0101\/schedule\?date=\d{4}-\d{2}-\d{2}"/g)).toHaveLength(7);
    expect(body).toMatch(/aria-current="page"/);
    expect(body).toMatch(/残席 [○△×]/);
    expect(body).toMatch(/\d{1,2}:\d{2}<\/span\s*>〜\d{1,2}:\d{2}/);
    expect(body).toContain('"@type":"ScreeningEvent"');
    const date = /schedule\?date=(\d{4}-\d{2}-\d{2})/g.exec(body.slice(body.indexOf('aria-current') + 200))?.[1];
    const other = await page(`schedule?date=${date ?? ''}`);
    expect(other).toContain('の上映</h2>');
  });

  it('shows a film page from the film master with its screenings, and Movie data', async () => {
    const films = await page('films');
    const id = /films\/(\d+)"/.exec(films)?.[1];
    expect(id).toBeDefined();
    const body = await page(`films/${id ?? ''}`);
    expect(body).toContain('映倫区分');
    expect(body).toContain('上映時間');
    expect(body).toContain('"@type":"Movie"');
    expect(body).toContain('今週の上映スケジュール');
    expect((await get('/site/CL/0101/films/999999')).statusCode).toBe(404);
  });

  it('shows news, custom pages, prices and every single page', async () => {
    expect(await page('news')).toContain('ポップコーンセット100円引きキャンペーン');
    const news = await page('news');
    const id = /news\/(\d+)"/.exec(news)?.[1] ?? '';
    expect(await page(`news/${id}`)).toContain('<article>');
    expect(await page('pages/access')).toContain('電車でお越しの方');
    const price = await page('price');
    expect(price).toMatch(/<th scope="row">一般<\/th>\s*<td class="price">[\d,]+円<\/td>/);
    expect(await page('admission')).toContain('入場のご案内');
    expect(await page('notice')).toContain('ご注意事項');
    expect((await page('faq')).match(/<details>/g)?.length).toBeGreaterThanOrEqual(5);
    expect(await page('rental')).toContain('<form class="inquiry" method="post" action="/site/CL/0101/rental/inquiry"');
    expect(await page('privacy')).toContain('プライバシーポリシー');
    expect(await page('terms')).toContain('第1条');
    const company = await page('company');
    expect(company).toContain('株式会社シネマライン');
    expect(company).toContain('"@type":"MovieTheater"');
  });

  it('answers an unknown path with a 404 page in the site’s layout', async () => {
    for (const path of ['nope', 'news/999999', 'pages/nothing', 'films/x', 'a/b/c']) {
      const res = await get(`/site/CL/0101/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('ページが見つかりません');
      expect(res.body).toContain('aria-label="メインメニュー"');
    }
    expect((await get('/site/CL/9999/')).statusCode).toBe(404);
    expect((await get('/site/NOPE/0101/')).statusCode).toBe(404);
  });

  it('lists every page in sitemap.xml and names it in robots.txt; serves the stylesheets', async () => {
    const map = await get('/site/CL/0101/sitemap.xml');
    expect(map.headers['content-type']).toMatch(/^application\/xml/);
    for (const path of ['', 'schedule', 'news', 'pages/access', 'price', 'faq', 'rental', 'company', 'privacy'])
      expect(map.body).toContain(`<loc>https://www.cinemaline.example.jp/0101/${path}</loc>`);
    expect(map.body).toMatch(/0101\/films\/\d+</);
    expect(map.body).toMatch(/0101\/news\/\d+</);
    const robots = await get('/site/CL/0101/robots.txt');
    expect(robots.body).toContain('Sitemap: https://www.cinemaline.example.jp/0101/sitemap.xml');
    const theme = await get('/site/CL/0101/theme.css');
    expect(theme.body).toContain('--primary:#9b1c31');
    expect((await get('/site/CL/0101/style.css?v=1')).headers['content-type']).toMatch(/^text\/css/);
  });

  it('sends a CSP without unsafe-inline, and no script source at all', async () => {
    for (const path of ['', 'schedule', 'rental', 'nope']) {
      const csp = String((await get(`/site/CL/0101/${path}`)).headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("script-src 'none'");
      expect(csp).toContain("style-src 'self'");
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/site/CL/0101/news');
    const etag = String(first.headers.etag);
    expect((await get('/site/CL/0101/news', undefined, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('the brand’s own domain', () => {
  it('lists the brand’s cinemas at its root and serves each cinema’s site below', async () => {
    const root = await get('/', DOMAIN);
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<a href="/0101/">シネマライン新宿</a>');
    expect(root.body).toContain('<a href="/0103/">シネマライン横浜</a>');
    const top = await get('/0101/', `${DOMAIN}:8443`);
    expect(top.statusCode).toBe(200);
    expect(top.body).toContain('href="/0101/schedule"');
    expect((await get('/0101/faq', DOMAIN)).body).toContain('よくある質問');
    expect((await get('/0101/nope', DOMAIN)).statusCode).toBe(404);
    expect((await get('/robots.txt', DOMAIN)).body).toContain(`Sitemap: https://${DOMAIN}/0102/sitemap.xml`);
  });

  it('leaves the API to the API on that host, and the console’s host to the console', async () => {
    const api = await get('/api/public/cinemas/0101/schedule', DOMAIN);
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/json/);
    // Not a brand's domain: the console's own answer (no SPA in tests: the API's not-found).
    const consoleHost = await get('/0101/', 'console.example.jp');
    expect(consoleHost.statusCode).toBe(404);
    expect(consoleHost.headers['content-type']).toMatch(/json/);
  });

  it('uses the /site form for canonical URLs of a brand without a domain', async () => {
    const body = (await get('/site/MIRAI/0201/', 'console.example.jp')).body;
    expect(body).toContain('<link rel="canonical" href="http://console.example.jp/site/MIRAI/0201/"');
  });
});

describe('what is public', () => {
  it('never shows a draft, only what was published', async () => {
    const c = await cinemaOf(t.database.db, 'CL', '0102');
    await putPage(t.database.db, c, 'custom', null, {
      title: '下書きだけのページ',
      path: 'draft-only',
      body: '<p>未公開</p>',
    });
    await putPage(
      t.database.db,
      c,
      'custom',
      { title: '公開中の版', path: 'changed', body: '<p>公開中</p>' },
      { title: '下書きの版', path: 'changed', body: '<p>下書き</p>' },
    );
    await putPage(t.database.db, c, 'news', null, { title: '未公開のお知らせ', body: '' });
    expect((await get('/site/CL/0102/pages/draft-only')).statusCode).toBe(404);
    const changed = await get('/site/CL/0102/pages/changed');
    expect(changed.body).toContain('公開中の版');
    expect(changed.body).not.toContain('下書き');
    expect((await get('/site/CL/0102/news')).body).not.toContain('未公開のお知らせ');
    expect((await get('/site/CL/0102/sitemap.xml')).body).not.toContain('draft-only');
  });

  it('shows news only inside its display window: list, detail and sitemap', async () => {
    const c = await cinemaOf(t.database.db, 'CL', '0102');
    const news = (title: string, displayFrom: string | null, displayUntil: string | null) =>
      putPage(t.database.db, c, 'news', { title, body: '<p>本文</p>', displayFrom, displayUntil });
    const future = await news('これから掲載のお知らせ', hours(24), null);
    const past = await news('掲載終了のお知らせ', hours(-48), hours(-1));
    const now = await news('掲載中のお知らせ', hours(-1), hours(24));
    const list = (await get('/site/CL/0102/news')).body;
    expect(list).toContain('掲載中のお知らせ');
    expect(list).not.toContain('これから掲載のお知らせ');
    expect(list).not.toContain('掲載終了のお知らせ');
    expect((await get(`/site/CL/0102/news/${now}`)).statusCode).toBe(200);
    expect((await get(`/site/CL/0102/news/${future}`)).statusCode).toBe(404);
    expect((await get(`/site/CL/0102/news/${past}`)).statusCode).toBe(404);
    const map = (await get('/site/CL/0102/sitemap.xml')).body;
    expect(map).toContain(`/news/${now}<`);
    expect(map).not.toContain(`/news/${future}<`);
    expect(map).not.toContain(`/news/${past}<`);
  });

  it('puts pinned news first, then the newest', async () => {
    const c = await cinemaOf(t.database.db, 'MIRAI', '0201');
    await clearPages(t.database.db, c.id);
    const add = (title: string, from: number, pinned = false) =>
      putPage(t.database.db, c, 'news', { title, body: '', displayFrom: hours(from), pinned });
    await add('古いお知らせ', -72);
    await add('新しいお知らせ', -2);
    await add('固定のお知らせ', -200, true);
    const body = (await get('/site/MIRAI/0201/news')).body;
    const at = (s: string) => body.indexOf(s);
    expect(at('固定のお知らせ')).toBeLessThan(at('新しいお知らせ'));
    expect(at('新しいお知らせ')).toBeLessThan(at('古いお知らせ'));
  });

  it('uses defaults when a cinema has published no settings', async () => {
    const c = await cinemaOf(t.database.db, 'MIRAI', '0201');
    await clearPages(t.database.db, c.id);
    const top = await get('/site/MIRAI/0201/');
    expect(top.statusCode).toBe(200);
    expect(top.body).toContain('<title>ミライシネマ梅田</title>');
    expect((await get('/site/MIRAI/0201/theme.css')).body).toContain('--primary:#9b1c31');
    expect((await get('/site/MIRAI/0201/faq')).statusCode).toBe(404);
  });
});

describe('the page cache', () => {
  it('keeps a page up to 5 s and forgets a cinema’s pages at once on website.published', async () => {
    expect(SITE_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
    const db = t.database.db;
    const c = await cinemaOf(db, 'CL', '0103');
    const id = await putPage(db, c, 'custom', { title: '最初の版', path: 'cached', body: '' });
    expect((await get('/site/CL/0103/pages/cached')).body).toContain('最初の版');
    await setPublished(db, id, { title: '次の版', path: 'cached', body: '' }, false);
    // Another process's change: this process still answers its copy (at most 5 s old) …
    expect((await get('/site/CL/0103/pages/cached')).body).toContain('最初の版');
    // … and a publish here forgets it at once.
    afterCommit(db, 'website.published', { cinemaId: c.id });
    expect((await get('/site/CL/0103/pages/cached')).body).toContain('次の版');
    await setPublished(db, id, { title: '三番目の版', path: 'cached', body: '' }, false);
    afterCommit(db, 'schedule.published', { cinemaId: c.id });
    expect((await get('/site/CL/0103/pages/cached')).body).toContain('三番目の版');
  });
});
