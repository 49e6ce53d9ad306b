import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { addDays, onlineBookingEndpoints, tokyoDateOf, type OnlineBookingRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import OnlineBookingPage from './online-booking-page.js';

// オンライン予約一覧 for cinema staff: it opens on the coming screenings as well as last week's, and says
// that a 予約番号 is found whatever the period.
const session = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });
const row: OnlineBookingRow = {
  id: '0192aaaa-0000-7000-8000-000000000011',
  transactionNo: '10000077',
  kind: 'sale',
  originalId: null,
  originalTransactionNo: null,
  occurredAt: '2026-11-20T03:00:00.000Z',
  salesBusinessDate: '2026-11-20',
  channel: 'online',
  deviceName: null,
  staffName: null,
  memberNo: null,
  purchaserName: 'ヤマダ タロウ',
  summary: '一般 他1件',
  quantity: 2,
  amount: 4000,
  total: 4000,
  discount: 0,
  taxable10: 4000,
  taxable8: 0,
  paymentNames: 'クレジットカード',
  status: 'success',
  paid: true,
  refundedAmount: 0,
  emailStatus: 'sent',
  clientName: null,
  purchaserPhone: '090-1234-5678',
  purchaserEmail: 'yamada@example.jp',
  screeningStart: '2026-11-28T11:00:00.000Z',
  filmName: '夜明けの街',
  houseName: 'スクリーン1',
  seats: 'E-5, E-6',
  unissued: 2,
};
const { fetchMock } = stubEndpoints([
  on(onlineBookingEndpoints.list, () => ({ list: [row], total: 1, page: 0, pageSize: 20 })),
]);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.startsWith('/api/onlineBooking/list'))
    .map((u) => new URLSearchParams(u.split('?')[1]));

describe('オンライン予約一覧', () => {
  it('opens on a week back to a week ahead by 上映日, and looks a 予約番号 up whatever the period', async () => {
    signIn(session);
    renderWithProviders(<OnlineBookingPage />, { path: '/online-booking' });
    await screen.findByText('夜明けの街');
    const today = tokyoDateOf(Date.now());
    const first = listCalls()[0];
    expect(first?.get('from')).toBe(addDays(today, -7));
    expect(first?.get('to')).toBe(addDays(today, 7));
    expect(first?.get('basis')).toBe('screening');
    expect(screen.getByText('予約番号で検索するときは期間を問いません')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '予約番号' }), '10000077');
    await user.click(screen.getByRole('button', { name: /検\s?索/ }));
    await waitFor(() => expect(listCalls().at(-1)?.get('transactionNo')).toBe('10000077'));
  });
});
