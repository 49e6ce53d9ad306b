import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boxOfficeEndpoints, filmEndpoints, type TicketSalesRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import TicketSalesPage from './ticket-sales-page.js';
import { chooseOption } from '../../test/select.js';

// 券種別売上: 券種 by 区分 on the screening day with the 区分's 小計 and the 合計, and the sales day's own columns
// (払戻額, no 計上額) once 集計基準 says 販売日.

const line = (over: Partial<TicketSalesRow>): TicketSalesRow => ({
  kind: 'line',
  group: 'paid',
  key: 'general',
  label: '一般',
  tickets: 4,
  refunds: 1,
  standardPrice: 1800,
  sales: 7200,
  refundAmount: null,
  discount: 0,
  surcharge: 0,
  booked: 7200,
  averagePrice: 1800,
  ticketShare: 0.8,
  amountShare: 1,
  ...over,
});
const { fetchMock } = stubEndpoints([
  on(filmEndpoints.nameList, () => []),
  on(boxOfficeEndpoints.ticketSales, ({ query }) =>
    query.get('basis') === 'saleDay'
      ? {
          basis: 'saleDay' as const,
          list: [
            line({
              group: 'advance',
              key: 'general',
              label: '一般',
              tickets: -1,
              sales: -1800,
              refundAmount: 1800,
              booked: null,
            }),
          ],
          total: line({ kind: 'group', group: 'sameDay', key: null, label: '合計', tickets: -1, refundAmount: 1800 }),
        }
      : {
          basis: 'screeningDay' as const,
          list: [
            line({}),
            line({ kind: 'group', key: null, label: '有料計' }),
            line({ group: 'comp', tickets: 1, sales: 0, booked: 0, ticketShare: 0.2, amountShare: 0 }),
            line({ kind: 'group', group: 'comp', key: null, label: '招待計', tickets: 1, sales: 0, booked: 0 }),
          ],
          total: line({ kind: 'group', key: null, label: '合計', tickets: 5 }),
        },
  ),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const calls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/boxOffice/ticketSales'));

describe('券種別売上', () => {
  it('shows 券種 under 有料 and 招待 with their 小計, the 合計 and the columns of the screening day', async () => {
    signIn(testSession('staff', { permissionMap: { reports: ['view', 'export'] } }));
    renderWithProviders(<TicketSalesPage />, { path: '/ticket-sales' });
    await screen.findByText('有料計');
    expect(screen.getByText('招待計')).toBeTruthy();
    for (const title of [
      '券種区分',
      '券種',
      '枚数',
      '標準単価（円）',
      '販売額（円）',
      '割引額（円）',
      '加算料金（円）',
      '計上額（円）',
    ])
      expect(screen.getAllByText(title, { selector: 'th *, th' }).length).toBeGreaterThan(0);
    const totals = document.querySelector('.report-totals') as HTMLElement;
    expect(within(totals).getByText('5')).toBeTruthy();
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：上映日');
    expect(calls()[0]).toContain('basis=screeningDay');
  });

  it('on 販売日 reads per 券種 with the day’s refunds, and takes a 券種 criterion there too', async () => {
    signIn(testSession('staff', { permissionMap: { reports: ['view', 'export'] } }));
    renderWithProviders(<TicketSalesPage />, { path: '/ticket-sales' });
    await screen.findByText('有料計');
    await chooseOption(user, screen.getByRole('combobox', { name: '集計基準' }), '販売日');
    await waitFor(() => expect(calls().at(-1)).toContain('basis=saleDay'));
    await screen.findByText('一般');
    expect(screen.getByText('払戻額（円）', { selector: 'th *, th' })).toBeTruthy();
    expect(screen.queryByText('計上額（円）', { selector: 'th *, th' })).toBeNull();
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：販売日');
    expect(screen.getByRole('combobox', { name: '券種' })).toBeTruthy();
    expect(screen.getAllByText('-1,800').length).toBeGreaterThan(0);
  });
});
