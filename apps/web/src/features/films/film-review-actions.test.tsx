import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { filmEndpoints, ja, filmReturnLabels, type Film, type FilmListItem } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { FilmReviewActions } from './film-review-actions.js';
import { FilmApproval } from './film-approval.js';

const film = { id: 12, name: '新宿の新作', approvalStatus: 'pending', version: 3 } as FilmListItem;
const { sentTo } = stubEndpoints([
  on(filmEndpoints.sendBack, () => ({ ...film, approvalStatus: 'returned' as const })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('film 承認 / 差し戻し', () => {
  it('head office with 作品の承認 sends a film back with the reason it typed', async () => {
    signIn(testSession('headOffice', { permissionMap: { film: ['view', 'approve'] } }));
    renderWithProviders(<FilmReviewActions film={film} />);
    await user.click(screen.getByRole('button', { name: '差し戻し' }));
    await user.click(await screen.findByRole('button', { name: '差し戻す' }));
    expect(await screen.findByText(ja.required(filmReturnLabels.reason))).toBeTruthy();
    expect(sentTo(filmEndpoints.sendBack)).toEqual([]);
    await user.type(screen.getByLabelText(filmReturnLabels.reason), '公開日を確認してください。');
    await user.click(screen.getByRole('button', { name: '差し戻す' }));
    await waitFor(() =>
      expect(sentTo(filmEndpoints.sendBack)).toEqual([{ reason: '公開日を確認してください。', version: 3 }]),
    );
  });

  it('a role without 作品の承認, and cinema staff, see neither button', () => {
    signIn(testSession('headOffice', { permissionMap: { film: ['view', 'create', 'update'] } }));
    const { unmount } = renderWithProviders(<FilmReviewActions film={film} />);
    expect(screen.queryByRole('button', { name: '承認' })).toBeNull();
    unmount();
    signIn(testSession('staff', { permissionMap: { film: ['view', 'approve'] } }));
    renderWithProviders(<FilmReviewActions film={film} />);
    expect(screen.queryByRole('button', { name: '差し戻し' })).toBeNull();
  });

  it('the cinema reads head office’s reason on the film and how to ask again', () => {
    const returned = {
      ...film,
      approvalStatus: 'returned',
      returnReason: '公開日が違います。',
      returnedAt: '2026-11-20T03:00:00.000Z',
      createdByCinemaName: 'シネマライン新宿',
    } as Film;
    renderWithProviders(<FilmApproval record={returned} isCinema />);
    expect(screen.getByText('差し戻し')).toBeTruthy();
    expect(screen.getByText('理由：公開日が違います。')).toBeTruthy();
    expect(screen.getByText('内容を修正して保存すると、再び「承認待ち」になります。')).toBeTruthy();
  });
});
