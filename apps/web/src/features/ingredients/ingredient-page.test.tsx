import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ingredientEndpoints, ja, permissionTypes, type Ingredient } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import IngredientPage from './ingredient-page.js';

// 原材料 on the master kit: columns and form fields come from the contract.
const corn: Ingredient = {
  id: 1,
  brandId: 1,
  code: 'M001',
  name: 'ポップコーン豆',
  nameKana: 'ポップコーンマメ',
  unit: 'piece',
  purchasePrice: 4500,
  purchaseQuantity: 22680,
  unitCost: 0.1984,
  stockControlled: true,
  minStock: 1000,
  active: true,
  version: 3,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};
const stale = { userName: 'suzuki', savedAt: '2026-04-02T01:30:00.000Z' };
const { sentTo } = stubEndpoints([
  on(ingredientEndpoints.list, () => ({ list: [corn], total: 1, page: 0, pageSize: 20 })),
  on(ingredientEndpoints.create, ({ body }) => ({ ...corn, ...body, id: 2 })),
  on(ingredientEndpoints.update, () =>
    reply(409, { success: false, code: 'stale_version', message: ja.staleVersion, lastSaved: stale }),
  ),
]);

beforeEach(() => signIn(testSession('headOffice', { permissionMap: { shop: [...permissionTypes] } })));
const user = userEvent.setup({ delay: null });

describe('/ingredient', () => {
  it('lists with the contract’s labels, the unit’s Japanese name and the purchase in yen', async () => {
    renderWithProviders(<IngredientPage />, { path: '/ingredient' });
    const row = (await screen.findByText('ポップコーン豆')).closest('tr')!;
    expect(within(row).getByText('個')).toBeTruthy();
    expect(within(row).getByText('22,680個／¥4,500')).toBeTruthy();
    for (const title of ['原材料コード', '原材料名', '単位', '在庫管理'])
      expect(screen.getAllByRole('columnheader').some((h) => h.textContent === title)).toBe(true);
  });

  it('registers from a form whose labels, lengths and messages are the contract’s', async () => {
    renderWithProviders(<IngredientPage />, { path: '/ingredient' });
    await screen.findByText('ポップコーン豆');
    await user.click(screen.getByRole('button', { name: /新規作成/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('原材料コード').maxLength).toBe(20);
    expect(within(dialog).getByLabelText<HTMLInputElement>('原材料名').maxLength).toBe(50);
    expect(within(dialog).getByText('仕入数量ぶんの金額')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /登\s*録/ }));
    expect(await within(dialog).findByText('「原材料名」を入力してください')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('原材料コード'), 'M900');
    await user.type(within(dialog).getByLabelText('原材料名'), 'ナチョスチップ');
    await user.click(within(dialog).getByRole('button', { name: /登\s*録/ }));
    await waitFor(() => expect(sentTo(ingredientEndpoints.create)).toHaveLength(1));
    expect(sentTo(ingredientEndpoints.create)[0]).toMatchObject({
      code: 'M900',
      name: 'ナチョスチップ',
      unit: 'g',
      purchasePrice: 0,
      purchaseQuantity: 1,
      stockControlled: true,
      active: true,
    });
  });

  it('a stale save says who saved last and when', async () => {
    renderWithProviders(<IngredientPage />, { path: '/ingredient' });
    await screen.findByText('ポップコーン豆');
    await user.click(screen.getByRole('button', { name: /編\s*集/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('原材料コード').value).toBe('M001');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText(ja.staleVersion)).toBeTruthy();
    expect(within(dialog).getByText('suzukiさんが 2026-04-02 10:30 に保存しました。')).toBeTruthy();
    expect(sentTo(ingredientEndpoints.update)[0]).toMatchObject({ id: 1, version: 3, code: 'M001' });
  });
});
