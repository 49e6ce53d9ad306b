import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import {
  adjustmentMessages,
  ingredientEndpoints,
  inventoryAdjustmentEndpoints,
  permissionTypes,
  shopItemEndpoints,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { InventoryAdjustmentModal } from './inventory-adjustment-modal.js';

const item = (id: number, code: string, name: string, nameKana: string) => ({
  id,
  code,
  name,
  nameKana,
  inventoryControl: true,
});

const { sentTo } = stubEndpoints([
  on(inventoryAdjustmentEndpoints.locations, () => [{ id: 3, name: '売店' }]),
  on(shopItemEndpoints.list, ({ query }) => ({
    list:
      query.get('kind') === 'concession'
        ? [item(11, 'F001', 'ポップコーン', 'ポップコーン'), item(12, 'F002', 'ホットドッグ', 'ホットドッグ')]
        : [item(13, 'G001', 'クリアファイル', 'クリアファイル')],
    total: 1,
    page: 0,
    pageSize: 9999,
  })),
  on(ingredientEndpoints.list, () => ({ list: [], total: 0, page: 0, pageSize: 9999 })),
  on(inventoryAdjustmentEndpoints.create, () => ({ id: 1 })),
]);

beforeEach(() => signIn(testSession('staff', { permissionMap: { shop: [...permissionTypes] } })));

/** Opens an antd Select by its label, types to narrow it, and picks the option. */
const choose = async (label: string, option: string, search?: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  if (search) fireEvent.change(input, { target: { value: search } });
  // eslint-disable-next-line no-restricted-syntax -- the list is narrowed by typing first, which chooseOption does not do
  fireEvent.click(await screen.findByTitle(option));
};
/** The dialog, opened before its locations were read (the page reads them first), so 売店 is picked here. */
const open = async (onSaved = vi.fn(async () => undefined)) => {
  renderWithProviders(
    <App>
      <InventoryAdjustmentModal open onClose={vi.fn()} onSaved={onSaved} />
    </App>,
  );
  await choose('保管場所', '売店');
  return onSaved;
};
const register = () => fireEvent.click(screen.getByRole('button', { name: /登\s?録/ }));

describe('在庫調整登録', () => {
  it('finds an item typed in hiragana, and records a 廃棄 of 5 with the sign from its kind', async () => {
    const onSaved = await open();
    const picker = await screen.findByRole('combobox', { name: '商品' });
    await waitFor(() => {
      fireEvent.mouseDown(picker);
      expect(screen.getByTitle('F002 ホットドッグ')).toBeTruthy();
    });
    fireEvent.change(picker, { target: { value: 'ぽっぷこーん' } });
    await waitFor(() => expect(screen.queryByTitle('F002 ホットドッグ')).toBeNull());
    fireEvent.click(screen.getByTitle('F001 ポップコーン'));
    await choose('区分', '廃棄');
    expect(await screen.findByText(/「廃棄」は在庫から減らします/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '５' } });
    expect(await screen.findByText('在庫から 5 個減らします')).toBeTruthy();
    register();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentTo(inventoryAdjustmentEndpoints.create).at(-1)).toMatchObject({
      locationId: 3,
      shopItemId: 11,
      ingredientId: null,
      kind: 'disposal',
      quantity: '５',
    });
  });

  it('shows what an increasing kind adds, and refuses a sign there with the field’s message', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '12' } });
    expect(await screen.findByText('在庫に 12 個加えます')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '-3' } });
    register();
    expect(await screen.findByText(adjustmentMessages.count)).toBeTruthy();
    expect(sentTo(inventoryAdjustmentEndpoints.create)).toEqual([]);
  });

  it('asks for ＋ or － only for 棚卸差異 and その他, and says why', async () => {
    await open();
    await choose('区分', '棚卸差異');
    expect(
      await screen.findByText(/「棚卸差異」は増減どちらもあるため、「\+」（増）または「-」（減）をつけて/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '3' } });
    register();
    expect(await screen.findByText(adjustmentMessages.sign)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '－3' } });
    expect(await screen.findByText('在庫から 3 個減らします')).toBeTruthy();
  });
});
