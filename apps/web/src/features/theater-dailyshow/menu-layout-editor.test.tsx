import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { cinemaShopItemEndpoints, ja, menuLayoutBody, type MenuLayout } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { MenuLayoutEditor } from './menu-layout-editor.js';

// The POS menu of 新宿: reordering a button and saving; a save that meets someone else's keeps
// the edit on screen with the notice, and the next save sends the version it started from.
const session = testSession('staff', { permissionMap: { shop: ['view', 'update'] } });
let refuseNextSave = false;
const stored: MenuLayout = {
  deviceType: 'pos',
  version: 3,
  updatedAt: null,
  pages: [
    {
      name: 'フード',
      buttons: [
        { itemId: 1, color: 'orange' },
        { itemId: 2, color: 'green' },
      ],
    },
  ],
};
const { sentTo } = stubEndpoints([
  on(cinemaShopItemEndpoints.layout, () => stored),
  on(cinemaShopItemEndpoints.list, () => ({
    list: [
      { shopItemId: 1, code: 'F001', name: 'ポップコーン', enabled: true },
      { shopItemId: 2, code: 'F002', name: 'ホットドッグ', enabled: true },
      { shopItemId: 3, code: 'F003', name: 'チュロス', enabled: true },
    ],
    total: 3,
    page: 0,
    pageSize: 9999,
  })),
  on(cinemaShopItemEndpoints.saveLayout, ({ body }) => {
    if (refuseNextSave) {
      refuseNextSave = false;
      return reply(409, { success: false, code: 'stale_version', message: ja.staleVersion });
    }
    return { ...stored, version: 4, pages: menuLayoutBody.parse(body).pages };
  }),
]);

beforeEach(() => signIn(session));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /保\s?存/ });
const order = () =>
  within(screen.getByRole('list', { name: 'ボタン配置' }))
    .getAllByRole('listitem')
    .map((b) => b.getAttribute('aria-label'));

describe('menu layout editor', () => {
  it('keeps a refused edit on screen, then saves it with the version it started from', async () => {
    refuseNextSave = true;
    renderWithProviders(<MenuLayoutEditor deviceType="pos" />);
    await screen.findByLabelText('ポップコーンを後ろへ');
    expect(order()).toEqual(['ポップコーン', 'ホットドッグ']);
    expect(saveButton().disabled).toBe(true);

    await user.click(screen.getByLabelText('ポップコーンを後ろへ'));
    expect(order()).toEqual(['ホットドッグ', 'ポップコーン']);
    await user.click(saveButton());
    await screen.findByText(ja.staleVersion);
    // The edit is still there, unsaved.
    expect(order()).toEqual(['ホットドッグ', 'ポップコーン']);
    expect(saveButton().disabled).toBe(false);

    await user.click(saveButton());
    await waitFor(() => expect(sentTo(cinemaShopItemEndpoints.saveLayout)).toHaveLength(2));
    const [, second] = sentTo(cinemaShopItemEndpoints.saveLayout);
    expect(second).toEqual({
      deviceType: 'pos',
      version: 3,
      pages: [
        {
          name: 'フード',
          buttons: [
            { itemId: 2, color: 'green' },
            { itemId: 1, color: 'orange' },
          ],
        },
      ],
    });
    await waitFor(() => expect(screen.queryByText(ja.staleVersion)).toBeNull());
    expect(saveButton().disabled).toBe(true);
  });
});
