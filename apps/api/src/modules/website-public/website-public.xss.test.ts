import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsitePageKind } from '@cinema/contracts';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { renderWebsitePreview } from './index.js';
import { cinemaOf, clearPages, putPage } from './website-public.fixtures.js';

// Nothing staff type may run script on the public site (docs/website.md, "safety"): the usual payloads (as in
// platform/rich-text.test.ts) written straight into `published` — past the API's sanitiser — in every text and rich
// text field of every kind. The rendered pages are parsed, and no element, attribute or URL may come from them.

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<object data="x"></object><embed src="x">',
  '<form action="https://evil.example"><input name=a></form>',
  '"><script>alert(1)</script>',
  "'><details open ontoggle=alert(1)>",
  '</script><script>alert(1)</script>',
  '<style>*{}</style><link rel=stylesheet href=x>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];
const EVIL_URL = 'javascript:alert(1)';

function contents(p: string): [WebsitePageKind, Record<string, unknown>][] {
  const text = (title: string) => ({ title, body: p });
  return [
    ['news', { title: p, body: p, image: { fileId: 1, url: EVIL_URL } }],
    ['custom', { title: p, path: 'xss', body: p, menu: 'header' }],
    ['priceTable', { title: p, rows: [{ label: p.slice(0, 60), price: 1000, note: p.slice(0, 100) }], notes: p }],
    ['admissionInfo', text(p)],
    ['notice', text(p)],
    ['privacyPolicy', text(p)],
    ['serviceTerms', text(p)],
    ['companyInfo', text(p)],
    ['commonProblems', { title: p, items: [{ question: p, answer: p }] }],
    ['rentalSpace', { title: p, body: p, inquiryEnabled: true }],
    [
      'websiteInformation',
      {
        siteName: p.slice(0, 60),
        description: p,
        ogImage: { fileId: 1, url: EVIL_URL },
        // A URL the schema lets through (https:// and no space) that would break out of an attribute.
        xUrl: `https://x.example/${p.replace(/\s/g, '')}`,
        instagramUrl: `https://i.example/"onmouseover="alert(1)`,
      },
    ],
    [
      'colorStyleSetting',
      { primaryColor: '#9b1c31', textColor: '#1f1f1f', backgroundColor: '#ffffff', logo: { fileId: 1, url: EVIL_URL } },
    ],
  ];
}

const SAFE_META = new Set(['charset', 'viewport', 'description']);
/** Everything in a document that could run script or style, or load from a foreign scheme. */
function dangers(html: string, root: string): string[] {
  const found: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const n of nodes) {
      if (n.type !== 'tag' && n.type !== 'script' && n.type !== 'style') continue;
      const el = n;
      const a = el.attribs;
      const tag = el.name;
      if (tag === 'script' && a.type !== 'application/ld+json') found.push('<script>');
      if (['iframe', 'object', 'embed', 'svg', 'math', 'style', 'base'].includes(tag)) found.push(`<${tag}>`);
      if (tag === 'link' && !(a.rel === 'canonical' || (a.rel === 'stylesheet' && a.href?.startsWith(root))))
        found.push(`<link ${a.rel}>`);
      if (
        tag === 'meta' &&
        (a['http-equiv'] || !(a.property?.startsWith('og:') || SAFE_META.has(a.name ?? (a.charset ? 'charset' : ''))))
      )
        found.push('<meta>');
      if (tag === 'form' && a.action !== `${root}rental/inquiry`) found.push('<form>');
      for (const [name, value] of Object.entries(a)) {
        if (/^on/i.test(name)) found.push(`${tag} ${name}`);
        if (name === 'style') found.push(`${tag} style`);
        if (['href', 'src', 'action', 'content'].includes(name) && /^\s*(javascript|data|vbscript):/i.test(value))
          found.push(`${tag} ${name}=${value}`);
      }
      walk(el.children);
    }
  };
  walk(parseDocument(html).children);
  return found;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paths = (news: number) => [
  '',
  'schedule',
  'films',
  'news',
  `news/${news}`,
  'pages/xss',
  'price',
  'admission',
  'notice',
  'faq',
  'rental',
  'privacy',
  'terms',
  'company',
];

describe.each(payloads)('the payload %s', (payload) => {
  it('runs nowhere on the public pages, the preview, the inquiry answer or the sitemap', async () => {
    const db = t.database.db;
    const c = await cinemaOf(db, 'CL', '0103');
    await clearPages(db, c.id);
    let news = 0;
    for (const [kind, content] of contents(payload)) {
      const id = await putPage(db, c, kind, content);
      if (kind === 'news') news = id;
    }
    const root = '/site/CL/0103/';
    for (const path of paths(news)) {
      const res = await t.app.inject({ url: `${root}${path}` });
      expect(res.statusCode, `${path} shows (the content parsed)`).toBe(200);
      expect(dangers(res.body, root), path).toEqual([]);
    }
    const preview = await renderWebsitePreview(db, c.id, 'news', contents(payload)[0]?.[1] ?? {}, news);
    expect(dangers(preview, root), 'preview').toEqual([]);
    const form = new URLSearchParams({ name: payload, email: 'bad', message: payload });
    const answer = await t.app.inject({
      method: 'POST',
      url: `${root}rental/inquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(dangers(answer.body, root), 'inquiry').toEqual([]);
    const map = await t.app.inject({ url: `${root}sitemap.xml` });
    expect(map.body).not.toMatch(/<(script|img|svg|a|iframe)\b/i);
  });
});

it('takes only colours from theme.css’s query', async () => {
  const res = await t.app.inject({
    url: '/site/CL/0103/theme.css?p=red;}body{background:url(javascript:x)}&t=%23000000',
  });
  expect(res.body).not.toContain('javascript');
  expect(res.body).toContain('--text:#000000');
});
