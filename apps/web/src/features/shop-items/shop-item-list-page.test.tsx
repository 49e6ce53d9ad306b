import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { cinemaEndpoints, permissionTypes, shopItemEndpoints, type ShopItemListItem } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import ShopItemListPage from './shop-item-list-page.js';
import { chooseOption } from '../../test/select.js';

// The food and drink list: 販売劇場数 per item, and 劇場で販売する… for the selected rows (head office).
const cinemas = [
  { id: 1, name: 'シネマライン新宿', code: '0101' },
  { id: 2, name: 'シネマライン池袋', code: '0102' },
  { id: 3, name: 'シネマライン横浜', code: '0103' },
];
const item = (id: number, code: string, name: string, sellingCinemas: number): Partial<ShopItemListItem> => ({
  id,
  kind: 'concession',
  code,
  name,
  shopGroup: 'food',
  price: 500,
  taxRate: 0.08,
  eatInTaxRate: 0.1,
  state: 'selling',
  options: [],
  recipe: [],
  components: [],
  sellingCinemas,
  cinemaCount: 3,
});
const { sentTo } = stubEndpoints([
  on(cinemaEndpoints.listMap, () => cinemas),
  on(shopItemEndpoints.list, () => ({
    list: [item(11, 'F001', 'ポップコーン', 3), item(12, 'F900', 'チュロス', 0)],
    total: 2,
    page: 0,
    pageSize: 20,
  })),
  on(shopItemEndpoints.cinemaSales, () => ({ count: 2 })),
]);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const open = () => renderWithProviders(<ShopItemListPage />, { path: '/concession' });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('shop item list, head office', () => {
  beforeEach(() => signIn(testSession('headOffice', { permissionMap: { shop: [...permissionTypes] } })));

  it('shows how many cinemas sell each item', async () => {
    open();
    expect(await screen.findByText('チュロス')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '販売劇場数' })).toBeTruthy();
    expect(within(rowOf('ポップコーン')).getByText('3/3')).toBeTruthy();
    expect(within(rowOf('チュロス')).getByText('0/3')).toBeTruthy();
  });

  it('switches the selected items off in the chosen cinemas in one request', async () => {
    open();
    await screen.findByText('チュロス');
    const action = screen.getByRole('button', { name: /劇場で販売する…/ });
    expect(action.hasAttribute('disabled')).toBe(true);
    await user.click(within(rowOf('ポップコーン')).getByRole('checkbox'));
    await user.click(within(rowOf('チュロス')).getByRole('checkbox'));
    await user.click(action);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('選択した2件の商品の販売設定を変更します。')).toBeTruthy();
    // No cinema chosen: the dialog asks for one and sends nothing.
    await user.click(dialog.getByRole('button', { name: /変更する/ }));
    expect(await dialog.findByText('「劇場」を選択してください')).toBeTruthy();
    expect(sentTo(shopItemEndpoints.cinemaSales)).toEqual([]);

    await chooseOption(user, dialog.getByLabelText('劇場'), 'シネマライン池袋（0102）');
    await chooseOption(user, dialog.getByLabelText('劇場'), 'シネマライン横浜（0103）');
    await user.click(dialog.getByLabelText('販売しない'));
    await user.click(dialog.getByRole('button', { name: /変更する/ }));
    await waitFor(() => expect(sentTo(shopItemEndpoints.cinemaSales)).toHaveLength(1));
    expect(sentTo(shopItemEndpoints.cinemaSales)[0]).toEqual({ itemIds: [11, 12], cinemaIds: [2, 3], selling: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('shop item list, cinema staff', () => {
  beforeEach(() => signIn(testSession('staff', { permissionMap: { shop: [...permissionTypes] } })));

  it('has no selection and no 劇場で販売する…: the master is head office’s', async () => {
    open();
    expect(await screen.findByText('チュロス')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /劇場で販売する…/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
