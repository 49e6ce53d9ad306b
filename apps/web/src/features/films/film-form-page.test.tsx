import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { allModulesOn, permissionTypes, type SessionData } from '@cinema/contracts';
import FilmFormPage from './film-form-page.js';

// Cinema staff of 新宿 registering a film; the API answers from these.
const session: SessionData = {
  token: 't',
  userName: 'shinjuku',
  displayName: '新宿 劇場スタッフ',
  accountId: 3,
  brandId: 1,
  brandCode: 'CL',
  brandName: 'シネマライン',
  cinemas: [{ id: 10, name: 'シネマライン新宿', code: '0101', brandId: 1 }],
  cinemaId: 10,
  cinemaObj: { id: 10, name: 'シネマライン新宿', code: '0101', brandId: 1 },
  moduleMap: allModulesOn(),
  permissionMap: { film: [...permissionTypes] },
  adminType: 'cinema',
  isAdmin: false,
  round: 'ROUND',
  specialReport: false,
  loginAsAccountId: null,
  originalUserName: null,
  accountDetailInfo: { email: null, roleName: null },
};
let distributors = [{ id: 1, name: '東邦フィルム配給', code: 'TOHO' }];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = url.split('?')[0]!;
  let data: unknown = { id: 99 };
  if (path === '/api/filmmakers/listMap') data = distributors;
  if (path === '/api/filmmakers/create') {
    data = { id: 7, ...JSON.parse(String(init?.body)) };
    distributors = [...distributors, { id: 7, name: '新星シネマ', code: 'SHINSEI' }];
  }
  return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
});
const sent = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userData', JSON.stringify(session));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// fireEvent keeps the long form quick in jsdom; the select and radio go through user events.
const fill = (label: string, text: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value: text } });
const submit = () => user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

function open() {
  const router = createMemoryRouter(
    [
      { path: '/movie/create', element: <FilmFormPage /> },
      { path: '/movie', element: <p>作品一覧</p> },
    ],
    { initialEntries: ['/movie/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function fillRequired() {
  fill('作品名', 'ひかりの向こう');
  fill('作品名（カナ）', 'ひかりのむこう');
  fill('上映時間（分）', '118');
  await user.click(screen.getByLabelText('映倫区分'));
  await user.click(await screen.findByTitle('PG12（12歳未満は保護者の助言・指導が必要）'));
}

describe('film form', () => {
  it('names the missing period when the release is given in words, and sends nothing', async () => {
    open();
    expect(screen.getByText(/劇場アカウントで登録した作品は「承認待ち」になり/)).toBeTruthy();
    await fillRequired();
    await user.click(screen.getByText('時期（テキスト）'));
    await submit();
    expect(await screen.findByText('「公開時期」を入力してください')).toBeTruthy();
    expect(sent('/api/film/create')).toEqual([]);
  });

  it('sends the release period in words', async () => {
    open();
    await fillRequired();
    await user.click(screen.getByText('時期（テキスト）'));
    fill('公開時期', '2027年春');
    await submit();
    expect(await screen.findByText('作品一覧')).toBeTruthy();
    expect(sent('/api/film/create')).toEqual([
      expect.objectContaining({
        name: 'ひかりの向こう',
        lengthMinutes: 118,
        classification: 'PG12',
        releaseDateType: 'text',
        releaseText: '2027年春',
        filmFeeTerms: [],
      }),
    ]);
  });

  it('adds a distributor from the form and chooses it', async () => {
    open();
    await user.click(screen.getByText('配給会社を追加'));
    const dialog = (await screen.findByText('配給会社を追加', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    fill('配給会社名', '新星シネマ', dialog);
    fill('配給会社コード', 'SHINSEI', dialog);
    await user.click(dialog.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() =>
      expect(sent('/api/filmmakers/create')).toEqual([expect.objectContaining({ name: '新星シネマ', code: 'SHINSEI', active: true })]),
    );
    expect(await screen.findByTitle('新星シネマ')).toBeTruthy();
  });
});
