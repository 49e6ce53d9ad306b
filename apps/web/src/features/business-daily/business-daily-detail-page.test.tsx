import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { businessDailyEndpoints, type BusinessDailyDetail, type DetailScreeningRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import BusinessDailyDetailPage from './business-daily-detail-page.js';

// 営業日報（明細）: screenings grouped by screen with a 小計 per screen, a 合計 that counts each screening once, and
// the shop groups and hours below.

const show = (id: number, screenName: string, startTime: string, filmName: string, paid: number, boxOffice: number) =>
  ({
    cinemaId: 10,
    cinemaName: 'シネマライン新宿',
    businessDate: '2026-11-23',
    screeningId: id,
    screenName,
    startTime,
    filmId: filmName === '作品A' ? 100 : 200,
    filmName,
    format: '2D 字幕版',
    category: 'main',
    seats: 100,
    paid,
    comps: 0,
    admitted: paid - 1,
    soldRate: paid / 100,
    boxOffice,
  }) satisfies DetailScreeningRow;
const detail: BusinessDailyDetail = {
  from: '2026-11-23',
  to: '2026-11-23',
  screenings: [
    show(1, 'スクリーン1', '10:00', '作品A', 40, 72000),
    show(2, 'スクリーン1', '25:30', '作品B', 10, 18000),
    show(3, 'スクリーン2', '12:00', '作品A', 20, 36000),
  ],
  shop: [
    { group: 'food', label: 'フード・ドリンク', quantity: 30, gross: 24000, net: 22222 },
    { group: 'product', label: 'グッズ', quantity: 2, gross: 6000, net: 5454 },
  ],
  hours: [
    { hour: 10, ticketTransactions: 5, shopTransactions: 8, ticketSales: 9000, shopSales: 4000, admissions: 40 },
    { hour: 11, ticketTransactions: 0, shopTransactions: 2, ticketSales: 0, shopSales: 1000, admissions: 0 },
  ],
};
const { fetchMock } = stubEndpoints([on(businessDailyEndpoints.detail, () => detail)]);

describe('営業日報（明細）', () => {
  it('groups the screenings by screen with a 小計, and totals each screening once', async () => {
    signIn(testSession('staff', { permissionMap: { reports: ['view', 'export'] } }));
    renderWithProviders(<BusinessDailyDetailPage />, {
      path: '/business-daily-detail?from=2026-11-23&to=2026-11-23',
      route: '/business-daily-detail',
    });
    const subtotal = (await screen.findByText('スクリーン1 小計（2回）')).closest('tr')!;
    expect(within(subtotal).getByText('90,000')).toBeTruthy();
    expect(within(subtotal).getByText('25.0%')).toBeTruthy();
    expect(screen.getByText('25:30')).toBeTruthy();
    for (const h of [
      'スクリーン',
      '開始',
      '作品',
      '上映方式',
      '興行区分',
      '座席数',
      '販売数（有料）',
      '招待',
      '着券数',
      '販売率',
    ])
      expect(screen.getAllByRole('columnheader', { name: h }).length).toBeGreaterThan(0);
    const totals = document.querySelector('.report-totals')!;
    // 72,000 + 18,000 + 36,000: the 小計 rows are not added again; 70 of 300 seats sold.
    expect(within(totals as HTMLElement).getByText('126,000')).toBeTruthy();
    expect(within(totals as HTMLElement).getByText('23.3%')).toBeTruthy();
    const films = screen.getByTestId('report-section-films');
    expect(within(within(films).getByText('作品A').closest('tr')!).getByText('108,000')).toBeTruthy();
    const shop = screen.getByTestId('report-section-shop');
    expect(within(within(shop).getByText('グッズ').closest('tr')!).getByText('20.0%')).toBeTruthy();
    const hours = screen.getByTestId('report-section-hours');
    expect(within(hours).getByText('10時台')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('from=2026-11-23&to=2026-11-23'))).toBe(true);
  });
});
