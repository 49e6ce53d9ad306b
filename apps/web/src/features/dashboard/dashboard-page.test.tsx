import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  dailyClosingEndpoints,
  dashboardEndpoints,
  type DashboardSales,
  type DashboardSummary,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import DashboardPage from './dashboard-page.js';

let summary: DashboardSummary;
const noSales: DashboardSales = {
  businessDate: '2026-11-25',
  lastWeekDate: '2026-11-18',
  until: null,
  cinemas: [],
  salesHistory: null,
};
let sales: DashboardSales = noSales;
stubEndpoints([
  on(dashboardEndpoints.summary, () => summary),
  on(dashboardEndpoints.sales, () => sales),
  on(dailyClosingEndpoints.states, () => ({
    businessDate: '2026-11-24',
    list: [
      {
        cinemaId: 1,
        cinemaName: 'シネマライン新宿',
        businessDate: '2026-11-24',
        status: 'closed' as const,
        closedAt: '2026-11-25T01:00:00.000Z',
      },
      {
        cinemaId: 2,
        cinemaName: 'シネマライン池袋',
        businessDate: '2026-11-24',
        status: 'open' as const,
        closedAt: null,
      },
    ],
  })),
]);

const base: DashboardSummary = {
  counts: { brands: 1, cinemas: 1, screens: 6, accounts: 3 },
  othersVisible: true,
  cinemas: [],
  recentAccounts: [{ id: 2, userName: 'hq', displayName: '本部 太郎', type: 'brand', lastLoginAt: null }],
  recentChanges: [],
  filmReviews: [],
};

describe('dashboard', () => {
  it('a role without ユーザー閲覧 sees no user count and no logins of others', async () => {
    signIn(testSession('staff'));
    summary = { ...base, counts: { ...base.counts, accounts: null }, othersVisible: false, recentAccounts: [] };
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('あなたの最近の操作')).toBeTruthy();
    expect(screen.queryByText('最近ログインしたユーザー')).toBeNull();
    // 日次締め's view of the cinemas is head office's.
    expect(screen.queryByTestId('closing-states')).toBeNull();
    expect(screen.queryByText('ユーザー', { selector: '.ant-statistic-title' })).toBeNull();
  });

  it('head office sees the logins of its users', async () => {
    signIn(testSession('headOffice'));
    summary = base;
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('最近ログインしたユーザー')).toBeTruthy();
    expect(screen.getByText('本部 太郎')).toBeTruthy();
    expect(screen.getByText('ユーザー', { selector: '.ant-statistic-title' })).toBeTruthy();
  });

  it('shows head office each cinema’s 日次締め of yesterday', async () => {
    signIn(testSession('headOffice', { permissionMap: { operations: ['view'] } }));
    summary = base;
    renderWithProviders(<DashboardPage />);
    const card = await screen.findByTestId('closing-states');
    expect(await within(card).findByText('前日の日次締め（2026/11/24（火））')).toBeTruthy();
    expect(within(card).getByText('未締めの劇場が1件あります')).toBeTruthy();
    expect(within(within(card).getByText('シネマライン池袋').closest('tr')!).getByText('未締め')).toBeTruthy();
    expect(within(within(card).getByText('シネマライン新宿').closest('tr')!).getByText('締め済み')).toBeTruthy();
  });

  it('tells the submitting cinema that head office sent a film back, with the reason', async () => {
    signIn(testSession('staff'));
    summary = {
      ...base,
      filmReviews: [
        {
          id: 4,
          name: '新宿の新作',
          approvalStatus: 'returned',
          at: '2026-11-20T01:00:00.000Z',
          returnReason: '公開日が違います。',
        },
        {
          id: 5,
          name: '承認された作品',
          approvalStatus: 'approved',
          at: '2026-11-19T01:00:00.000Z',
          returnReason: null,
        },
      ],
    };
    renderWithProviders(<DashboardPage />);
    expect(
      await screen.findByText('1件の作品が本部から差し戻されています。内容を修正して保存してください。'),
    ).toBeTruthy();
    expect(screen.getByText(/理由：公開日が違います。/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '修正する' }).getAttribute('href')).toBe('/movie/update/4');
    expect(screen.getByText('承認された作品')).toBeTruthy();
  });

  it('says the demo sales history is still being written, with its progress, and nothing once it is done', async () => {
    signIn(testSession('headOffice'));
    summary = base;
    sales = { ...noSales, salesHistory: { doneDays: 32, totalDays: 91 } };
    const first = renderWithProviders(<DashboardPage />);
    expect(
      await screen.findByText('デモ用の売上履歴（過去90日）を作成しています（32/91日）。完了まで集計は一部のみです。'),
    ).toBeTruthy();
    first.unmount();
    sales = noSales;
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText(/本日の売上/)).toBeTruthy();
    expect(screen.queryByText(/デモ用の売上履歴/)).toBeNull();
  });
});
