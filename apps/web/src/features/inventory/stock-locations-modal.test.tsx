import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import {
  inventoryAdjustmentEndpoints,
  inventoryEndpoints,
  permissionTypes,
  stockLocationEndpoints,
  stockLocationMessages as m,
  type StockLocation,
} from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import InventoryPage from './inventory-page.js';
import { StockLocationsModal } from './stock-locations-modal.js';

const location = (id: number, name: string, forSales: boolean, inUse: boolean): StockLocation => ({
  id,
  brandId: 1,
  cinemaId: 10,
  name,
  forSales,
  inUse,
  version: 2,
  createdAt: '2031-01-01T00:00:00.000Z',
  updatedAt: '2031-01-01T00:00:00.000Z',
});
const shop = location(3, '売店', true, true);
const store = location(4, '倉庫', false, false);

const { sentTo } = stubEndpoints([
  on(stockLocationEndpoints.list, () => [shop, store]),
  on(stockLocationEndpoints.create, ({ body }) =>
    body.name === '倉庫'
      ? reply(409, {
          success: false,
          code: 'conflict',
          message: m.nameInUse,
          errors: [{ field: 'name', message: m.nameInUse }],
        })
      : location(5, String(body.name), false, false),
  ),
  on(stockLocationEndpoints.update, () => store),
  on(stockLocationEndpoints.delete, () => undefined),
  on(inventoryAdjustmentEndpoints.locations, () => [{ id: 3, name: '売店' }]),
  on(inventoryEndpoints.list, () => ({ list: [], total: 0, page: 0, pageSize: 20 })),
]);

const staffWith = (...types: (typeof permissionTypes)[number][]) =>
  signIn(testSession('staff', { permissionMap: { shop: types } }));
beforeEach(() => staffWith(...permissionTypes));

const open = () =>
  renderWithProviders(
    <App>
      <StockLocationsModal open onClose={() => undefined} />
    </App>,
  );
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
/** A button by its text (antd spaces out two-character labels: 削 除). */
const buttonIn = (container: HTMLElement, text: RegExp | string) =>
  within(container).getByText(text).closest('button')!;
const press = (container: HTMLElement, text: RegExp | string) => fireEvent.click(buttonIn(container, text));
/** A dialog by its title (antd's test ids leave dialogs without accessible names). */
const dialogTitled = async (title: RegExp | string) =>
  (await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }))
    .at(-1)!
    .closest<HTMLElement>('.ant-modal')!;

describe('保管場所', () => {
  it('is opened from 在庫一覧', async () => {
    renderWithProviders(<InventoryPage />, { path: '/inventory' });
    fireEvent.click((await screen.findByText('保管場所', { selector: 'button span' })).closest('button')!);
    const dialog = await dialogTitled('保管場所');
    expect(await within(dialog).findByText('倉庫')).toBeTruthy();
  });

  it('marks the location sales use, and keeps it and one with stock history from being deleted', async () => {
    open();
    const shopRow = await rowOf('売店');
    expect(within(shopRow).getByText('販売用')).toBeTruthy();
    expect(buttonIn(shopRow, /削\s?除/).disabled).toBe(true);
    expect(within(shopRow).queryByText('販売用にする')).toBeNull();
    const storeRow = await rowOf('倉庫');
    expect(buttonIn(storeRow, /削\s?除/).disabled).toBe(false);
    expect(buttonIn(storeRow, '販売用にする')).toBeTruthy();
  });

  it('adds a location: the name is checked inline, a taken one is named by the server', async () => {
    open();
    press(await dialogTitled('保管場所'), '保管場所を追加');
    const form = await dialogTitled('保管場所の追加');
    press(form, /登\s?録/);
    expect(await within(form).findByText('「保管場所名」を入力してください')).toBeTruthy();
    expect(sentTo(stockLocationEndpoints.create)).toEqual([]);
    fireEvent.change(within(form).getByLabelText('保管場所名'), { target: { value: '倉庫' } });
    press(form, /登\s?録/);
    expect(await within(form).findByText(m.nameInUse)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('保管場所名'), { target: { value: 'バックヤード' } });
    press(form, /登\s?録/);
    await waitFor(() =>
      expect(sentTo(stockLocationEndpoints.create).at(-1)).toEqual({ name: 'バックヤード', forSales: false }),
    );
  });

  it('moves 販売用 to another location after asking', async () => {
    open();
    press(await rowOf('倉庫'), '販売用にする');
    press(await dialogTitled('「倉庫」を販売用にしますか？'), '販売用にする');
    await waitFor(() =>
      expect(sentTo(stockLocationEndpoints.update)).toEqual([{ id: 4, version: 2, name: '倉庫', forSales: true }]),
    );
  });

  it('renames a location; the 販売用 one cannot be unmarked in its form', async () => {
    open();
    press(await rowOf('売店'), /編\s?集/);
    const form = await dialogTitled('保管場所の編集');
    expect(form.querySelector<HTMLInputElement>('input[type=checkbox]')!.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('保管場所名'), { target: { value: '1階売店' } });
    press(form, /保\s?存/);
    await waitFor(() =>
      expect(sentTo(stockLocationEndpoints.update).at(-1)).toEqual({
        id: 3,
        version: 2,
        name: '1階売店',
        forSales: true,
      }),
    );
  });

  it('deletes a location without stock history after asking', async () => {
    open();
    press(await rowOf('倉庫'), /削\s?除/);
    press(await dialogTitled('「倉庫」を削除しますか？'), '削除する');
    await waitFor(() => expect(sentTo(stockLocationEndpoints.delete)).toHaveLength(1));
  });

  it('offers staff who may only view no way to change them', async () => {
    staffWith('view');
    open();
    const storeRow = await rowOf('倉庫');
    expect(screen.queryByText('保管場所を追加')).toBeNull();
    expect(storeRow.querySelectorAll('button')).toHaveLength(0);
  });
});
