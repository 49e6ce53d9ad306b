import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  filmEndpoints,
  houseEndpoints,
  soldRateEndpoints,
  versionEndpoints,
  type SoldRateChart,
  type SoldRateRow,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import SoldRatePage from './sold-rate-page.js';

// 販売率 for cinema staff: a row per screening with its seats and rates, a 合計 whose rates are the rates of the sums,
// the heat map's cells with their figures, and another 集計単位 chosen.
const session = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });
const figures = (o: Partial<SoldRateRow>): SoldRateRow => ({
  key: '',
  label: '',
  businessDate: null,
  startTime: null,
  houseName: null,
  filmName: null,
  category: null,
  formatName: null,
  screenings: 1,
  seats: 100,
  blocked: 4,
  sellable: 96,
  paid: 40,
  comps: 8,
  sold: 48,
  soldRate: 0.5,
  paidRate: 40 / 96,
  admitted: 36,
  admittedRate: 0.75,
  ...o,
});
const screenings: SoldRateRow[] = [
  figures({
    key: '101',
    label: 'ムーンライト',
    businessDate: '2026-11-28',
    startTime: '25:30',
    houseName: 'スクリーン1',
    filmName: 'ムーンライト',
    category: 'late',
    formatName: '2D',
  }),
  figures({
    key: '102',
    label: '海の記憶',
    businessDate: '2026-11-29',
    startTime: '11:00',
    houseName: 'スクリーン2',
    filmName: '海の記憶',
    category: 'main',
    formatName: '2D',
    seats: 110,
    blocked: 6,
    sellable: 104,
    paid: 50,
    comps: 2,
    sold: 52,
    soldRate: 0.5,
    paidRate: 50 / 104,
    admitted: 52,
    admittedRate: 1,
  }),
];
const chart: SoldRateChart = {
  heat: [
    { weekday: '6', band: 'late', screenings: 1, sellable: 96, sold: 48, soldRate: 0.5 },
    { weekday: '0', band: 'h11', screenings: 1, sellable: 104, sold: 94, soldRate: 94 / 104 },
  ],
  films: [{ filmId: 1, filmName: 'ムーンライト', screenings: 1, sellable: 96, sold: 48, soldRate: 0.5 }],
};
const { fetchMock } = stubEndpoints([
  on(filmEndpoints.nameList, () => []),
  on(houseEndpoints.listOptions, () => ({ list: [{ id: 7, name: 'スクリーン1', code: '01', seatCount: 96 }] })),
  on(versionEndpoints.list, () => ({ list: [] })),
  on(soldRateEndpoints.list, ({ query }) => ({
    list: query.get('unit') === 'film' ? [figures({ key: '1', label: 'ムーンライト', screenings: 3 })] : screenings,
    ...chart,
  })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const calls = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.startsWith(path))
    .map((u) => new URLSearchParams(u.split('?')[1]));

describe('販売率（座席稼働率）', () => {
  it('lists the screenings with seats and rates (合計: the rate of the sums), the heat map, and sums per 作品', async () => {
    signIn(session);
    renderWithProviders(<SoldRatePage />, { path: '/sold-rate?from=2026-11-28&to=2026-11-29', route: '/sold-rate' });
    expect(await screen.findByRole('heading', { name: '販売率（座席稼働率）' })).toBeTruthy();
    const row = (await screen.findByText('25:30')).closest('tr')!;
    expect(within(row).getByText('ムーンライト')).toBeTruthy();
    expect(within(row).getByText('96')).toBeTruthy();
    expect(within(row).getByText('75.0%')).toBeTruthy();
    for (const title of ['上映日', '開始', 'スクリーン', '総座席数', '販売停止席', '販売可能席数', '販売率', '着券率'])
      expect(screen.getAllByRole('columnheader', { name: title }).length).toBeGreaterThan(0);
    // 100 of 200 seats sold; 88 of the 100 used (not the mean of 75 % and 100 %).
    const totals = document.querySelector('.report-totals') as HTMLElement;
    expect(within(totals).getByText('200')).toBeTruthy();
    expect(within(totals).getByText('50.0%')).toBeTruthy();
    expect(within(totals).getByText('88.0%')).toBeTruthy();
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：上映日');
    expect(calls('/api/soldRate/list')[0]!.get('unit')).toBe('screening');
    // The heat map: a cell per weekday and band with its rate, '-' where nothing was shown.
    expect(screen.getByTestId('heat-6-late').textContent).toBe('50.0%');
    expect(screen.getByTestId('heat-0-h11').textContent).toBe('90.4%');
    expect(screen.getByTestId('heat-1-early').textContent).toBe('-');
    expect(screen.getByLabelText('凡例').textContent).toContain('80%以上');

    // 集計単位 作品: one row per film with its number of screenings; the charts stay.
    await user.click(screen.getByRole('combobox', { name: '集計単位' }));
    const options = await screen.findAllByTitle('作品');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    await waitFor(() => expect(calls('/api/soldRate/list').at(-1)!.get('unit')).toBe('film'));
    const film = (await screen.findByText('ムーンライト', { selector: 'td' })).closest('tr')!;
    expect(within(film).getByText('3')).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: '上映回数' }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('columnheader', { name: '開始' })).toHaveLength(0);
    expect(screen.getByTestId('heat-6-late').textContent).toBe('50.0%');
  });
});
