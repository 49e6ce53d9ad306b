import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { cinemaEndpoints, salesStopEndpoints, type SalesStop } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import SalesStopPage from './sales-stop-page.js';

// 新宿's staff: may register and change stops of their cinema, not delete them.
const session = testSession('staff', { permissionMap: { settings: ['view', 'create', 'update'] } });
const cinema = session.cinemaObj!;
const stamp = '2026-05-01T00:00:00.000Z';
const base = {
  brandId: 1,
  brandName: 'シネマライン',
  createdByName: '新宿 劇場スタッフ',
  history: [],
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
};
const stops: SalesStop[] = [
  {
    ...base,
    id: 1,
    scope: 'cinema',
    cinemaId: cinema.id,
    cinemaName: cinema.name,
    startsAt: stamp,
    endsAt: null,
    message: '機器点検のため停止中です。',
    state: 'active',
  },
  {
    ...base,
    id: 2,
    scope: 'platform',
    brandId: null,
    brandName: null,
    cinemaId: null,
    cinemaName: null,
    startsAt: stamp,
    endsAt: '2026-05-01T02:00:00.000Z',
    message: 'メンテナンスは終了しました。',
    state: 'ended',
    createdByName: 'プラットフォーム管理者',
  },
];

const { sentTo } = stubEndpoints(
  [
    on(salesStopEndpoints.list, ({ query }) =>
      query.get('state') === 'active'
        ? { list: [stops[0]!], total: 1, page: 0, pageSize: 20 }
        : { list: stops, total: 2, page: 0, pageSize: 20 },
    ),
    on(cinemaEndpoints.listMap, () => session.cinemas),
  ],
  ({ body }) => ({ ...stops[0], ...body }),
);

beforeEach(() => signIn(session));

// The dialog showing a text (an earlier test's static modal may still be leaving).
const dialogWith = (text: string) =>
  waitFor(() => {
    const found = screen.queryAllByRole('dialog').find((d) => within(d).queryByText(text));
    if (!found) throw new Error(`no dialog with ${text}`);
    return found;
  });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const renderPage = () => renderWithProviders(<SalesStopPage />);

describe('sales stop page', () => {
  it('lists stops with their state, warns of the running one, and leaves platform-wide stops to the operator', async () => {
    renderPage();
    const running = (await screen.findByText('機器点検のため停止中です。')).closest<HTMLElement>('tr')!;
    expect(within(running).getByText('停止中')).toBeTruthy();
    expect(within(running).getByText('終了するまで')).toBeTruthy();
    expect(within(running).getByText('終了')).toBeTruthy();
    expect(screen.getByText('オンライン販売を停止しています')).toBeTruthy();
    const platform = screen.getByText('メンテナンスは終了しました。').closest<HTMLElement>('tr')!;
    expect(within(platform).getByText('プラットフォーム全体')).toBeTruthy();
    expect(within(platform).queryByText('編集')).toBeNull();
    expect(screen.queryByText('削除')).toBeNull();
  });

  it('shows the customer’s message as an example that closes by itself after 3 seconds', async () => {
    renderPage();
    const running = (await screen.findByText('機器点検のため停止中です。')).closest<HTMLElement>('tr')!;
    const opened = Date.now();
    await user.click(within(running).getByText('表示確認'));
    expect(await screen.findByText('お客様への表示例です。3秒後に自動で閉じます。')).toBeTruthy();
    expect(screen.getAllByText('機器点検のため停止中です。')).toHaveLength(2);
    // jsdom never finishes antd's leave animation: closing shows as the dialog starting to leave.
    const leaving = () => document.querySelector('.ant-modal-confirm-warning.ant-zoom-leave');
    expect(leaving()).toBeNull();
    await waitFor(() => expect(leaving()).not.toBeNull(), { timeout: 6000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(2900);
  });

  it('stops the session’s cinema from now after a confirmation', async () => {
    renderPage();
    await user.click(await screen.findByRole('button', { name: /オンライン販売を停止/ }));
    const dialog = await dialogWith('オンライン販売の停止');
    await user.click(within(dialog).getByRole('button', { name: /停止を登録/ }));
    expect(await within(dialog).findByText('「お客様向けメッセージ」を入力してください')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('お客様向けメッセージ'), '臨時休館のため停止します。');
    await user.click(within(dialog).getByRole('button', { name: /停止を登録/ }));
    expect(
      await screen.findByText(`${cinema.name}のオンライン販売をただちに停止します。`, { exact: false }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '停止する' }));
    await waitFor(() =>
      expect(sentTo(salesStopEndpoints.create)).toEqual([
        { scope: 'cinema', cinemaId: cinema.id, startsAt: null, endsAt: null, message: '臨時休館のため停止します。' },
      ]),
    );
  });
});
