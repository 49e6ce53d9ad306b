import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { signageMessageEndpoints, signagePlaylistEndpoints, type SignageMessage } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MessagePage from './message-page.js';

// /customized-message (docs/signage.md): 新宿's staff see each message's state and withdraw one from the players.

const session = testSession('staff', { permissionMap: { signage: ['view', 'create', 'update', 'delete'] } });
const base = {
  brandId: 1,
  cinemaId: 1,
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const messages: SignageMessage[] = [
  {
    ...base,
    id: 1,
    kind: 'urgent',
    style: 'fullscreen',
    text: '係員の指示に従ってください',
    deviceId: null,
    startAt: '2026-11-01T10:00:00+09:00',
    endAt: null,
    withdrawnAt: null,
  },
  {
    ...base,
    id: 2,
    kind: 'delay',
    style: 'ticker',
    text: '19:00の回は10分遅れます',
    deviceId: 9,
    startAt: '2026-11-01T10:00:00+09:00',
    endAt: null,
    withdrawnAt: '2026-11-01T11:00:00+09:00',
  },
];

const { sentTo } = stubEndpoints([
  on(signageMessageEndpoints.list, () => ({ list: messages, total: 2, page: 0, pageSize: 20 })),
  on(signageMessageEndpoints.withdraw, ({ params }) => ({ ...messages[0], id: Number(params.id) })),
  on(signagePlaylistEndpoints.devices, () => [{ id: 9, code: 'SIG01', name: 'ロビーサイネージ' }]),
]);

beforeEach(() => signIn(session));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('message page', () => {
  it('lists messages with their kind, target and state, and withdraws one after a confirmation', async () => {
    renderWithProviders(<MessagePage />, { path: '/customized-message' });
    const urgent = (await screen.findByText('係員の指示に従ってください')).closest<HTMLElement>('tr')!;
    expect(within(urgent).getByText('緊急')).toBeTruthy();
    expect(within(urgent).getByText('全端末')).toBeTruthy();
    expect(within(urgent).getByText('表示中')).toBeTruthy();
    const delayed = screen.getByText('19:00の回は10分遅れます').closest<HTMLElement>('tr')!;
    expect(await within(delayed).findByText('ロビーサイネージ')).toBeTruthy();
    expect(within(delayed).getByText('取り下げ')).toBeTruthy();
    expect(within(delayed).queryByRole('button', { name: /取り下げ/ })).toBeNull();
    await user.click(within(urgent).getByRole('button', { name: /取り下げ/ }));
    await user.click(await screen.findByRole('button', { name: '取り下げる' }));
    await waitFor(() => expect(sentTo(signageMessageEndpoints.withdraw)).toHaveLength(1));
  });

  it('warns that an urgent message replaces what the players show', async () => {
    renderWithProviders(<MessagePage />, { path: '/customized-message' });
    await user.click(await screen.findByRole('button', { name: /新規作成/ }));
    // An earlier test's confirmation may still be leaving: the dialog of this form.
    const dialog = await waitFor(() => {
      const found = screen.queryAllByRole('dialog').find((d) => within(d).queryByText('メッセージ登録'));
      if (!found) throw new Error('no form dialog');
      return found;
    });
    await user.click(within(dialog).getByText('緊急'));
    expect(await within(dialog).findByText(/全画面で、表示中の内容に代わってすぐに表示されます/)).toBeTruthy();
    expect(within(dialog).queryByText('ティッカー')?.closest('.ant-form-item-hidden')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('本文'), '避難してください');
    await user.click(within(dialog).getByRole('button', { name: /登\s?録/ }));
    await waitFor(() => expect(sentTo(signageMessageEndpoints.create)).toHaveLength(1));
    expect(sentTo(signageMessageEndpoints.create)[0]).toMatchObject({ kind: 'urgent', text: '避難してください' });
    expect(sentTo(signageMessageEndpoints.create)[0]?.style).toBeDefined();
  });
});
