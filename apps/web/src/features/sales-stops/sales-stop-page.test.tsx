import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { allModulesOn, type SalesStop, type SessionData } from '@cinema/contracts';
import SalesStopPage from './sales-stop-page.js';

// 新宿's staff: may register and change stops of their cinema, not delete them.
const session: SessionData = {
  token: 't',
  userName: 'shinjuku',
  displayName: '新宿 劇場スタッフ',
  accountId: 3,
  brandId: 1,
  brandCode: 'CL',
  brandName: 'シネマライン',
  cinemas: [{ id: 1, name: 'シネマライン新宿', code: '0101', brandId: 1 }],
  cinemaId: 1,
  cinemaObj: { id: 1, name: 'シネマライン新宿', code: '0101', brandId: 1 },
  moduleMap: allModulesOn(),
  permissionMap: { settings: ['view', 'create', 'update'] },
  adminType: 'cinema',
  isAdmin: false,
  round: 'ROUND_DOWN',
  specialReport: false,
  loginAsAccountId: null,
  originalUserName: null,
  accountDetailInfo: { email: null, roleName: null },
};
const stamp = '2026-05-01T00:00:00.000Z';
const base = {
  brandId: 1,
  brandName: 'シネマライン',
  createdByName: '新宿 劇場スタッフ',
  history: [],
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
};
const stops: SalesStop[] = [
  {
    ...base,
    id: 1,
    scope: 'cinema',
    cinemaId: 1,
    cinemaName: 'シネマライン新宿',
    startsAt: stamp,
    endsAt: null,
    message: '機器点検のため停止中です。',
    state: 'active',
  },
  {
    ...base,
    id: 2,
    scope: 'platform',
    brandId: null,
    brandName: null,
    cinemaId: null,
    cinemaName: null,
    startsAt: stamp,
    endsAt: '2026-05-01T02:00:00.000Z',
    message: 'メンテナンスは終了しました。',
    state: 'ended',
    createdByName: 'プラットフォーム管理者',
  },
];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = url.split('?')[0];
  const body = init?.body ? JSON.parse(String(init.body)) : null;
  const data =
    path === '/api/salesStop/list'
      ? { list: url.includes('state=active') ? [stops[0]] : stops, total: url.includes('state=active') ? 1 : 2, page: 0, pageSize: 20 }
      : path === '/api/cinema/listMap'
        ? session.cinemas
        : { ...stops[0], ...body };
  return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
});
const sent = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userData', JSON.stringify(session));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

// The dialog showing a text (an earlier test's static modal may still be leaving).
const dialogWith = (text: string) =>
  waitFor(() => {
    const found = screen.queryAllByRole('dialog').find((d) => within(d).queryByText(text));
    if (!found) throw new Error(`no dialog with ${text}`);
    return found;
  });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SalesStopPage />
    </QueryClientProvider>,
  );

describe('sales stop page', () => {
  it('lists stops with their state, warns of the running one, and leaves platform-wide stops to the operator', async () => {
    renderPage();
    const running = (await screen.findByText('機器点検のため停止中です。')).closest<HTMLElement>('tr')!;
    expect(within(running).getByText('停止中')).toBeTruthy();
    expect(within(running).getByText('終了するまで')).toBeTruthy();
    expect(within(running).getByText('終了')).toBeTruthy();
    expect(screen.getByText('オンライン販売を停止しています')).toBeTruthy();
    const platform = screen.getByText('メンテナンスは終了しました。').closest<HTMLElement>('tr')!;
    expect(within(platform).getByText('プラットフォーム全体')).toBeTruthy();
    expect(within(platform).queryByText('編集')).toBeNull();
    expect(screen.queryByText('削除')).toBeNull();
  });

  it('shows the customer’s message as an example that closes by itself after 3 seconds', async () => {
    renderPage();
    const running = (await screen.findByText('機器点検のため停止中です。')).closest<HTMLElement>('tr')!;
    const opened = Date.now();
    await user.click(within(running).getByText('表示確認'));
    expect(await screen.findByText('お客様への表示例です。3秒後に自動で閉じます。')).toBeTruthy();
    expect(screen.getAllByText('機器点検のため停止中です。')).toHaveLength(2);
    // jsdom never finishes antd's leave animation: closing shows as the dialog starting to leave.
    const leaving = () => document.querySelector('.ant-modal-confirm-warning.ant-zoom-leave');
    expect(leaving()).toBeNull();
    await waitFor(() => expect(leaving()).not.toBeNull(), { timeout: 6000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(2900);
  });

  it('stops the session’s cinema from now after a confirmation', async () => {
    renderPage();
    await user.click(await screen.findByRole('button', { name: /オンライン販売を停止/ }));
    const dialog = await dialogWith('オンライン販売の停止');
    await user.click(within(dialog).getByRole('button', { name: /停止を登録/ }));
    expect(await within(dialog).findByText('「お客様向けメッセージ」を入力してください')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('お客様向けメッセージ'), '臨時休館のため停止します。');
    await user.click(within(dialog).getByRole('button', { name: /停止を登録/ }));
    expect(await screen.findByText('シネマライン新宿のオンライン販売をただちに停止します。', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '停止する' }));
    await waitFor(() =>
      expect(sent('/api/salesStop/create')).toEqual([
        { scope: 'cinema', cinemaId: 1, startsAt: null, endsAt: null, message: '臨時休館のため停止します。' },
      ]),
    );
  });
});
