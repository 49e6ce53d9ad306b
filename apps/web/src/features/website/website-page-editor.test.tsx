import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ja, websiteEndpoints, type WebsitePage } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import WebsiteSinglePage from './website-single-page.js';

// The editor skeleton every 劇場サイト page uses, on 入場案内 (one page per cinema): the first save creates the page,
// later ones update it with the version read; 公開, 公開予約, 非公開; 版の履歴 and 復元; the live preview; a stale save.

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const staff = testSession('staff', { permissionMap: { website: ['view', 'create', 'update', 'delete'] } });

const pageOf = (over: Partial<WebsitePage> = {}): WebsitePage => ({
  id: 41,
  cinemaId: 10,
  kind: 'admissionInfo',
  status: 'draft',
  draft: { title: '入場案内', body: '<p>開場は上映の20分前です</p>' },
  published: null,
  publishAt: null,
  publishedAt: null,
  publicPath: 'admission',
  updatedAt: '2026-11-30T01:00:00.000Z',
  updatedByName: '新宿 劇場スタッフ',
  version: 1,
  ...over,
});

let stored: WebsitePage | null = null;
let staleOnUpdate = false;
const { sentTo } = stubEndpoints([
  on(websiteEndpoints.options, () => ({
    cinemaId: 10,
    cinemaName: 'シネマライン新宿',
    siteUrl: 'https://cl.example.jp/site/cl/sjk',
    priceTemplates: [],
  })),
  on(websiteEndpoints.single, () => stored),
  on(websiteEndpoints.preview, ({ body }) => ({
    html: `<html><body><h1>${String(body.content.title)}</h1></body></html>`,
    errors: body.content.title ? [] : [{ field: 'title', message: ja.required('タイトル') }],
  })),
  on(websiteEndpoints.create, ({ body }) => (stored = pageOf({ draft: body.content }))),
  on(websiteEndpoints.update, ({ body }) =>
    staleOnUpdate
      ? reply(409, { success: false, code: 'stale_version', message: ja.staleVersion })
      : (stored = pageOf({ draft: body.content, version: body.version + 1 })),
  ),
  on(websiteEndpoints.publish, ({ body }) =>
    body.publishAt
      ? pageOf({ status: 'scheduled', publishAt: body.publishAt, version: body.version + 1 })
      : pageOf({ status: 'published', publishedAt: '2026-11-30T02:00:00.000Z', version: body.version + 1 }),
  ),
  on(websiteEndpoints.unpublish, ({ body }) => pageOf({ status: 'unpublished', version: body.version + 1 })),
  on(websiteEndpoints.revisions, () => [
    {
      no: 1,
      action: 'save' as const,
      title: '入場案内',
      content: {},
      at: '2026-11-29T01:00:00.000Z',
      byName: '新宿 太郎',
    },
    {
      no: 2,
      action: 'publish' as const,
      title: 'ご入場について',
      content: {},
      at: '2026-11-30T01:00:00.000Z',
      byName: null,
    },
  ]),
  on(websiteEndpoints.restore, ({ body }) =>
    pageOf({ draft: { title: 'ご入場について', body: '' }, version: body.version + 1 }),
  ),
]);

beforeEach(() => {
  stored = null;
  staleOnUpdate = false;
  signIn(staff);
});

const open = () => renderWithProviders(<WebsiteSinglePage />, { path: '/admissionInfo' });
const titleField = () => screen.findByRole('textbox', { name: 'タイトル' });
const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByTestId('website-status').textContent;

