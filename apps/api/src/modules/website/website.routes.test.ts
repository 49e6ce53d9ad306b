import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionTypes, type WebsitePage } from '@cinema/contracts';
import { jobDefinitions } from '../../jobs.js';
import { auditLogs, websitePages } from '../../db/schema/index.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

// 劇場サイト's editor API (docs/website.md, "the API"), as 新宿's staff: drafts, 公開 now and booked, 非公開, the
// revision history and its restore; another cinema's staff and head office never reach the pages.
let t: TestContext;
let tokens: { shinjuku: string; hq: string; umeda: string };

beforeAll(async () => {
  t = await createTestApp();
  await addCinemaStaff(t.database.db, {
    userName: 'umeda',
    cinemaCodes: ['0201'],
    brandCode: 'MIRAI',
    permissions: { website: [...permissionTypes] },
  });
  const [shinjuku, hq, umeda] = await signIn(t, 'shinjuku', 'hq', 'umeda');
  tokens = { shinjuku, hq, umeda };
}, 180_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = tokens.shinjuku) =>
  t.app.inject({ method, url: `/api/website/${url}`, headers: auth(token), payload });
const okPage = async (res: Awaited<ReturnType<typeof send>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as WebsitePage;
};
const news = (title: string, extra: object = {}) => ({
  kind: 'news',
  content: { title, category: 'event', body: '<p>本文</p>', pinned: false, ...extra },
});

describe('drafts', () => {
  it('keeps the body only after the allow-list: no script, handler or javascript: link is stored', async () => {
    const page = await okPage(
      await send(
        'POST',
        'page/create',
        news('レイトショー', {
          body: '<p onclick="alert(1)">本日<script>alert(1)</script><a href="javascript:alert(1)">詳細</a></p>',
        }),
      ),
    );
    expect(page).toMatchObject({ kind: 'news', status: 'draft', published: null, version: 1 });
    expect(page.draft.body).toBe('<p>本日<a>詳細</a></p>');
    expect(page.publicPath).toBe(`news/${page.id}`);
  });

  it('names each wrong field of the content, and the title it needs', async () => {
    const res = await send('POST', 'page/create', { kind: 'custom', content: { title: '', path: 'Access Map' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'title', message: '「タイトル」を入力してください' },
      { field: 'path', message: '「パス」は半角英小文字・数字とハイフンで入力してください（例：access）' },
    ]);
  });

  it('refuses a second 自由ページ on the same path, on its field', async () => {
    await okPage(await send('POST', 'page/create', { kind: 'custom', content: { title: '駐車場', path: 'parking' } }));
    const res = await send('POST', 'page/create', {
      kind: 'custom',
      content: { title: '提携駐車場', path: 'parking' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ field: 'path', message: 'このパスはすでに使われています' }]);
  });

  it('answers a single page as null until it is made, then refuses a second one', async () => {
    // The demo gives 新宿 a whole site: its 入場案内 goes, as for a cinema that never had one.
    await t.database.db.delete(websitePages).where(eq(websitePages.kind, 'admissionInfo'));
    expect((await send('GET', 'single/admissionInfo')).json().data).toBeNull();
    const made = await okPage(
      await send('POST', 'page/create', {
        kind: 'admissionInfo',
        content: { title: '入場案内', body: '<p>10分前</p>' },
      }),
    );
    expect((await send('GET', 'single/admissionInfo')).json().data.id).toBe(made.id);
    const again = await send('POST', 'page/create', { kind: 'admissionInfo', content: { title: '二つ目' } });
    expect(again.statusCode).toBe(409);
    const del = await send('DELETE', `page/delete/${made.id}`);
    expect(del.statusCode).toBe(409);
  });

  it('saves with the version it read, and tells who saved in between', async () => {
    const page = await okPage(await send('POST', 'page/create', news('初版')));
    const saved = await okPage(
      await send('PUT', 'page/update', { id: page.id, version: 1, content: news('二版').content }),
    );
    expect(saved.version).toBe(2);
    const stale = await send('PUT', 'page/update', { id: page.id, version: 1, content: news('三版').content });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().lastSaved.userName).toBe('新宿 劇場スタッフ');
  });
});

