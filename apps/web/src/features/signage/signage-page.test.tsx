import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { signageGroupEndpoints, signagePlaylistEndpoints, type SignagePlaylist } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { program } from './player/player-fixtures.js';
import SignagePage from './signage-page.js';

// /signage (docs/signage.md): 新宿's playlists with where each plays, and a preview in the device's own player.

const session = testSession('staff', { permissionMap: { signage: ['view', 'create', 'update', 'delete'] } });
const stamp = {
  brandId: 1,
  cinemaId: 1,
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const board = { kind: 'board' as const, imageUrl: null, videoUrl: null, filmId: null, durationSeconds: 15 };
const window = { startDate: null, endDate: null, startTime: null, endTime: null };
const playlists: SignagePlaylist[] = [
  {
    ...stamp,
    id: 1,
    name: 'ロビー（標準）',
    deviceId: null,
    groupId: null,
    active: true,
    slides: [{ ...board, ...window }],
  },
  { ...stamp, id: 2, name: '2階の番組', deviceId: null, groupId: 5, active: false, slides: [{ ...board, ...window }] },
];

const { sentTo } = stubEndpoints([
  on(signagePlaylistEndpoints.list, () => ({ list: playlists, total: 2, page: 0, pageSize: 20 })),
  on(signagePlaylistEndpoints.devices, () => [{ id: 9, code: 'SIG01', name: 'ロビーサイネージ' }]),
  on(signageGroupEndpoints.list, () => ({
    list: [{ ...stamp, id: 5, name: '2階', deviceIds: [9] }],
    total: 1,
    page: 0,
    pageSize: 20,
  })),
  on(signagePlaylistEndpoints.preview, () =>
    program({ playlist: { name: 'ロビー（標準）', slides: playlists[0]!.slides } }),
  ),
]);

beforeEach(() => signIn(session));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('signage page', () => {
  it('lists the playlists with where they play, and previews one in the player', async () => {
    renderWithProviders(<SignagePage />, { path: '/signage' });
    const standard = (await screen.findByText('ロビー（標準）')).closest<HTMLElement>('tr')!;
    expect(within(standard).getByText('劇場全体')).toBeTruthy();
    const upstairs = screen.getByText('2階の番組').closest<HTMLElement>('tr')!;
    expect(await within(upstairs).findByText('端末グループ：2階')).toBeTruthy();
    expect(within(upstairs).getByText('無効')).toBeTruthy();
    await user.click(within(standard).getByRole('button', { name: /プレビュー/ }));
    const preview = await screen.findByTestId('playlist-preview');
    expect(await within(preview).findByText('シネマライン新宿 上映スケジュール')).toBeTruthy();
  });

  it('registers a playlist for the whole cinema, its slides in order', async () => {
    renderWithProviders(<SignagePage />, { path: '/signage' });
    await user.click(await screen.findByRole('button', { name: /新規作成/ }));
    const dialog = await waitFor(() => {
      const found = screen.queryAllByRole('dialog').find((d) => within(d).queryByText('プレイリスト登録'));
      if (!found) throw new Error('no form dialog');
      return found;
    });
    await user.type(within(dialog).getByLabelText('名称'), '週末の番組');
    await user.click(within(dialog).getByRole('button', { name: /スライドを追加/ }));
    expect(within(dialog).getByText('スライド 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /登\s?録/ }));
    await waitFor(() => expect(sentTo(signagePlaylistEndpoints.create)).toHaveLength(1));
    expect(sentTo(signagePlaylistEndpoints.create)[0]).toMatchObject({
      name: '週末の番組',
      deviceId: null,
      groupId: null,
      active: true,
      slides: [
        { kind: 'board', durationSeconds: 15 },
        { kind: 'board', durationSeconds: 15 },
      ],
    });
  });
});
