import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { allModulesOn, permissionTypes, type SessionData } from '@cinema/contracts';
import AccountFormPage from './account-form-page.js';

// A head-office administrator creating a staff account; the API answers from these lists.
const session: SessionData = {
  token: 't', userName: 'hq', displayName: '本部 太郎', accountId: 2, brandId: 1, brandCode: 'CL', brandName: 'シネマライン', cinemas: [],
  cinemaId: null, cinemaObj: null, moduleMap: allModulesOn(), permissionMap: { users: [...permissionTypes] }, adminType: 'brand', isAdmin: true,
  round: 'ROUND', specialReport: false, loginAsAccountId: null, originalUserName: null, accountDetailInfo: { email: null, roleName: null },
};
const answers: Record<string, unknown> = {
  '/api/role/listMap': [{ id: 3, name: '劇場スタッフ' }],
  '/api/cinema/listMap': [{ id: 10, name: '新宿シネマ', code: 'SJK', brandId: 1 }],
  '/api/account/create': { id: 99 },
};
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const data = answers[url.split('?')[0]!];
  return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
});
const created = () => fetchMock.mock.calls.filter(([url]) => url === '/api/account/create').map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userData', JSON.stringify(session));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

// The pointer-events check reads computed styles on every step, which dominates jsdom's time.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const fill = async (label: string, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const pick = async (label: string, option: string) => {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
};

// The form's one submit button (登録); a role query over the whole form is slow in jsdom.
const submit = () => user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

async function fillAllButCinemas() {
  const router = createMemoryRouter(
    [
      { path: '/user/create', element: <AccountFormPage /> },
      { path: '/user', element: <p>ユーザー一覧</p> },
    ],
    { initialEntries: ['/user/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await fill('ユーザー名', 'staff01');
  await fill('氏名', '劇場 花子');
  await fill('メールアドレス', 'staff01@example.co.jp');
  await pick('ロール', '劇場スタッフ');
  await fill('パスワード', 'secret123');
  await fill('パスワード（確認用）', 'secret123');
}

describe('account form', () => {
  it('asks for 担当劇場 before creating a cinema account, then sends the chosen cinemas', async () => {
    await fillAllButCinemas();
    await submit();
    expect(await screen.findByText('「担当劇場」を選択してください')).toBeTruthy();
    expect(created()).toEqual([]);

    await pick('担当劇場', '新宿シネマ（SJK）');
    await submit();
    expect(await screen.findByText('ユーザー一覧')).toBeTruthy();
    expect(created()).toEqual([expect.objectContaining({ userName: 'staff01', type: 'cinema', roleId: 3, cinemaIds: [10] })]);
  });

  it('creates a head-office account without cinemas: it reaches every cinema of the brand', async () => {
    await fillAllButCinemas();
    await pick('担当劇場', '新宿シネマ（SJK）');
    await pick('種類', '本部');
    expect(screen.queryByLabelText('担当劇場')).toBeNull();
    await submit();
    await waitFor(() => expect(created()).toEqual([expect.objectContaining({ type: 'brand', roleId: 3, cinemaIds: [] })]));
  });
});
