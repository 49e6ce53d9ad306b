import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boxOfficeEndpoints, distributorEndpoints, filmEndpoints, type BoxOfficeDailyRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import BoxOfficeDailyPage from './box-office-daily-page.js';
import { chooseOption } from '../../test/select.js';

// 興行収入日報 for cinema staff and head office: the film rows with their 小計 and the server's 合計, the comparisons
// naming the days compared, and the criteria (上映方式別, 劇場別) carried to the API.

const film: BoxOfficeDailyRow = {
  kind: 'film',
  cinemaId: null,
  cinemaName: null,
  distributorName: '東宝',
  filmId: 3,
  filmName: '劇場版 新作',
  formatName: null,
  releaseDate: '2026-11-20',
  week: 2,
  screenings: 4,
  paid: 4,
  comps: 1,
  persons: 5,
  gross: 7200,
  net: 6545,
  averagePrice: 1440,
  soldRate: 0.05,
  previousDayRatio: 4,
  lastWeekRatio: 2,
  cumulativePersons: 8,
  cumulativeGross: 12600,
};
const subtotal = { ...film, kind: 'distributor' as const, filmId: null, filmName: null, releaseDate: null, week: null };
const total = { ...subtotal, kind: 'total' as const, distributorName: null, gross: 7300, net: 6636 };
const { fetchMock } = stubEndpoints([
  on(boxOfficeEndpoints.setting, () => ({ weekStartDay: 5, formats: [{ code: 'IMAX', name: 'IMAX' }] })),
  on(filmEndpoints.nameList, () => [{ id: 3, name: '劇場版 新作' }]),
  on(distributorEndpoints.listMap, () => [{ id: 1, name: '東宝', code: 'D01' }]),
  on(boxOfficeEndpoints.daily, ({ query }) => ({
    list: [{ ...film, formatName: query.get('byFormat') ? 'IMAX' : null }, subtotal],
    total,
    previousDay: { from: '2026-11-26', to: '2026-11-26' },
    lastWeek: { from: '2026-11-20', to: '2026-11-20' },
    chart: [{ date: '2026-11-27', filmId: 3, gross: 7200 }],
  })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const dailyCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/boxOffice/daily'));
const reports = { permissionMap: { reports: ['view' as const, 'export' as const] } };

describe('興行収入日報', () => {
  it('shows the film, its 配給会社’s 小計 and the server’s 合計, on the screening day', async () => {
    signIn(testSession('staff', reports));
    renderWithProviders(<BoxOfficeDailyPage />, { path: '/box-office-daily' });
    expect(await screen.findByRole('heading', { name: '興行収入日報' })).toBeTruthy();
    const row = (await screen.findByText('劇場版 新作', { selector: 'td *, td' })).closest('tr')!;
    for (const text of ['東宝', '2', '7,200', '6,545', '1,440', '5.0%', '400.0%', '200.0%', '12,600'])
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('小計')).toBeTruthy();
    const totals = document.querySelector('.report-totals')!;
    expect(within(totals as HTMLElement).getByText('7,300')).toBeTruthy();
    expect(within(totals as HTMLElement).getByText('合計')).toBeTruthy();
    for (const title of [
      '公開日',
      '週目',
      '回数',
      '動員（計）',
      '興収税込（円）',
      '興収税抜（円）',
      '販売率',
      '累計興収（円）',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：上映日');
    // The comparisons name the days they compare with.
    expect(screen.getByText(/前日比（2026-11-26/)).toBeTruthy();
    expect(screen.getByText(/前週同曜日比（2026-11-20/)).toBeTruthy();
    // Cinema staff read their own cinema: no 劇場別 for them.
    expect(screen.queryByRole('combobox', { name: '劇場別' })).toBeNull();
    expect(dailyCalls()[0]).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    expect(dailyCalls()[0]).toContain('cinemaIds=10');
  });

  it('splits by 上映方式 when asked: the request says so and the column appears', async () => {
    signIn(testSession('staff', reports));
    renderWithProviders(<BoxOfficeDailyPage />, { path: '/box-office-daily' });
    await screen.findByText('劇場版 新作', { selector: 'td *, td' });
    expect(screen.queryByText('上映方式', { selector: 'th *, th' })).toBeNull();
    await chooseOption(user, screen.getByRole('combobox', { name: '上映方式別' }), '作品×上映方式');
    await waitFor(() => expect(dailyCalls().at(-1)).toContain('byFormat=true'));
    expect(await screen.findByText('上映方式', { selector: 'th *, th' })).toBeTruthy();
  });

  it('lets head office read every cinema (全劇場計) or group them by cinema', async () => {
    signIn(testSession('headOffice', reports));
    renderWithProviders(<BoxOfficeDailyPage />, { path: '/box-office-daily' });
    await screen.findByText('劇場版 新作', { selector: 'td *, td' });
    expect(dailyCalls()[0]).not.toContain('cinemaIds');
    await chooseOption(user, screen.getByRole('combobox', { name: '劇場別' }), '劇場別に表示');
    await waitFor(() => expect(dailyCalls().at(-1)).toContain('byCinema=true'));
    expect(await screen.findByText('劇場', { selector: 'th *, th' })).toBeTruthy();
  });
});
