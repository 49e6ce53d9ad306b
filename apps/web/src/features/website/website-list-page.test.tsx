import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { websiteEndpoints, type WebsitePageListItem } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import WebsiteListPage from './website-list-page.js';

// お知らせ's list: the kind and filters sent, the state and category shown, 公開ページ only for what visitors see, and an
// empty list that says what to do.

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const staff = testSession('staff', { permissionMap: { website: ['view', 'create', 'update', 'delete', 'export'] } });

const item = (over: Partial<WebsitePageListItem>): WebsitePageListItem => ({
  id: 1,
  kind: 'news',
  title: '年末年始の営業時間',
  status: 'published',
  category: 'important',
  pinned: true,
  path: null,
  publishAt: null,
  publishedAt: '2026-11-28T01:00:00.000Z',
  publicPath: 'news/1',
  updatedAt: '2026-11-28T01:00:00.000Z',
  updatedByName: '新宿 劇場スタッフ',
  ...over,
});
const rows = [
  item({}),
  item({ id: 2, title: '冬のキャンペーン', status: 'draft', category: 'campaign', publicPath: 'news/2' }),
];

let empty = false;
const { fetchMock } = stubEndpoints([
  on(websiteEndpoints.options, () => ({
    cinemaId: 10,
    cinemaName: 'シネマライン新宿',
    siteUrl: 'https://cl.example.jp/site/cl/sjk',
    priceTemplates: [],
  })),
  on(websiteEndpoints.list, ({ query }) => {
    const list = empty ? [] : rows.filter((r) => !query.get('status') || r.status === query.get('status'));
    return { list, total: list.length, page: 0, pageSize: 20 };
  }),
]);
const listQueries = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.startsWith('/api/website/page/list'))
    .map((u) => new URLSearchParams(u.split('?')[1]));

beforeEach(() => {
  empty = false;
  signIn(staff);
});

describe('お知らせ list', () => {
  it('shows each news item with its state, and opens the public page of what is published', async () => {
    renderWithProviders(<WebsiteListPage />, { path: '/news' });
    const published = (await screen.findByText('年末年始の営業時間')).closest('tr')!;
    expect(within(published).getByText('公開中')).toBeTruthy();
    expect(within(published).getByText('重要')).toBeTruthy();
    const link = await within(published).findByRole('link', { name: /公開ページを開く/ });
    expect(link.getAttribute('href')).toBe('https://cl.example.jp/site/cl/sjk/news/1');
    expect(link.getAttribute('target')).toBe('_blank');
    const draft = screen.getByText('冬のキャンペーン').closest('tr')!;
    expect(within(draft).getByText('下書き')).toBeTruthy();
    expect(within(draft).queryByRole('link', { name: /公開ページ/ })).toBeNull();
    expect(within(draft).getByRole('link', { name: '編集' }).getAttribute('href')).toBe('/news/update/2');
    expect(listQueries()[0]?.get('kind')).toBe('news');
  });

  it('filters by state, keeping the kind', async () => {
    renderWithProviders(<WebsiteListPage />, { path: '/news' });
    await screen.findByText('冬のキャンペーン');
    await user.click(screen.getByRole('combobox', { name: '状態' }));
    const options = await screen.findAllByTitle('下書き');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    await user.click(screen.getByRole('button', { name: /検索/ }));
    await waitFor(() => expect(screen.queryByText('年末年始の営業時間')).toBeNull());
    expect(screen.getByText('冬のキャンペーン')).toBeTruthy();
    expect(listQueries().at(-1)?.get('status')).toBe('draft');
    expect(listQueries().at(-1)?.get('kind')).toBe('news');
  });

  it('tells a cinema with no news how to write the first one', async () => {
    empty = true;
    renderWithProviders(<WebsiteListPage />, { path: '/news' });
    expect(await screen.findByText(/お知らせはまだありません。「新規作成」で最初のお知らせを書き/)).toBeTruthy();
  });
});