describe('公開', () => {
  it('publishes the draft, shows further edits as unpublished changes, and takes the page down', async () => {
    const draft = await okPage(await send('POST', 'page/create', news('夏休み特集')));
    const live = await okPage(await send('POST', 'page/publish', { id: draft.id, version: draft.version }));
    expect(live).toMatchObject({ status: 'published', published: { title: '夏休み特集' } });
    expect(live.publishedAt).not.toBeNull();
    const edited = await okPage(
      await send('PUT', 'page/update', {
        id: live.id,
        version: live.version,
        content: news('夏休み特集（延長）').content,
      }),
    );
    expect(edited).toMatchObject({ status: 'changed', published: { title: '夏休み特集' } });
    const down = await okPage(await send('POST', 'page/unpublish', { id: live.id, version: edited.version }));
    expect(down).toMatchObject({ status: 'unpublished', published: null });
    const logged = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(draft.id)));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['create', 'publish', 'update', 'unpublish']));
  });

  it('books a publish for later, refuses a time already past, and the job carries it out', async () => {
    const draft = await okPage(await send('POST', 'page/create', news('年末年始の営業')));
    const past = await send('POST', 'page/publish', {
      id: draft.id,
      version: draft.version,
      publishAt: '2020-01-01T10:00:00+09:00',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('publishAt');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const booked = await okPage(
      await send('POST', 'page/publish', { id: draft.id, version: draft.version, publishAt: at }),
    );
    expect(booked).toMatchObject({ status: 'scheduled', published: null, publishAt: at });
    await new JobRunner(t.database.db, jobDefinitions).drain({ delayed: true });
    const [row] = await t.database.db.select().from(websitePages).where(eq(websitePages.id, draft.id));
    expect(row).toMatchObject({ status: 'published', publishAt: null, published: { title: '年末年始の営業' } });
  });
});

describe('版の履歴', () => {
  it('lists every save and publish newest first, and restores one into the draft only', async () => {
    const v1 = await okPage(await send('POST', 'page/create', news('第一稿')));
    const pub = await okPage(await send('POST', 'page/publish', { id: v1.id, version: v1.version }));
    const v2 = await okPage(
      await send('PUT', 'page/update', { id: v1.id, version: pub.version, content: news('第二稿').content }),
    );
    const revisions = (await send('GET', `page/revisions/${v1.id}`)).json().data;
    expect(revisions.map((r: { no: number; action: string; title: string }) => [r.no, r.action, r.title])).toEqual([
      [3, 'save', '第二稿'],
      [2, 'publish', '第一稿'],
      [1, 'save', '第一稿'],
    ]);
    const restored = await okPage(
      await send('POST', 'page/restore', { id: v1.id, version: v2.version, revisionNo: 1 }),
    );
    expect(restored).toMatchObject({ status: 'published', draft: { title: '第一稿' }, published: { title: '第一稿' } });
  });
});

describe('who reaches the pages', () => {
  it('lists only the cinema’s own pages; another cinema’s staff get 404, head office cannot write them', async () => {
    const page = await okPage(await send('POST', 'page/create', news('新宿だけのお知らせ')));
    const list = (await send('GET', 'page/list?kind=news&keyword=新宿だけ')).json().data;
    expect(list.list.map((p: { id: number }) => p.id)).toEqual([page.id]);
    expect((await send('GET', `page/detail/${page.id}`, undefined, tokens.umeda)).statusCode).toBe(404);
    expect((await send('GET', 'page/list?kind=news&keyword=新宿だけ', undefined, tokens.umeda)).json().data.total).toBe(
      0,
    );
    // Head office reads a cinema's screens for the cinema it chose (none here), and never writes them.
    expect((await send('GET', `page/detail/${page.id}`, undefined, tokens.hq)).statusCode).toBe(400);
    expect((await send('POST', 'page/create', news('本部から'), tokens.hq)).statusCode).toBe(403);
  });

  it('offers the cinema’s site address and its price templates, and builds a 料金表 from one', async () => {
    const options = (await send('GET', 'options')).json().data;
    expect(options.siteUrl).toBe('/site/CL/0101/');
    const [template] = options.priceTemplates;
    const res = await send('GET', `priceTable/suggestion?templateId=${template.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const suggestion = res.json().data;
    expect(suggestion.rows.length).toBeGreaterThan(0);
    expect(suggestion.rows[0]).toMatchObject({ label: expect.any(String), price: expect.any(Number) });
    const foreign = await send('GET', `priceTable/suggestion?templateId=${template.id}`, undefined, tokens.umeda);
    expect(foreign.statusCode).toBe(404);
  });
});
