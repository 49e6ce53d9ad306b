import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { bookingDailyEndpoints, filmEndpoints, type BookingDailyRow, type BookingOutlookRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import BookingDailyPage from './booking-daily-page.js';

// 販売日報（前売・先売） for cinema staff: 販売日 × 作品 with the 上映日 buckets and channels, a refund day's negative net in
// red, 予約状況 as of the period's last day with '-' where there is nothing to compare, and チャネル sent to both calls.
const session = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });
const day = (o: Partial<BookingDailyRow>): BookingDailyRow => ({
  saleDate: '2026-11-27',
  filmId: 3,
  filmName: 'ムーンライト',
  qty: 10,
  amount: 18000,
  refundQty: 0,
  refundAmount: 0,
  netQty: 10,
  netAmount: 18000,
  sameDay: 4,
  nextDay: 3,
  withinWeek: 2,
  later: 1,
  pos: 2,
  kiosk: 3,
  online: 5,
  backoffice: 0,
  ...o,
});
const outlook: BookingOutlookRow[] = [
  {
    screeningDate: '2026-11-29',
    filmId: 3,
    filmName: 'ムーンライト',
    screenings: 4,
    sellable: 400,
    sold: 120,
    soldRate: 0.3,
    compareDate: '2026-11-22',
    compareSold: 80,
    compareRatio: 1.5,
  },
  {
    screeningDate: '2026-11-30',
    filmId: 4,
    filmName: '海の記憶',
    screenings: 2,
    sellable: 200,
    sold: 30,
    soldRate: 0.15,
    compareDate: '2026-11-23',
    compareSold: null,
    compareRatio: null,
  },
];
const { fetchMock } = stubEndpoints([
  on(filmEndpoints.nameList, () => []),
  on(bookingDailyEndpoints.list, () => ({
    list: [
      day({}),
      day({
        saleDate: '2026-11-28',
        qty: 0,
        amount: 0,
        refundQty: 1,
        refundAmount: 1800,
        netQty: -1,
        netAmount: -1800,
        sameDay: 0,
        nextDay: 0,
        withinWeek: 0,
        later: 0,
        pos: 0,
        kiosk: 0,
        online: 0,
      }),
    ],
  })),
  on(bookingDailyEndpoints.outlook, () => ({ list: outlook })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const calls = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.startsWith(path))
    .map((u) => new URLSearchParams(u.split('?')[1]));

describe('販売日報（前売・先売）', () => {
  it('lists each sales day by 上映日 bucket and channel, the refund on its own day, and 予約状況 under it', async () => {
    signIn(session);
    renderWithProviders(<BookingDailyPage />, {
      path: '/booking-daily?from=2026-11-27&to=2026-11-28',
      route: '/booking-daily',
    });
    const refundDay = (await screen.findByText('2026-11-28（土）')).closest('tr')!;
    const net = within(refundDay).getByText('-1,800');
    expect(net.getAttribute('style')).toContain('color');
    for (const title of [
      '販売枚数',
      '払戻枚数',
      '上映当日',
      '上映翌日',
      '上映2〜7日後',
      '上映8日後以降',
      'オンライン（枚）',
    ])
      expect(screen.getAllByRole('columnheader', { name: title }).length).toBeGreaterThan(0);
    const totals = document.querySelector('.report-totals') as HTMLElement;
    expect(within(totals).getByText('16,200')).toBeTruthy();
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：販売日');
    // 予約状況 as of the end of the period's last day.
    expect(calls('/api/bookingDaily/outlook')[0]!.get('asOf')).toBe('2026-11-28');
    const section = screen.getByTestId('report-section-outlook');
    expect(within(section).getByText('予約状況：2026-11-28（土）終了時点')).toBeTruthy();
    const compared = within(section).getByText('2026-11-22（日）').closest('tr')!;
    expect(within(compared).getByText('150.0%')).toBeTruthy();
    const newFilm = within(section).getByText('海の記憶').closest('tr')!;
    expect(within(newFilm).getAllByText('-').length).toBeGreaterThanOrEqual(2);

    // A criterion: sent to both calls.
    await user.click(screen.getByRole('combobox', { name: 'チャネル' }));
    const options = await screen.findAllByTitle('オンライン');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    await waitFor(() => expect(calls('/api/bookingDaily/list').at(-1)!.get('channel')).toBe('online'));
    expect(calls('/api/bookingDaily/outlook').at(-1)!.get('channel')).toBe('online');
  });
});
