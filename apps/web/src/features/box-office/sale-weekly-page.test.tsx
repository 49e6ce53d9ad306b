import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boxOfficeEndpoints, filmEndpoints, type SaleWeeklyRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import SaleWeeklyPage from './sale-weekly-page.js';
import { chooseOption } from '../../test/select.js';

// 週間売上: the day columns follow the brand's 興行週, the 作品 rows then the money block, and 指標 動員 is asked of
// the API.

const row = (over: Partial<SaleWeeklyRow>): SaleWeeklyRow => ({
  kind: 'film',
  filmId: 3,
  label: '劇場版 新作',
  days: [1800, 0, 0, 0, 0, 0, 7200],
  weekTotal: 9000,
  lastWeekTotal: 3600,
  lastWeekRatio: 2.5,
  filmWeek: 2,
  cumulative: 12600,
  share: 1,
  ...over,
});
let weekStartDay = 5;
const { fetchMock } = stubEndpoints([
  on(boxOfficeEndpoints.setting, () => ({ weekStartDay, formats: [] })),
  on(filmEndpoints.nameList, () => []),
  on(boxOfficeEndpoints.weekly, ({ query }) => ({
    weekStartDay,
    from: '2026-11-20',
    to: '2026-11-26',
    metric: query.get('metric') === 'admissions' ? ('admissions' as const) : ('boxOffice' as const),
    list: [
      row({}),
      row({ kind: 'films', filmId: null, label: '作品計', filmWeek: null, cumulative: null }),
      row({ kind: 'shop', filmId: null, label: '売店売上（販売日）', days: [500, -500, 0, 0, 0, 0, 0], weekTotal: 0 }),
      row({ kind: 'sales', filmId: null, label: '合計売上', weekTotal: 9000 }),
    ],
  })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const calls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/boxOffice/weekly'));
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

describe('週間売上', () => {
  it('shows 金 to 木, 週計, 前週比, 週目 and 累計 per 作品, then 売店 and 合計売上', async () => {
    weekStartDay = 5;
    signIn(testSession('staff', { permissionMap: { reports: ['view', 'export'] } }));
    renderWithProviders(<SaleWeeklyPage />, { path: '/sale-weekly' });
    await screen.findByText('売店売上（販売日）');
    expect(headers().slice(1, 8)).toEqual(['金', '土', '日', '月', '火', '水', '木']);
    for (const title of ['週計', '前週計', '前週比', '週目', '累計', '構成比']) expect(headers()).toContain(title);
    expect(screen.getAllByText('250.0%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('-500').length).toBeGreaterThan(0);
    expect(screen.getByText(/^興行週：/)).toBeTruthy();
    // The week asked is the 興行週 last finished: a Friday.
    const week = new URLSearchParams(calls()[0]!.split('?')[1]).get('week')!;
    expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(5);
  });

  it('starts the week on the brand’s day, and asks for 動員 when chosen', async () => {
    weekStartDay = 1;
    signIn(testSession('staff', { permissionMap: { reports: ['view', 'export'] } }));
    renderWithProviders(<SaleWeeklyPage />, { path: '/sale-weekly' });
    await screen.findByText('売店売上（販売日）');
    expect(headers().slice(1, 8)).toEqual(['月', '火', '水', '木', '金', '土', '日']);
    await chooseOption(user, screen.getByRole('combobox', { name: '指標（興収）' }), '動員');
    await waitFor(() => expect(calls().at(-1)).toContain('metric=admissions'));
  });
});
