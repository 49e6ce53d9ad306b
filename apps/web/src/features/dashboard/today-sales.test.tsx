import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  dashboardEndpoints,
  type DashboardSales,
  type DashboardSalesCinema,
  type DashboardSummary,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import DashboardPage from './dashboard-page.js';

// 本日の売上 as a duty manager reads it: what each figure counts, what today is set against, and
// 前週比 written the way the trade writes it.

const summary: DashboardSummary = {
  counts: { brands: 1, cinemas: 2, screens: 6, accounts: 3 },
  othersVisible: true,
  cinemas: [],
  recentAccounts: [],
  recentChanges: [],
  filmReviews: [],
};
const f = (today: number, lastWeek: number) => ({ today, lastWeek });
const shinjuku: DashboardSalesCinema = {
  cinemaId: 1,
  cinemaName: 'シネマライン新宿',
  admissions: f(1334, 1042),
  boxOffice: f(216000, 240000),
  shopSales: f(50000, 0),
  otherSales: f(3000, 1000),
  totalSales: f(269000, 241000),
  soldSeats: f(120, 100),
  sellableSeats: f(400, 400),
  hours: [
    { hour: 10, today: 30000, lastWeek: 20000 },
    { hour: 25, today: 1800, lastWeek: 0 },
  ],
};
// 14:30 on 2026-11-25 and on 2026-11-18, Japan time.
const running: DashboardSales = {
  businessDate: '2026-11-25',
  lastWeekDate: '2026-11-18',
  until: { today: '2026-11-25T05:30:00.000Z', lastWeek: '2026-11-18T05:30:00.000Z' },
  salesHistory: null,
  cinemas: [shinjuku],
};
let sales: DashboardSales = running;
stubEndpoints([on(dashboardEndpoints.summary, () => summary), on(dashboardEndpoints.sales, () => sales)]);

const open = async (data: DashboardSales) => {
  sales = data;
  signIn(testSession('headOffice'));
  renderWithProviders(<DashboardPage />);
  return within((await screen.findByText(/^本日の売上/)).closest('.ant-card') as HTMLElement);
};
/** A column header as read: its title and its basis tag. */
const header = (card: ReturnType<typeof within>, title: string, basis: string) =>
  card.getByRole('columnheader', { name: new RegExp(`^${title.replace(/[()（）]/g, '.')}\\s*${basis}$`) });

