import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { allModulesOn, permissionTypes, type SessionData, type VersionRecord } from '@cinema/contracts';
import VersionManagementPage from './version-management-page.js';

// Cinema staff of 新宿 with every performance permission; the API answers from these rows.
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
  permissionMap: { performance: [...permissionTypes] },
  adminType: 'cinema',
  isAdmin: false,
  round: 'ROUND',
  specialReport: false,
  loginAsAccountId: null,
  originalUserName: null,
  accountDetailInfo: { email: null, roleName: null },
};
const row = (id: number, kind: VersionRecord['kind'], code: string, name: string, surcharge: number): VersionRecord => ({
  id,
  brandId: 1,
  cinemaId: 10,
  kind,
  code,
  name,
  surcharge,
  sortOrder: id,
  active: true,
  screenCount: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const rows = [row(1, 'language', 'SUBTITLE', '字幕版', 0), row(2, 'format', 'IMAX', 'IMAX', 1500), row(3, 'format', '4DX', '4DX', 1000)];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const [path, search = ''] = url.split('?');
  const kinds = new URLSearchParams(search).getAll('kinds');
  const data =
    path === '/api/version/list'
      ? { list: rows.filter((r) => kinds.includes(r.kind)), total: 2, page: 0, pageSize: 9999 }
      : JSON.parse(String(init?.body ?? '{}'));
  return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
});
const created = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/version/create').map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userData', JSON.stringify(session));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

// Text and label queries: role queries over antd's tables and dialogs are slow in jsdom.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const tab = (name: string) => user.click(screen.getByText(name, { selector: '.ant-tabs-tab-btn' }));
const submit = () => user.click(document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!);

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VersionManagementPage />
    </QueryClientProvider>,
  );
}

describe('version management page', () => {
  it('lists language versions with their type, and formats with the surcharge in yen', async () => {
    renderPage();
    expect(await screen.findByText('SUBTITLE（字幕版）')).toBeTruthy();
    expect(screen.getByText('劇場：シネマライン新宿')).toBeTruthy();
    await tab('上映方式');
    expect(await screen.findByText('¥1,500')).toBeTruthy();
    expect(screen.getByText('¥1,000')).toBeTruthy();
  });

  it('adds a format in the dialog: names a missing field, then sends the section’s kind', async () => {
    renderPage();
    await tab('上映方式');
    await screen.findByText('¥1,500');
    await user.click(screen.getByText('上映方式を追加'));
    const dialog = (await screen.findByText('上映方式を追加', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByLabelText('コード'));
    await user.paste('dolby');
    await submit();
    expect(await within(dialog).findByText('「表示名」を入力してください')).toBeTruthy();
    expect(created()).toEqual([]);

    await user.click(within(dialog).getByLabelText('表示名'));
    await user.paste('ドルビーシネマ');
    const surcharge = within(dialog).getByLabelText('加算料金（円）');
    await user.clear(surcharge);
    await user.paste('1200');
    await submit();
    await waitFor(() =>
      expect(created()).toEqual([{ kind: 'format', code: 'dolby', name: 'ドルビーシネマ', surcharge: 1200, sortOrder: 4, active: true }]),
    );
  });
});
