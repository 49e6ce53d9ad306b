import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { allModulesOn, type PaymentCinemaSetting, type SessionData } from '@cinema/contracts';
import PaymentPage from './payment-page.js';

// A cinema manager of 新宿シネマ: sees the brand's methods, switches them per channel.
const session: SessionData = {
  token: 't',
  userName: 'sj',
  displayName: '新宿 店長',
  accountId: 5,
  brandId: 1,
  brandCode: 'CL',
  brandName: 'シネマライン',
  cinemas: [{ id: 10, name: '新宿シネマ', code: 'SJK', brandId: 1 }],
  cinemaId: 10,
  cinemaObj: { id: 10, name: '新宿シネマ', code: 'SJK', brandId: 1 },
  moduleMap: allModulesOn(),
  permissionMap: { settings: ['view', 'update'] },
  adminType: 'cinema',
  isAdmin: false,
  round: 'ROUND',
  specialReport: false,
  loginAsAccountId: null,
  originalUserName: null,
  accountDetailInfo: { email: null, roleName: null },
};
const matrix: PaymentCinemaSetting[] = [
  { paymentMethodId: 1, code: 'CASH', name: '現金', kind: 'cash', active: true, channels: ['pos', 'kiosk'] },
  { paymentMethodId: 2, code: 'PAYPAY', name: 'PayPay', kind: 'qr', active: true, channels: [] },
];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = url.split('?')[0]!;
  const data =
    path === '/api/cinema/listMap'
      ? [{ id: 10, name: '新宿シネマ', code: 'SJK', brandId: 1 }]
      : path === '/api/payment/cinemaSettings'
        ? { cinemaId: 10, list: init?.method === 'PUT' ? matrix.map((m) => ({ ...m, channels: ['online'] })) : matrix }
        : { list: [], total: 0, page: 0, pageSize: 20 };
  return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
});
const saved = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/payment/cinemaSettings' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

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

describe('payment page for cinema staff', () => {
  it('opens on the cinema’s matrix, offers no brand edits, and saves the switched channels', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PaymentPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const paypayOnline = await screen.findByLabelText<HTMLInputElement>('PayPay：オンライン');
    expect(screen.getByLabelText<HTMLInputElement>('現金：POS').checked).toBe(true);
    expect(paypayOnline.checked).toBe(false);
    expect(screen.queryByRole('button', { name: /決済方法登録/ })).toBeNull();
    const save = screen.getByRole('button', { name: /保\s?存/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(paypayOnline);
    await user.click(screen.getByLabelText('現金：自動券売機'));
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() =>
      expect(saved()).toEqual([
        {
          cinemaId: 10,
          settings: [
            { paymentMethodId: 1, channels: ['pos'] },
            { paymentMethodId: 2, channels: ['online'] },
          ],
        },
      ]),
    );
  });
});
