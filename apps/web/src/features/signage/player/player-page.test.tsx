import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { deviceSignageEndpoints } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../../test/fetch-mock.js';
import { renderWithProviders } from '../../../test/render.js';
import { program } from './player-fixtures.js';
import PlayerPage from './player-page.js';

// /player (docs/signage.md, "the player"): a device opens it once with its token; it keeps the token and its last
// program, and says nothing to the audience when the server cannot be reached.

let up = true;
const { fetchMock } = stubEndpoints([
  on(deviceSignageEndpoints.program, () =>
    up ? program({ board: { ...program().board, cinemaName: '最新の劇場' } }) : reply(503, { success: false }),
  ),
  on(deviceSignageEndpoints.token, () => ({ token: 'renewed-token', expiresAt: '2026-12-01T12:00:00.000Z' })),
]);

beforeEach(() => {
  localStorage.clear();
  up = true;
  window.history.replaceState(null, '', '/player');
});

const authOf = (i: number) => (fetchMock.mock.calls[i]?.[1]?.headers as Record<string, string>).authorization;

describe('player page', () => {
  it('takes the token from the address once, keeps it, and shows the server’s program', async () => {
    window.history.replaceState(null, '', '/player?token=dv1.device-token');
    renderWithProviders(<PlayerPage />, { path: '/player' });
    expect(await screen.findByText('最新の劇場 上映スケジュール')).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(authOf(0)).toBe('Bearer dv1.device-token');
    // The program is kept for a restart without the server; the token is renewed as it runs.
    await waitFor(() => expect(localStorage.getItem('signageToken')).toBe('renewed-token'));
    expect(JSON.parse(localStorage.getItem('signageProgram') ?? '{}').board.cinemaName).toBe('最新の劇場');
  });

  it('shows its last program, and no error, when the server cannot be reached', async () => {
    up = false;
    localStorage.setItem('signageToken', 'dv1.kept');
    localStorage.setItem('signageProgram', JSON.stringify(program()));
    renderWithProviders(<PlayerPage />, { path: '/player' });
    expect(await screen.findByText('シネマライン新宿 上映スケジュール')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(authOf(0)).toBe('Bearer dv1.kept');
    expect(screen.queryByText(/エラー|接続できません/)).toBeNull();
  });

  it('says how to set it up when it has no token', () => {
    renderWithProviders(<PlayerPage />, { path: '/player' });
    expect(screen.getByRole('status').textContent).toContain('/player?token=');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
