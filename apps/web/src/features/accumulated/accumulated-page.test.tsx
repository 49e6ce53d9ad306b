import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  accumulatedEndpoints,
  distributorEndpoints,
  filmEndpoints,
  type AccumulatedAnswer,
  type AccumulatedRow,
  type AccumulatedWeeks,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import AccumulatedPage from './accumulated-page.js';
import { chooseOption } from '../../test/select.js';

// 作品別累計成績: head office reads 作品 × 劇場 with the 映画料累計 and a film's 興行週; cinema staff their own cinema's
// films without it; the 基準日 and 上映状況 go to the API.
const cinemas = [
  { id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 },
  { id: 11, name: 'シネマライン池袋', code: 'IKB', brandId: 1 },
];
const headOffice = testSession('headOffice', { permissionMap: { reports: ['view', 'export'] }, cinemas });
const staff = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });

const row = (o: Partial<AccumulatedRow>): AccumulatedRow => ({
  cinemaId: 10,
  cinemaCode: 'SJK',
  cinemaName: 'シネマライン新宿',
  filmId: 7,
  filmName: '累計テスト作品',
  distributorName: '東宝東和',
  openDate: '2031-06-06',
  lastDate: '2031-06-27',
  status: 'showing',
  days: 5,
  week: 3,
  screenings: 5,
  seats: 100,
  paid: 9,
  comps: 0,
  admissions: 9,
  boxOffice: 17100,
  boxOfficeExTax: 15548,
  filmFee: 9069,
  averagePrice: 1900,
  soldRate: 0.09,
  weekBoxOffice: 1900,
  prevWeekBoxOffice: 3800,
  weekOnWeek: 0.5,
  ...o,
});
const list = (filmFeeShown: boolean, rows: AccumulatedRow[]): AccumulatedAnswer => ({
  list: rows,
  baseDate: '2031-06-21',
  weekFrom: '2031-06-20',
  weekTo: '2031-06-21',
  prevFrom: '2031-06-13',
  prevTo: '2031-06-14',
  filmFeeShown,
});
const weeks: AccumulatedWeeks = {
  openDate: '2031-06-06',
  filmFeeShown: true,
  list: [
    {
      weekFrom: '2031-06-06',
      weekTo: '2031-06-12',
      week: 1,
      paid: 4,
      comps: 0,
      admissions: 4,
      boxOffice: 7600,
      boxOfficeExTax: 6910,
      filmFee: 3973,
      rates: [60, 50],
    },
  ],
};
let answer = list(true, [
  row({}),
  row({ cinemaId: 11, cinemaCode: 'IKB', cinemaName: 'シネマライン池袋', boxOffice: 3800, filmFee: null }),
]);
const { fetchMock } = stubEndpoints([
  on(filmEndpoints.nameList, () => [
    {
      id: 7,
      name: '累計テスト作品',
      nameKana: 'ルイケイ',
      lengthMinutes: 100,
      trailerMinutes: 0,
      approvalStatus: 'approved' as const,
    },
  ]),
  on(distributorEndpoints.listMap, () => [{ id: 3, name: '東宝東和', code: 'D01' }]),
  on(accumulatedEndpoints.list, () => answer),
  on(accumulatedEndpoints.weeks, () => weeks),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const calls = (path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith(`/api/accumulated/${path}`));

describe('作品別累計成績', () => {
  it('shows head office 作品 × 劇場 from the 基準日, the 映画料累計 and a 合計 unknown while a 歩率 is missing', async () => {
    signIn(headOffice);
    renderWithProviders(<AccumulatedPage />, { path: '/accumulated' });
    expect(await screen.findByRole('heading', { name: '作品別累計成績' })).toBeTruthy();
    await screen.findByText('IKB シネマライン池袋');
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：上映日');
    expect(screen.getByLabelText('基準日')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '前月' })).toBeNull();
    for (const title of ['劇場', '作品', '公開日', '週目', '累計回数', '累計動員', '累計興収（税込）（円）', '前週比'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('映画料累計（暫定・税抜）（円）').length).toBeGreaterThan(0);
    expect(screen.getAllByText('第3週').length).toBe(2);
    const totals = document.querySelector('.report-totals') as HTMLElement;
    expect(within(totals).getByText('20,900')).toBeTruthy();
    // One cinema's fee is unknown (no 歩率): the total says '-', not the other cinema's fee alone.
    expect(within(totals).queryByText('9,069')).toBeNull();
    const first = calls('list')[0]!;
    expect(first).toMatch(/baseDate=\d{4}-\d{2}-\d{2}/);
    expect(first).toContain('status=showing');
    expect(first).toContain('byCinema=true');
  });

  it('sends the chosen 上映状況 and opens a film’s 興行週 with its 歩率 and 映画料', async () => {
    signIn(headOffice);
    renderWithProviders(<AccumulatedPage />, {
      path: '/accumulated?from=2031-06-21&to=2031-06-21&cinema=10',
      route: '/accumulated',
    });
    await screen.findByText('IKB シネマライン池袋');
    expect(calls('list').at(-1)).toContain('baseDate=2031-06-21');
    expect(calls('list').at(-1)).toContain('cinemaIds=10');
    await chooseOption(user, screen.getByRole('combobox', { name: '上映状況' }), '終了');
    await waitFor(() => expect(calls('list').at(-1)).toContain('status=ended'));
    await user.click(
      within(screen.getByText('SJK シネマライン新宿').closest('tr')!).getByRole('button', { name: '興行週' }),
    );
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('60%・50%');
    expect(within(drawer).getByText('第1週')).toBeTruthy();
    expect(within(drawer).getAllByText('3,973').length).toBeGreaterThan(0);
    expect(calls('weeks').at(-1)).toMatch(/filmId=7/);
    expect(calls('weeks').at(-1)).toContain('cinemaIds=10');
  });

  it('shows cinema staff their films without 劇場, 映画料 or 表示単位', async () => {
    answer = list(false, [row({ filmFee: null })]);
    signIn(staff);
    renderWithProviders(<AccumulatedPage />, { path: '/accumulated' });
    await screen.findByText('累計テスト作品');
    expect(screen.queryByText('映画料累計（暫定・税抜）（円）')).toBeNull();
    expect(screen.queryByRole('combobox', { name: '表示単位' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '劇場' })).toBeNull();
    expect(calls('list').at(-1)).not.toContain('byCinema');
  });
});
