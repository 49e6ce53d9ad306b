import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  cinemaEndpoints,
  memberReportEndpoints,
  type FeeSalesReport,
  type MemberReport,
  type MemberReportOptions,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import FeeSalesPage from './fee-sales-page.js';
import MemberReportPage from './member-report-page.js';
import OnlineFeeSalesPage from './online-fee-sales-page.js';

// 会員レポート: 会員数推移 per month × rank with 期首 of the first month and 期末 of the last in 合計, and the 会員利用,
// ポイント and クーポン blocks; 会費売上: 日付 × 費目 and the detail, 決済手数料 online only.
const session = testSession('headOffice', { permissionMap: { membership: ['view', 'export'] } });
const options: MemberReportOptions = {
  memberSystems: [
    {
      id: 3,
      name: 'シネマラインメンバーズ',
      ranks: [
        { rank: 1, name: 'レギュラー' },
        { rank: 2, name: 'シルバー' },
      ],
    },
  ],
  paymentMethods: [{ id: 8, name: 'クレジットカード' }],
};
const count = (month: string, rank: number, opening: number, joined: number, left: number) => ({
  month,
  from: `${month}-01`,
  to: `${month}-${month === '2026-10' ? '31' : '30'}`,
  rank,
  rankName: rank === 1 ? 'レギュラー' : 'シルバー',
  opening,
  joined,
  renewed: 0,
  rankMoves: 0,
  left,
  closing: opening + joined - left,
});
const report: MemberReport = {
  memberSystemId: 3,
  ranks: options.memberSystems[0]!.ranks,
  counts: [count('2026-10', 1, 100, 10, 2), count('2026-10', 2, 20, 0, 0), count('2026-11', 1, 108, 5, 1)].concat(
    count('2026-11', 2, 20, 1, 0),
  ),
  usage: [
    {
      month: '2026-10',
      memberTxns: 40,
      memberAdmissions: 60,
      admissions: 240,
      memberRatio: 0.25,
      memberSales: 110_000,
      admissionsPerMember: 0.47,
    },
    {
      month: '2026-11',
      memberTxns: 50,
      memberAdmissions: 90,
      admissions: 260,
      memberRatio: 90 / 260,
      memberSales: 150_000,
      admissionsPerMember: 0.68,
    },
  ],
  points: [
    { month: '2026-10', awarded: 1200, used: 300, expired: 0, adjusted: 0, closingBalance: 5900 },
    { month: '2026-11', awarded: 1500, used: 500, expired: 100, adjusted: -10, closingBalance: 6790 },
  ],
  coupons: [
    { month: '2026-10', distributed: 30, usedOfDistributed: 12, useRate: 0.4, usedInMonth: 12 },
    { month: '2026-11', distributed: 0, usedOfDistributed: 0, useRate: null, usedInMonth: 3 },
  ],
};
const fees: FeeSalesReport = {
  days: [
    {
      date: '2026-11-02',
      feeKind: 'annual',
      count: 2,
      gross: 2200,
      tax: 200,
      net: 2000,
      refundCount: 0,
      refundAmount: 0,
      paymentFee: 70,
    },
  ],
  lines: [
    {
      lineId: 'l1',
      date: '2026-11-02',
      transactionNo: 1201,
      kind: 'sale',
      memberNo: 'CL00000220',
      memberName: '吉田 結衣',
      feeKind: 'annual',
      quantity: 1,
      amount: 1100,
      tax: 100,
      validUntil: '2027-11-01',
      paymentMethods: 'クレジットカード',
      staffName: '山田',
      cinemaName: 'シネマライン新宿',
    },
  ],
  linesTruncated: false,
};
const { fetchMock } = stubEndpoints([
  on(memberReportEndpoints.options, () => options),
  on(memberReportEndpoints.report, () => report),
  on(memberReportEndpoints.feeSales, () => fees),
  on(memberReportEndpoints.onlineFeeSales, () => fees),
  on(cinemaEndpoints.listMap, () => session.cinemas),
]);
const urls = () => fetchMock.mock.calls.map(([u]) => String(u));

describe('会員レポート', () => {
  it('shows each month’s ranks from 期首 to 期末, the blocks under it, and asks for the criteria chosen', async () => {
    signIn(session);
    renderWithProviders(<MemberReportPage />, {
      path: '/memberShip-report?from=2026-10-01&to=2026-11-30&memberSystemId=3&joinChannel=online',
      route: '/memberShip-report',
    });
    const october = (await screen.findAllByText('2026年10月'))[0]!.closest('tr')!;
    expect(october.textContent).toContain('レギュラー');
    expect(october.textContent).toContain('108');
    // 合計: 期首 of October (120), 期末 of November (133), the movements summed.
    const total = screen.getAllByText('合計')[0]!.closest('tr')!;
    expect(within(total).getByText('120')).toBeTruthy();
    expect(within(total).getByText('133')).toBeTruthy();
    expect(within(total).getByText('16')).toBeTruthy();
    const usage = screen.getByTestId('report-section-usage');
    expect(within(usage).getAllByText('25.0%').length).toBeGreaterThan(0);
    // The ledger's 期末残高 of the period is its last month's.
    const points = within(screen.getByTestId('report-section-points'));
    expect(points.getAllByText('合計')[0]!.closest('tr')!.textContent).toContain('6,790');
    expect(within(screen.getByTestId('report-section-coupons')).getAllByText('40.0%').length).toBe(2);
    await waitFor(() =>
      expect(urls().find((u) => u.includes('/memberReport/report'))).toContain('memberSystemId=3&joinChannel=online'),
    );
  });
});

describe('会費売上', () => {
  it('shows the days per 費目 and each line with its member and 有効期限; 決済手数料 only online', async () => {
    signIn(session);
    const counter = renderWithProviders(<FeeSalesPage />, {
      path: '/memberShip-feeSales-report?from=2026-11-01&to=2026-11-30&feeKind=annual',
      route: '/memberShip-feeSales-report',
    });
    const day = (await screen.findAllByText('2026-11-02（月）'))[0]!.closest('tr')!;
    expect(day.textContent).toContain('年会費');
    expect(day.textContent).toContain('2,200');
    const lines = screen.getByTestId('report-section-lines');
    const line = within(lines).getByText('CL00000220').closest('tr')!;
    for (const text of ['吉田 結衣', '2027-11-01', 'クレジットカード', '山田', '1201'])
      expect(line.textContent).toContain(text);
    expect(screen.queryByText('決済手数料（円）')).toBeNull();
    await waitFor(() => expect(urls().find((u) => u.includes('/memberReport/feeSales?'))).toContain('feeKind=annual'));
    counter.unmount();

    renderWithProviders(<OnlineFeeSalesPage />, {
      path: '/memberShip-onlineFeeSales-report?from=2026-11-01&to=2026-11-30',
      route: '/memberShip-onlineFeeSales-report',
    });
    expect((await screen.findAllByText('決済手数料（円）')).length).toBeGreaterThan(0);
    expect(urls().some((u) => u.includes('/memberReport/onlineFeeSales?'))).toBe(true);
  });
});
