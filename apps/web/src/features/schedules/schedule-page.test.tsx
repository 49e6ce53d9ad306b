import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { scheduleEndpoints, versionEndpoints } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import SchedulePage from './schedule-page.js';
import { weekOf } from './timeline-fixture.js';

// The week's answer carries the cinema's cut-off: 26 (翌2:00) in the fixture.
const { fetchMock } = stubEndpoints(
  [
    on(scheduleEndpoints.week, ({ query }) => weekOf(query.get('from')!, [])),
    on(versionEndpoints.list, () => ({ list: [] })),
  ],
  () => [],
);
const weekPath = scheduleEndpoints.week.path;
const weeksAsked = () => fetchMock.mock.calls.map(([url]) => url).filter((u) => u.startsWith(weekPath));

beforeEach(() => {
  signIn(testSession('staff', { permissionMap: { performance: ['view'] } }));
  // Only the clock is fake: antd and react-query keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderPage = () => renderWithProviders(<SchedulePage />, { path: '/schedule' });

describe('schedule page', () => {
  it('past midnight, before the cinema’s cut-off, opens on the business day that is still running', async () => {
    vi.setSystemTime(new Date('2026-05-05T01:30:00+09:00'));
    renderPage();
    await waitFor(() => expect(weeksAsked().at(-1)).toBe(`${weekPath}?from=2026-05-04`));
    expect(await screen.findByRole('button', { name: /今\s?日/ })).toHaveProperty('disabled', true);
  });

  it('after the cut-off, opens on the calendar day', async () => {
    vi.setSystemTime(new Date('2026-05-05T02:30:00+09:00'));
    renderPage();
    expect(await screen.findByRole('button', { name: /今\s?日/ })).toHaveProperty('disabled', true);
    expect(weeksAsked()).toEqual([`${weekPath}?from=2026-05-05`]);
  });

  it('the week view starts on the brand’s 興行週 (Friday by default) that holds the date', async () => {
    vi.setSystemTime(new Date('2026-05-06T12:00:00+09:00'));
    renderWithProviders(<SchedulePage />, { path: '/schedule?date=2026-05-06&view=week', route: '/schedule' });
    await waitFor(() => expect(weeksAsked().at(-1)).toBe(`${weekPath}?from=2026-05-01`));
    expect(await screen.findByText('5/1（金） 〜 5/7（木）')).toBeTruthy();
  });
});
