import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  brandEndpoints,
  onlineReservationSalesEndpoints,
  type OnlineReservationSales,
  type OnlineSalesFigures,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import OnlineReservationSalesPage from './online-reservation-sales-page.js';

// オンライン予約売上 for the platform operator: ブランド → 劇場 rows with the brand's 計, the settlement columns, the
// server's 合計, and 集計基準 上映日 asked of the API and shown on the tag.
const session = testSession('operator', {
  cinemas: [
    { id: 10, name: 'シネマライン新宿', code: '0101', brandId: 1 },
    { id: 20, name: 'ミライシネマ梅田', code: '0201', brandId: 2 },
  ],
});
const money = (amount: number, refund: number, fee: number | null): OnlineSalesFigures => ({
  payments: fee == null ? null : 2,
  tickets: 3,
  refundTickets: 1,
  amount,
  refundAmount: refund,
  net: amount - refund,
  fee,
  payout: fee == null ? null : amount - refund - fee,
});
const brand = { brandId: 1, brandCode: 'CL', brandName: 'シネマライン', date: null };
const answer = (fee: number | null): OnlineReservationSales => ({
  basis: fee == null ? 'screeningDay' : 'paymentDay',
  rows: [
    {
      kind: 'cinema',
      ...brand,
      cinemaId: 10,
      cinemaCode: '0101',
      cinemaName: 'シネマライン新宿',
      ...money(5400, 1800, fee),
    },
    { kind: 'brand', ...brand, cinemaId: null, cinemaCode: null, cinemaName: null, ...money(5400, 1800, fee) },
  ],
  totals: money(5400, 1800, fee),
});
const { fetchMock } = stubEndpoints([
  on(brandEndpoints.listMap, () => [{ id: 1, name: 'シネマライン', code: 'CL' }]),
  on(onlineReservationSalesEndpoints.report, ({ query }) => answer(query.get('basis') === 'screeningDay' ? null : 174)),
]);
const calls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/onlineReservationSales/'));

describe('オンライン予約売上', () => {
  it('lists each brand’s cinemas and its 計 with the settlement figures and the 合計', async () => {
    signIn(session);
    renderWithProviders(<OnlineReservationSalesPage />, {
      path: '/onlineReservationSalesReport?from=2026-11-01&to=2026-11-02&cinema=all',
      route: '/onlineReservationSalesReport',
    });
    const row = (await screen.findByText('0101 シネマライン新宿')).closest('tr')!;
    // 決済額 5,400, 返金額 1,800, 純額 3,600, 手数料 174, 振込予定額 3,426.
    for (const text of ['5,400', '1,800', '3,600', '174', '3,426'])
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('ブランド計')).toBeTruthy();
    for (const title of ['決済件数', '枚数', '決済手数料（円）', '振込予定額（円）'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const totals = screen.getByText('合計').closest('tr')!;
    expect(within(totals).getByText('3,426')).toBeTruthy();
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：販売日');
    expect(calls()[0]).toContain('from=2026-11-01&to=2026-11-02');
  });

  it('asks for the screening day’s figures, which have no settlement columns', async () => {
    signIn(session);
    renderWithProviders(<OnlineReservationSalesPage />, {
      path: '/onlineReservationSalesReport?from=2026-11-01&to=2026-11-02&basis=screeningDay',
      route: '/onlineReservationSalesReport',
    });
    const row = (await screen.findByText('0101 シネマライン新宿')).closest('tr')!;
    expect(within(row).getAllByText('-').length).toBeGreaterThan(0);
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：上映日');
    expect(calls().at(-1)).toContain('basis=screeningDay');
  });
});
