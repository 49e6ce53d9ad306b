import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { deviceEndpoints, permissionTypes, type Device } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession, workingAt } from '../../test/session.js';
import DeviceListPage from './device-list-page.js';
import { chooseOption } from '../../test/select.js';

// Head office working on 新宿シネマ; the API answers from these records.
const session = testSession('headOffice', {
  ...workingAt({ id: 10, name: '新宿シネマ', code: 'SJK', brandId: 1 }),
  permissionMap: { settings: [...permissionTypes] },
});
const pos: Device = {
  id: 1,
  brandId: 1,
  cinemaId: 10,
  cinemaName: '新宿シネマ',
  code: 'POS01',
  name: 'チケットカウンター POS 1',
  type: 'pos',
  status: 'active',
  lastSeenAt: null,
  secretIssuedAt: '2026-04-01T00:00:00.000Z',
  version: 1,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};
const { sentTo } = stubEndpoints([
  on(deviceEndpoints.list, () => ({ list: [pos], total: 1, page: 0, pageSize: 20 })),
  on(deviceEndpoints.create, () => ({
    ...pos,
    id: 2,
    code: 'KIOSK09',
    name: '自動券売機 9',
    type: 'kiosk' as const,
    secret: 'first-secret-abcdefghijklmnopqrstu',
  })),
  on(deviceEndpoints.rotateSecret, ({ params }) =>
    params.id === '1' ? { ...pos, secret: 'second-secret-abcdefghijklmnopqrst' } : undefined,
  ),
]);
const rotated = () => sentTo(deviceEndpoints.rotateSecret);

beforeEach(() => signIn(session));

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const secretBox = () => screen.queryByLabelText<HTMLInputElement>('登録キー');

function renderPage() {
  renderWithProviders(
    // Without motion a closed dialog is destroyed at once, as it is after the animation in a browser.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DeviceListPage />
    </ConfigProvider>,
  );
}

describe('device list page', () => {
  it('shows a new device’s secret once; after closing it is gone from the page', async () => {
    renderPage();
    expect(await screen.findByText('チケットカウンター POS 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /端末登録/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await chooseOption(user, dialog.getByLabelText('端末種別'), '自動券売機');
    await user.type(dialog.getByLabelText('端末コード'), 'KIOSK09');
    await user.type(dialog.getByLabelText('端末名'), '自動券売機 9');
    await user.click(dialog.getByRole('button', { name: /登\s?録/ }));

    await waitFor(() => expect(secretBox()?.value).toBe('first-secret-abcdefghijklmnopqrstu'));
    expect(sentTo(deviceEndpoints.create)).toEqual([
      { type: 'kiosk', code: 'KIOSK09', name: '自動券売機 9', status: 'active' },
    ]);
    expect(screen.getByText('登録キーはこの画面でしか表示できません')).toBeTruthy();
    // The same key as a QR code for the device's setup screen.
    expect(document.querySelector('.ant-qrcode svg')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /閉じる/ }));
    await waitFor(() => expect(secretBox()).toBeNull());
    expect(document.body.textContent).not.toContain('first-secret');
  });

  it('rotating asks first, then shows the new secret', async () => {
    renderPage();
    expect(await screen.findByText('チケットカウンター POS 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '登録キー再発行' }));
    expect(await screen.findByText(/今の登録キーはすぐに使えなくなります/)).toBeTruthy();
    expect(rotated()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '再発行する' }));
    await waitFor(() => expect(secretBox()?.value).toBe('second-secret-abcdefghijklmnopqrst'));
    expect(rotated()).toHaveLength(1);
  });
});
