import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { signageBoardEndpoints, type SignageBoard } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import CinemaSchedulePage from './cinema-schedule-page.js';

// /cinema-schedule?view=lobby (docs/signage.md, "the lobby board"): today's screenings as the lobby shows them, and
// the time from which tomorrow's follow.

const session = testSession('staff', { permissionMap: { performance: ['view', 'update'] } });
const row = {
  businessDate: '2026-12-01',
  filmId: 1,
  classification: 'PG12',
  startAt: '2026-12-01T16:10:00Z',
  endAt: '2026-12-01T18:00:00Z',
  endTime: '27:00',
  screenName: 'スクリーン2',
  formatName: '2D',
  languageName: '字幕版',
};
const board: SignageBoard = {
  cinemaName: 'シネマライン新宿',
  businessDate: '2026-12-01',
  tomorrowFrom: '20:00',
  days: [
    {
      businessDate: '2026-12-01',
      label: '本日',
      rows: [
        { ...row, screeningId: 1, filmName: '夜明けの灯台', startTime: '25:10', remaining: 0, total: 120, mark: '×' },
        {
          ...row,
          screeningId: 2,
          filmName: '風の向こうの街',
          startTime: '25:40',
          remaining: 60,
          total: 120,
          mark: '○',
        },
      ],
    },
  ],
  films: [],
  generatedAt: '2026-12-01T00:00:00Z',
};

const { sentTo } = stubEndpoints([
  on(signageBoardEndpoints.board, () => board),
  on(signageBoardEndpoints.setting, () => ({ cinemaId: 1, tomorrowFrom: '20:00', version: 2 })),
  on(signageBoardEndpoints.saveSetting, ({ body }) => ({ cinemaId: 1, tomorrowFrom: body?.tomorrowFrom, version: 3 })),
]);

beforeEach(() => signIn(session));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('lobby board', () => {
  it('shows today’s screenings with 36-hour times and 残席, and saves the time tomorrow’s follow from', async () => {
    renderWithProviders(<CinemaSchedulePage />, { path: '/cinema-schedule?view=lobby', route: '/cinema-schedule' });
    const full = (await screen.findByText('夜明けの灯台')).closest<HTMLElement>('tr')!;
    expect(within(full).getByText('25:10')).toBeTruthy();
    expect(within(full).getByText('× 満席（0/120）')).toBeTruthy();
    expect(screen.getByText('○ 余裕あり（60/120）')).toBeTruthy();
    const time = await screen.findByLabelText('翌日分を表示する時刻');
    await user.clear(time);
    await user.type(time, '18:00');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(sentTo(signageBoardEndpoints.saveSetting)).toEqual([{ tomorrowFrom: '18:00', version: 2 }]),
    );
  });
});
