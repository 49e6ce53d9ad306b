import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { kitchenPrinterEndpoints, type KitchenPrinterListItem } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import KitchenPrinterPage from './kitchen-printer-page.js';

// キッチンプリンター: each printer's 最終印刷 and 未印刷, and the way to its 印刷履歴.

const printer = (over: Partial<KitchenPrinterListItem>): KitchenPrinterListItem => ({
  deviceId: 31,
  cinemaId: 10,
  code: 'KP01',
  name: 'キッチンプリンター（フード）',
  status: 'active',
  lastSeenAt: '2026-11-25T10:30:00.000Z',
  shopGroups: ['food'],
  paperWidth: '80',
  copies: 1,
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  lastPrintedAt: '2026-11-25T10:31:09.000Z',
  pendingJobs: 3,
  ...over,
});
stubEndpoints([
  on(kitchenPrinterEndpoints.list, () => ({
    list: [printer({}), printer({ deviceId: 32, code: 'KP02', name: 'グッズ', lastPrintedAt: null, pendingJobs: 0 })],
    total: 2,
    page: 0,
    pageSize: 20,
  })),
]);

beforeEach(() => signIn(testSession('staff', { permissionMap: { settings: ['view'] } })));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('キッチンプリンター', () => {
  it('shows when each printer last printed and how many slips wait, and opens its 印刷履歴', async () => {
    const { router } = renderWithProviders(<KitchenPrinterPage />, {
      path: '/kitchen-printer-device',
      otherScreens: { '/kitchen-printer-device/print-jobs/:id': '印刷履歴の画面' },
    });
    const busy = (await screen.findByText('KP01')).closest('tr')!;
    expect(within(busy).getByText('2026-11-25 19:31')).toBeTruthy();
    expect(within(busy).getByText('3件')).toBeTruthy();
    const idle = screen.getByText('KP02').closest('tr')!;
    expect(within(idle).getByText('0件')).toBeTruthy();
    // Staff who only view see the history, not the settings.
    expect(within(busy).queryByRole('button', { name: '印刷設定' })).toBeNull();
    await user.click(within(busy).getByRole('button', { name: '印刷履歴' }));
    expect(await screen.findByText('印刷履歴の画面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/kitchen-printer-device/print-jobs/31');
  });
});
