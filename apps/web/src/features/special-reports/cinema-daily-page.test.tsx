import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { specialReportEndpoints, type CinemaDaily, type CinemaDailyFigures } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import CinemaDailyPage from './cinema-daily-page.js';

// 全劇場日報（速報） for head office: a row per cinema with its 前年比 against the day 364 days back, the server's 全社計,
// 締め状態, and the chain's top 10 films below, all from one call.
const cinemas = [
  { id: 10, name: 'シネマライン新宿', code: '0101', brandId: 1 },
  { id: 11, name: 'シネマライン池袋', code: '0102', brandId: 1 },
];
const session = testSession('headOffice', {
  cinemas,
  specialReport: true,
  permissionMap: { special: ['view', 'export'] },
});
const figures = (persons: number, gross: number, last: number): CinemaDailyFigures => ({
  persons,
  lastYearPersons: last,
  personsRatio: last ? persons / last : null,
  gross,
  lastYearGross: last * 1500,
  grossRatio: last ? gross / (last * 1500) : null,
  shop: 1000,
  other: 0,
  shopPerPerson: Math.round(1000 / persons),
  total: gross + 1000,
  monthPersons: persons,
  monthGross: gross,
  monthTotal: gross + 1000,
  goalRate: null,
});
const answer: CinemaDaily = {
  lastYear: { from: '2025-11-29', to: '2025-11-29' },
  monthFrom: '2026-11-01',
  rows: [
    { cinemaId: 10, cinemaCode: '0101', cinemaName: 'シネマライン新宿', closed: false, ...figures(8, 12100, 2) },
    { cinemaId: 11, cinemaCode: '0102', cinemaName: 'シネマライン池袋', closed: false, ...figures(4, 7000, 0) },
  ],
  totals: { ...figures(12, 19100, 2), shop: 2000, total: 21100 },
  films: [{ rank: 1, filmId: 7, filmName: '銀河の約束', persons: 12, gross: 19100, screens: 3 }],
};
const { fetchMock } = stubEndpoints([on(specialReportEndpoints.cinemaDaily, () => answer)]);
const calls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/cinemaDaily'));

describe('全劇場日報（速報）', () => {
  it('shows each cinema against 前年同曜日, the 全社計, 未締め and the top films, read once', async () => {
    signIn(session);
    renderWithProviders(<CinemaDailyPage />, {
      path: '/cinema-daily?from=2026-11-28&to=2026-11-28&cinema=all',
      route: '/cinema-daily',
    });
    const shinjuku = (await screen.findByText('0101 シネマライン新宿')).closest('tr')!;
    for (const text of ['8', '12,100', '400.0%', '125', '13,100'])
      expect(within(shinjuku).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(shinjuku).getByText('未締め')).toBeTruthy();
    // 池袋 has no 前年同曜日: its 前年比 is '-', not 0 %.
    const ikebukuro = screen.getByText('0102 シネマライン池袋').closest('tr')!;
    expect(within(ikebukuro).getAllByText('-').length).toBeGreaterThan(0);
    for (const title of [
      '動員',
      '動員前年比',
      '興収（円）',
      '一人当たり売店（円）',
      '月累計（円）',
      '目標達成率',
      '締め状態',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const totals = screen.getByText('全社計').closest('tr')!;
    expect(within(totals).getByText('21,100')).toBeTruthy();
    expect(screen.getByTestId('cinema-daily-compare').textContent).toContain('前年同曜日：2025-11-29（土）');
    expect(screen.getByTestId('report-section-films').textContent).toContain('チェーン上位10作品（興収順）');
    const film = screen.getByText('銀河の約束').closest('tr')!;
    expect(within(film).getByText('19,100')).toBeTruthy();
    expect(calls()).toHaveLength(1);
    expect(calls()[0]).toContain('from=2026-11-28&to=2026-11-28');
    expect(calls()[0]).not.toContain('cinemaIds');
  });

  it('reads the cinemas head office chooses', async () => {
    signIn(session);
    renderWithProviders(<CinemaDailyPage />, {
      path: '/cinema-daily?from=2026-11-28&to=2026-11-28&cinema=11',
      route: '/cinema-daily',
    });
    await screen.findByText('0101 シネマライン新宿');
    expect(calls().at(-1)).toContain('cinemaIds=11');
  });
});
