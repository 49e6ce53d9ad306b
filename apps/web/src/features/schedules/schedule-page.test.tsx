import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import SchedulePage from './schedule-page.js';
import { weekOf } from './timeline-fixture.js';

// The week's answer carries the cinema's cut-off: 26 (翌2:00) in the fixture.
const { fetchMock } = stubApi(({ path, query }) =>
  path === '/api/schedule/week' ? weekOf(query.get('from')!, []) : path === '/api/version/list' ? { list: [] } : [],
);
const weeksAsked = () => fetchMock.mock.calls.map(([url]) => url).filter((u) => u.startsWith('/api/schedule/week'));

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
    await waitFor(() => expect(weeksAsked().at(-1)).toBe('/api/schedule/week?from=2026-05-04'));
    expect(await screen.findByRole('button', { name: /今\s?日/ })).toHaveProperty('disabled', true);
  });

  it('after the cut-off, opens on the calendar day', async () => {
    vi.setSystemTime(new Date('2026-05-05T02:30:00+09:00'));
    renderPage();
    expect(await screen.findByRole('button', { name: /今\s?日/ })).toHaveProperty('disabled', true);
    expect(weeksAsked()).toEqual(['/api/schedule/week?from=2026-05-05']);
  });
});
