import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { allModulesOn, ja, permissionTypes, type MovieTicket, type SessionData } from '@cinema/contracts';
import MovieTicketPage from './movie-ticket-page.js';

// Head office of シネマライン with every 作品 permission; the API answers from these rows.
const session: SessionData = {
  token: 't',
  userName: 'hq',
  displayName: 'シネマライン本部',
  accountId: 2,
  brandId: 1,
  brandCode: 'CL',
  brandName: 'シネマライン',
  cinemas: [],
  cinemaId: null,
  cinemaObj: null,
  moduleMap: allModulesOn(),
  permissionMap: { film: [...permissionTypes] },
  adminType: 'brand',
  isAdmin: true,
  round: 'ROUND',
  specialReport: false,
  loginAsAccountId: null,
  originalUserName: null,
  accountDetailInfo: { email: null, roleName: null },
};
const general: MovieTicket = {
  id: 1,
  brandId: 1,
  code: '0101',
  name: 'ムビチケ一般',
  kind: 'general',
  area: 'national',
  users: 1,
  sellAmount: 1600,
  bookedAmount: 1500,
  glassesFee: 0,
  sortOrder: 10,
  active: true,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const pair: MovieTicket = {
  ...general,
  id: 2,
  code: '0105',
  name: 'ムビチケペア',
  kind: 'other',
  users: 2,
  sellAmount: 3000,
  bookedAmount: 2800,
};

const answer = (status: number, body: object) => ({ ok: status < 400, status, json: async () => body }) as Response;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const [path, search = ''] = url.split('?');
  if (path === '/api/movieTicket/list')
    return answer(200, { success: true, data: { list: [general, pair], total: 2, page: 0, pageSize: 20 } });
  if (path === '/api/movieTicket/lookup') {
    const code = new URLSearchParams(search).get('code');
    return code === '0105'
      ? answer(200, { success: true, data: pair })
      : answer(404, { success: false, code: 'moviTicketNotFound', message: ja.moviTicketNotFound });
  }
  // Someone else saved the ticket since this screen read it.
  return answer(409, { success: false, code: 'stale_version', message: ja.movieTicketStale });
});

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
const lookup = async (code: string) => {
  const box = screen.getByLabelText('照会する券種コード');
  await user.clear(box);
  await user.type(box, `${code}{enter}`);
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MovieTicketPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('movie ticket master page', () => {
  it('lists both unit prices in yen, and looks a code up: found, then unknown', async () => {
    renderPage();
    expect(await screen.findByText('¥1,600')).toBeTruthy();
    expect(screen.getByText('¥1,500')).toBeTruthy();
    expect(screen.getByText('2名')).toBeTruthy();

    await lookup('0105');
    const found = await screen.findByText('券種コード照会', { selector: '.ant-popover-title' });
    const popover = found.closest<HTMLElement>('.ant-popover')!;
    expect(await within(popover).findByText('¥2,800')).toBeTruthy();

    await lookup('9999');
    expect(await within(popover).findByText('ムビチケの券種が見つかりません。')).toBeTruthy();
  });

  it('shows the 券種マスター message in the form when someone else saved first', async () => {
    renderPage();
    await screen.findByText('¥1,600');
    const row = screen.getByText('ムビチケ一般').closest<HTMLElement>('tr')!;
    await user.click(within(row).getByText('編集'));
    const dialog = (await screen.findByText('ムビチケ券種編集', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    await user.click(dialog.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!);
    expect(await within(dialog).findByText(ja.movieTicketStale)).toBeTruthy();
    await waitFor(() => {
      const sent = fetchMock.mock.calls.find(([url]) => url === '/api/movieTicket/update');
      expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ id: 1, version: 3, code: '0101' });
    });
  });
});
