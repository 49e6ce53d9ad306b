import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { arriveDailyEndpoints, filmEndpoints, type ArriveDailyRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import ArriveDailyPage from './arrive-daily-page.js';

// 着券日報 for cinema staff: per screening the seats sold and used by kind, a 合計 whose 着券率 is the rate of the sums,
// the footer 前売・ムビチケ着券集計 (枚数 × 計上単価 = 計上額), and 作品 sent to both calls.
const session = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });
const row = (o: Partial<ArriveDailyRow>): ArriveDailyRow => ({
  screeningId: 1,
  businessDate: '2026-11-28',
  startTime: '18:30',
  houseName: 'スクリーン1',
  filmName: 'ムーンライト',
  sold: 100,
  admitted: 90,
  notAdmitted: 10,
  admittedRate: 0.9,
  counter: 20,
  online: 50,
  movieTicket: 10,
  advance: 6,
  invitation: 4,
  ...o,
});
const { fetchMock } = stubEndpoints([
  on(filmEndpoints.nameList, () => [{ id: 3, name: 'ムーンライト' }]),
  on(arriveDailyEndpoints.list, () => ({
    list: [
      row({}),
      row({ screeningId: 2, startTime: '21:00', sold: 50, admitted: 20, notAdmitted: 30, admittedRate: 0.4 }),
    ],
  })),
  on(arriveDailyEndpoints.claims, () => ({
    list: [
      {
        kind: 'movieTicket' as const,
        ticketName: 'ムビチケ（一般）',
        filmId: 3,
        filmName: 'ムーンライト',
        quantity: 10,
        unitAmount: 1500,
        amount: 15000,
      },
      {
        kind: 'advance' as const,
        ticketName: '法人向け鑑賞券',
        filmId: 3,
        filmName: 'ムーンライト',
        quantity: 6,
        unitAmount: 1400,
        amount: 8400,
      },
    ],
  })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const calls = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.startsWith(path))
    .map((u) => new URLSearchParams(u.split('?')[1]));

describe('着券日報（入場者）', () => {
  it('shows each screening’s seats used by kind, the 合計, and the 前売・ムビチケ footer', async () => {
    signIn(session);
    renderWithProviders(<ArriveDailyPage />, {
      path: '/arrive-daily?from=2026-11-28&to=2026-11-28',
      route: '/arrive-daily',
    });
    const first = (await screen.findByText('18:30')).closest('tr')!;
    expect(within(first).getByText('90.0%')).toBeTruthy();
    for (const title of [
      '販売数',
      '着券数',
      '未着券数',
      '着券率',
      '着券（当日券）',
      '着券（オンライン）',
      '着券（ムビチケ）',
      '着券（前売券）',
      '着券（招待券）',
    ])
      expect(screen.getAllByRole('columnheader', { name: title }).length).toBeGreaterThan(0);
    // 110 of 150 used: 73.3 %, not the mean of 90 % and 40 %.
    const totals = document.querySelector('.report-totals') as HTMLElement;
    expect(within(totals).getByText('150')).toBeTruthy();
    expect(within(totals).getByText('73.3%')).toBeTruthy();

    const footer = screen.getByTestId('report-section-claims');
    expect(within(footer).getByText('前売・ムビチケ着券集計')).toBeTruthy();
    const movie = within(footer).getByText('ムビチケ（一般）').closest('tr')!;
    expect(within(movie).getByText('1,500')).toBeTruthy();
    expect(within(movie).getByText('15,000')).toBeTruthy();
    expect(within(footer).getByText('23,400')).toBeTruthy();
    expect(calls('/api/arriveDaily/claims')[0]!.get('from')).toBe('2026-11-28');

    // A criterion: sent to both calls.
    await user.click(screen.getByRole('combobox', { name: '作品' }));
    const options = await screen.findAllByTitle('ムーンライト');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    await waitFor(() => expect(calls('/api/arriveDaily/list').at(-1)!.get('filmId')).toBe('3'));
    expect(calls('/api/arriveDaily/claims').at(-1)!.get('filmId')).toBe('3');
  });
});
