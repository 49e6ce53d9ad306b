import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  cinemaEndpoints,
  ingredientEndpoints,
  permissionTypes,
  shopItemEndpoints,
  shopItemMessages,
  type ShopItem,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import ShopItemFormPage from './shop-item-form-page.js';
import { chooseOption } from '../../test/select.js';

// Head office registering and editing a shop item, and choosing the cinemas that start selling it.
const session = testSession('headOffice', { permissionMap: { shop: [...permissionTypes] } });
const cinemas = [
  { id: 1, name: 'シネマライン新宿', code: '0101' },
  { id: 2, name: 'シネマライン池袋', code: '0102' },
  { id: 3, name: 'シネマライン横浜', code: '0103' },
];
const saved: Partial<ShopItem> = {
  id: 7,
  kind: 'concession',
  code: 'F900',
  name: 'チュロス',
  shopGroup: 'food',
  price: 400,
  taxRate: 0.08,
  eatInTaxRate: 0.1,
  options: [],
  recipe: [],
  components: [],
  version: 3,
};
const { sentTo } = stubEndpoints([
  on(cinemaEndpoints.listMap, () => cinemas),
  on(ingredientEndpoints.list, () => ({ list: [], total: 0, page: 0, pageSize: 9999 })),
  on(shopItemEndpoints.detail, () => saved),
  on(shopItemEndpoints.create, () => saved),
  on(shopItemEndpoints.update, () => saved),
]);

beforeEach(() => signIn(session));

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const fill = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const submit = () => user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
const pickCinema = async (name: string) => {
  await chooseOption(user, screen.getByLabelText('販売する劇場'), name);
};

describe('shop item form: 販売する劇場', () => {
  it('creates an item with the two cinemas chosen', async () => {
    renderWithProviders(<ShopItemFormPage />, {
      path: '/concession/create',
      otherScreens: { '/concession': 'フード・ドリンク一覧' },
    });
    expect(screen.getByText(shopItemMessages.cinemaIdsHelp)).toBeTruthy();
    fill('商品コード', 'F900');
    fill('商品名', 'チュロス');
    fill('販売価格', '400');
    await pickCinema('シネマライン新宿（0101）');
    await pickCinema('シネマライン横浜（0103）');
    await submit();
    await waitFor(() => expect(sentTo(shopItemEndpoints.create)).toHaveLength(1));
    expect(sentTo(shopItemEndpoints.create)[0]).toMatchObject({ code: 'F900', price: 400, cinemaIds: [1, 3] });
    expect(await screen.findByText('フード・ドリンク一覧')).toBeTruthy();
  });

  it('creates an item sold nowhere when no cinema is chosen', async () => {
    renderWithProviders(<ShopItemFormPage />, {
      path: '/concession/create',
      otherScreens: { '/concession': 'フード・ドリンク一覧' },
    });
    fill('商品コード', 'F901');
    fill('商品名', 'ナチョス');
    fill('販売価格', '450');
    await submit();
    await waitFor(() => expect(sentTo(shopItemEndpoints.create)).toHaveLength(1));
    expect(sentTo(shopItemEndpoints.create)[0]).toMatchObject({ code: 'F901', cinemaIds: [] });
  });

  it('on edit starts empty, and すべて選択 chooses every cinema of the brand', async () => {
    renderWithProviders(<ShopItemFormPage />, {
      path: '/concession/update/7',
      route: '/concession/update/:id',
      otherScreens: { '/concession': 'フード・ドリンク一覧' },
    });
    expect(await screen.findByDisplayValue('チュロス')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'すべて選択' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'すべて選択' }));
    expect(await screen.findByText('シネマライン池袋（0102）')).toBeTruthy();
    await submit();
    await waitFor(() => expect(sentTo(shopItemEndpoints.update)).toHaveLength(1));
    expect(sentTo(shopItemEndpoints.update)[0]).toMatchObject({ id: 7, version: 3, cinemaIds: [1, 2, 3] });
  });
});
