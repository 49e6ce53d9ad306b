import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  daysOfMonth,
  revenueGoalEndpoints,
  type GoalDayFigures,
  type GoalFigures,
  type RevenueGoal,
  type RevenueGoalList,
  type RevenueGoalReport,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import RevenueGoalPage from './revenue-goal-page.js';

// 売上目標（予実）: the cinemas' month against their targets (達成率, 日割目標累計, 進捗率, 着地見込), the days under it, and
// head office's 目標を入力 whose grid and 日割 refuse what the contract refuses before anything is sent.

const cinemas = [
  { id: 10, name: 'シネマライン新宿', code: '0101', brandId: 1 },
  { id: 11, name: 'シネマライン池袋', code: '0102', brandId: 1 },
];
const month = '2026-11';
const f = (target: number | null, actual: number): GoalFigures => ({
  target,
  actual,
  achievement: target ? actual / target : null,
  cumTarget: target ? target / 2 : null,
  progress: target ? actual / (target / 2) : null,
  forecast: actual * 2,
  lastYear: 1000,
});
const byMeasure = <T,>(v: T) => ({ persons: v, boxOffice: v, shop: v, other: v, total: v });
const day = (date: string): GoalDayFigures => ({
  target: 10_000,
  actual: date <= '2026-11-15' ? 8_000 : null,
  cumTarget: 10_000 * Number(date.slice(8)),
  cumActual: date <= '2026-11-15' ? 8_000 * Number(date.slice(8)) : null,
  progress: null,
  lastYear: 0,
});
const report = (registered: boolean): RevenueGoalReport => ({
  month,
  baseDate: '2026-11-15',
  lastYearMonth: { from: '2025-11-01', to: '2025-11-30' },
  remainingDays: 15,
  rows: [
    {
      cinemaId: 10,
      cinemaCode: '0101',
      cinemaName: 'シネマライン新宿',
      registered,
      figures: byMeasure(f(registered ? 300_000 : null, 120_000)),
    },
    {
      cinemaId: 11,
      cinemaCode: '0102',
      cinemaName: 'シネマライン池袋',
      registered: false,
      figures: byMeasure(f(null, 5_000)),
    },
  ],
  totals: byMeasure(f(registered ? 300_000 : null, 125_000)),
  days: daysOfMonth(month).map((date) => ({ date, figures: byMeasure(day(date)) })),
});
let registered = true;
const list: RevenueGoalList = {
  month,
  items: [
    {
      cinemaId: 10,
      cinemaCode: '0101',
      cinemaName: 'シネマライン新宿',
      goal: {
        persons: 100,
        boxOffice: 200_000,
        shop: 90_000,
        other: 10_000,
        total: 300_000,
        weights: [1, 1, 1, 1, 1, 1, 1],
        version: 3,
        updatedAt: null,
      },
    },
    { cinemaId: 11, cinemaCode: '0102', cinemaName: 'シネマライン池袋', goal: null },
  ],
};
const detail: RevenueGoal = {
  cinemaId: 10,
  cinemaCode: '0101',
  cinemaName: 'シネマライン新宿',
  month,
  registered: true,
  persons: 30,
  boxOffice: 30_000,
  shop: 0,
  other: 0,
  total: 30_000,
  weights: [1, 1, 1, 1, 1, 1, 1],
  days: daysOfMonth(month).map((date) => ({
    date,
    holiday: null,
    weight: 1,
    persons: 1,
    boxOffice: 1000,
    shop: 0,
    other: 0,
    total: 1000,
  })),
  version: 3,
  updatedByName: null,
  updatedAt: null,
};
const { sentTo } = stubEndpoints([
  on(revenueGoalEndpoints.report, () => report(registered)),
  on(revenueGoalEndpoints.list, () => list),
  on(revenueGoalEndpoints.detail, () => detail),
  on(revenueGoalEndpoints.save, () => detail),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { cinemas, permissionMap: { reports: ['view', 'update', 'export'] } });
const path = `/revenue-goal?from=2026-11-15&to=2026-11-15&cinema=all&measure=boxOffice`;

describe('売上目標（予実）', () => {
  it('shows each cinema’s month against its target, 全劇場計, the days and which cinemas have no target', async () => {
    registered = true;
    signIn(headOffice);
    renderWithProviders(<RevenueGoalPage />, { path, route: '/revenue-goal' });
    const row = (await screen.findAllByText('0101 シネマライン新宿')).map((e) => e.closest('tr')).find(Boolean)!;
    // 目標, 実績, 達成率, 日割目標累計, 進捗率, 着地見込, 前年実績.
    expect([...row.querySelectorAll('td')].slice(1).map((td) => td.textContent)).toEqual([
      '300,000',
      '120,000',
      '40.0%',
      '150,000',
      '80.0%',
      '240,000',
      '1,000',
    ]);
    expect(screen.getAllByRole('columnheader', { name: '着地見込（円）' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/目標が未登録の劇場があります（シネマライン池袋）/)).toBeTruthy();
    const days = screen.getByTestId('report-section-days');
    expect(within(days).getAllByRole('columnheader', { name: '日割目標（円）' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '目標を入力' })).toBeTruthy();
  });

  it('says what to do when no target is registered, and cinema staff cannot enter one', async () => {
    registered = false;
    signIn(testSession('staff', { permissionMap: { reports: ['view', 'update', 'export'] } }));
    renderWithProviders(<RevenueGoalPage />, { path, route: '/revenue-goal' });
    expect(await screen.findByText('目標が未登録です。本部が「目標を入力」から登録してください。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '目標を入力' })).toBeNull();
  });

  it('refuses a blank target in the grid with the contract’s message, and saves what is entered', async () => {
    registered = true;
    signIn(headOffice);
    renderWithProviders(<RevenueGoalPage />, { path, route: '/revenue-goal' });
    await user.click(await screen.findByRole('button', { name: '目標を入力' }));
    const persons = await screen.findByLabelText('0102 動員');
    await user.type(persons, '120');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('0102 シネマライン池袋：「興収」を入力してください')).toBeTruthy();
    expect(sentTo(revenueGoalEndpoints.save)).toHaveLength(0);
    await user.type(screen.getByLabelText('0102 興収'), '500000');
    await user.type(screen.getByLabelText('0102 売店'), '100000');
    await user.type(screen.getByLabelText('0102 その他'), '0');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sentTo(revenueGoalEndpoints.save)).toHaveLength(1));
    expect(sentTo(revenueGoalEndpoints.save)[0]).toMatchObject({
      cinemaId: 11,
      month,
      persons: 120,
      boxOffice: 500_000,
      shop: 100_000,
      other: 0,
      days: null,
      version: 0,
    });
  });

  it('shows the split’s sums against the target and refuses one that does not add up', async () => {
    registered = true;
    signIn(headOffice);
    renderWithProviders(<RevenueGoalPage />, { path, route: '/revenue-goal' });
    await user.click(await screen.findByRole('button', { name: '目標を入力' }));
    const before = sentTo(revenueGoalEndpoints.save).length;
    await user.click((await screen.findAllByRole('button', { name: /日\s?割/ }))[0]!);
    const first = await screen.findByLabelText('2026-11-01 興収');
    fireEvent.change(first, { target: { value: '1500' } });
    expect(screen.getByTestId('sum-boxOffice').textContent).toBe('30,500／30,000');
    await user.click(screen.getAllByRole('button', { name: /保\s?存/ }).at(-1)!);
    expect(
      await screen.findByText('日割の「興収」の合計（30,500円）が月の目標（30,000円）と一致しません'),
    ).toBeTruthy();
    expect(sentTo(revenueGoalEndpoints.save)).toHaveLength(before);
    // 比率から日割を作成 splits the target again: 1,000 a day.
    await user.click(screen.getByRole('button', { name: '比率から日割を作成' }));
    expect(screen.getByTestId('sum-boxOffice').textContent).toBe('30,000／30,000');
    await user.click(screen.getAllByRole('button', { name: /保\s?存/ }).at(-1)!);
    await waitFor(() => expect(sentTo(revenueGoalEndpoints.save)).toHaveLength(before + 1));
    expect(sentTo(revenueGoalEndpoints.save).at(-1)!.days![0]).toMatchObject({ date: '2026-11-01', boxOffice: 1000 });
  }, 120_000);
});