describe('today’s sales', () => {
  it('labels each figure with its basis, with one line saying what the bases mean', async () => {
    const card = await open(running);
    for (const [title, basis] of [
      ['動員（人）', '上映日基準'],
      ['興行収入（円）', '上映日基準'],
      ['売店売上（円）', '販売日基準'],
      ['その他売上（円）', '販売日基準'],
      ['売上合計（円）', '上映日＋販売日'],
      ['販売率', '上映日基準'],
    ])
      expect(header(card, title!, basis!)).toBeTruthy();
    expect(
      card.getByText(
        '上映日基準：上映回の営業日で集計（前売分を含み、払戻は差し引き）。販売日基準：代金の受け取り・返金があった営業日で集計。',
      ),
    ).toBeTruthy();
    fireEvent.mouseEnter(within(header(card, '売上合計（円）', '上映日＋販売日')).getByText('上映日＋販売日'));
    expect(await screen.findByText('興行収入（上映日基準）と売店・その他売上（販売日基準）の合計')).toBeTruthy();
  });

  it('compares with last week up to the same time, in 前週比 with the difference and one minus sign', async () => {
    const card = await open(running);
    expect(card.getByText('本日の売上 2026/11/25（水）')).toBeTruthy();
    expect(card.getByText('前週同曜日の同時刻まで（2026/11/18（水）14:30まで）と比較')).toBeTruthy();
    expect(card.getByText('前週比 128.0%（+292人）')).toBeTruthy();
    expect(card.getByText('前週比 90.0%（-24,000円）')).toBeTruthy();
    expect(card.getByText('前週比 -（+50,000円）')).toBeTruthy();
    expect(card.getByText('3,000')).toBeTruthy();
    expect(card.getByText('前週比 300.0%（+2,000円）')).toBeTruthy();
    expect(card.getByText('269,000')).toBeTruthy();
    expect(card.getByText('前週比 111.6%（+28,000円）')).toBeTruthy();
    expect(card.getByText('30.0%')).toBeTruthy();
    expect(card.getByText('前週差 +5.0pt')).toBeTruthy();
    // One cinema: no 全劇場計 row.
    expect(card.queryByText('全劇場計')).toBeNull();
    fireEvent.click(document.querySelector('.ant-table-row-expand-icon')!);
    expect(await card.findByText('30,000円（前週 20,000円）')).toBeTruthy();
    expect(card.getByText(/時間帯別売上/).textContent).toContain('販売日基準');
  });

  it('reads 前週比 exactly as the trade writes it, 「前週比 128.1%（+292人）」', async () => {
    const card = await open({ ...running, cinemas: [{ ...shinjuku, admissions: f(1331, 1039) }] });
    expect(card.getByText('前週比 128.1%（+292人）')).toBeTruthy();
    // One decimal, half-width % and sign, full-width brackets, the unit after the difference.
    expect(card.getAllByText(/^前週比 /).map((e) => e.textContent)).toEqual(
      expect.arrayContaining(['前週比 128.1%（+292人）', '前週比 90.0%（-24,000円）']),
    );
    for (const e of card.getAllByText(/^前週比 /))
      expect(e.textContent).toMatch(/^前週比 (\d+\.\d%|-)（[+-]?[\d,]+(人|円)）$/);
  });

  it('labels the hours short (9時, 25時) on one line, so they do not wrap at 1366 px', async () => {
    const card = await open({
      ...running,
      cinemas: [{ ...shinjuku, hours: [{ hour: 9, today: 1234567, lastWeek: 1234567 }, ...shinjuku.hours] }],
    });
    fireEvent.click(document.querySelector('.ant-table-row-expand-icon')!);
    const hours = within(await card.findByRole('list', { name: 'シネマライン新宿の時間帯別売上' }));
    const labels = ['9時', '10時', '25時'].map((t) => hours.getByText(t));
    expect(hours.queryByText(/\d+:00/)).toBeNull();
    for (const label of [...labels, hours.getByText('1,234,567円（前週 1,234,567円）')])
      expect(label.style.whiteSpace).toBe('nowrap');
    // After midnight the hour says which day it is on hover.
    fireEvent.mouseEnter(hours.getByText('25時'));
    expect(await screen.findByText('翌1時台')).toBeTruthy();
  });

  it('after the day says the whole days are compared; a fall in 販売率 reads in minus points', async () => {
    const card = await open({
      ...running,
      until: null,
      cinemas: [{ ...shinjuku, soldSeats: f(90, 100) }],
    });
    expect(card.getByText('前週同曜日 2026/11/18（水） の終日と比較')).toBeTruthy();
    expect(card.getByText('前週差 -2.5pt')).toBeTruthy();
  });

  it('head office gets 全劇場計 over its cinemas, その他売上 and 売上合計 included', async () => {
    const cinema = (cinemaId: number, cinemaName: string, n: number): DashboardSalesCinema => ({
      cinemaId,
      cinemaName,
      admissions: f(n, 10),
      boxOffice: f(n * 1000, 10000),
      shopSales: f(0, 0),
      otherSales: f(n * 10, 100),
      totalSales: f(n * 1010, 10100),
      soldSeats: f(n, 10),
      sellableSeats: f(100, 100),
      hours: [],
    });
    const card = await open({ ...running, cinemas: [cinema(1, '新宿', 30), cinema(2, '池袋', 50)] });
    const total = card.getByText('全劇場計').closest('tr') as HTMLElement;
    expect(within(total).getByText('前週比 400.0%（+60人）')).toBeTruthy();
    expect(within(total).getByText('800')).toBeTruthy();
    expect(within(total).getByText('前週比 400.0%（+600円）')).toBeTruthy();
    expect(within(total).getByText('80,800')).toBeTruthy();
    expect(within(total).getByText('40.0%')).toBeTruthy();
  });
});