describe('the 劇場サイト editor', () => {
  it('creates the page on the first save, then updates it with the version it read', async () => {
    open();
    const title = await titleField();
    expect((title as HTMLInputElement).value).toBe('入場案内');
    await user.clear(title);
    await user.type(title, 'ご入場案内');
    await user.click(button('下書き保存'));
    await waitFor(() =>
      expect(sentTo(websiteEndpoints.create)).toEqual([
        { kind: 'admissionInfo', content: expect.objectContaining({ title: 'ご入場案内' }) },
      ]),
    );
    await user.type(title, '（改）');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() =>
      expect(sentTo(websiteEndpoints.update)).toEqual([
        { id: 41, version: 1, content: expect.objectContaining({ title: 'ご入場案内（改）' }) },
      ]),
    );
    expect(sentTo(websiteEndpoints.create)).toHaveLength(1);
  });

  it('shows the public page rendered from what is typed, with what the preview found', async () => {
    stored = pageOf();
    open();
    const frame = await screen.findByTitle('入場案内のプレビュー');
    // Never allow-scripts: the preview runs nothing, whatever its HTML holds.
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<h1>入場案内</h1>'));
    await user.clear(await titleField());
    expect(
      await screen.findByText(ja.required('タイトル'), { selector: '[data-testid="preview-errors"] li' }),
    ).toBeTruthy();
    await user.type(await titleField(), '館内のご案内');
    await waitFor(() =>
      expect(screen.getByTitle('入場案内のプレビュー').getAttribute('srcdoc')).toContain('<h1>館内のご案内</h1>'),
    );
    const last = sentTo(websiteEndpoints.preview).at(-1);
    expect(last).toEqual({
      kind: 'admissionInfo',
      id: 41,
      content: expect.objectContaining({ title: '館内のご案内' }),
    });
    // Typing is debounced: far fewer previews than keystrokes.
    expect(sentTo(websiteEndpoints.preview).length).toBeLessThan(6);
  });

  it('publishes (saving unsaved edits first), schedules only in the future and unpublishes after asking', async () => {
    stored = pageOf();
    open();
    await user.type(await titleField(), '！');
    await user.click(button('公 開'));
    await waitFor(() => expect(sentTo(websiteEndpoints.publish)).toEqual([{ id: 41, version: 2, publishAt: null }]));
    expect(sentTo(websiteEndpoints.update)).toHaveLength(1);
    await waitFor(() => expect(status()).toBe('公開中'));
    expect(screen.getByRole('link', { name: /公開ページを開く/ }).getAttribute('href')).toBe(
      'https://cl.example.jp/site/cl/sjk/admission',
    );

    await user.click(button('公開予約'));
    const dialog = (await screen.findByText('指定した日時に、いまの下書きを公開します。')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    await user.click(within(dialog).getByRole('button', { name: '予約する' }));
    expect(await within(dialog).findByText(ja.required('公開日時'))).toBeTruthy();
    const picker = within(dialog).getByRole('textbox', { name: '公開日時' });
    await user.type(picker, '2099-01-02 10:30{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '予約する' }));
    await waitFor(() => expect(sentTo(websiteEndpoints.publish)).toHaveLength(2));
    const scheduled = sentTo(websiteEndpoints.publish)[1];
    // The picker reads the browser's clock, as a user at the cinema sets it.
    expect(new Date(String(scheduled?.publishAt)).getTime()).toBe(new Date(2099, 0, 2, 10, 30).getTime());
    await waitFor(() => expect(status()).toBe('公開予約'));

    await user.click(button('非公開'));
    await user.click(await screen.findByRole('button', { name: '非公開にする' }));
    await waitFor(() => expect(sentTo(websiteEndpoints.unpublish)).toEqual([{ id: 41, version: 4 }]));
    await waitFor(() => expect(status()).toBe('非公開'));
  });

  it('lists the revisions newest first and restores one into the draft after asking', async () => {
    stored = pageOf({ version: 5 });
    open();
    await titleField();
    await user.click(screen.getByRole('button', { name: /版の履歴/ }));
    const drawer = (await screen.findByText('第2版')).closest<HTMLElement>('.ant-drawer')!;
    const rows = within(drawer).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['第2版', '第1版']);
    expect(within(rows[0]!).getByText('公開')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: '第2版を復元' }));
    expect(await screen.findByText('第2版を下書きに戻します。公開するまでサイトは変わりません')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '復元する' }));
    await waitFor(() => expect(sentTo(websiteEndpoints.restore)).toEqual([{ id: 41, version: 5, revisionNo: 2 }]));
    await waitFor(async () => expect(((await titleField()) as HTMLInputElement).value).toBe('ご入場について'));
  });

  it('says so when someone else saved first, and keeps what was typed', async () => {
    stored = pageOf();
    staleOnUpdate = true;
    open();
    await user.type(await titleField(), '（修正）');
    await user.click(button('下書き保存'));
    expect(await screen.findByText(ja.staleVersion, { selector: '.ant-alert-title' })).toBeTruthy();
    expect(((await titleField()) as HTMLInputElement).value).toBe('入場案内（修正）');
  });
});
