// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  inventoryAdjustmentEndpoints,
  inventoryEndpoints,
  permissionTypes,
  type InventoryRow,
  type StockCountLine,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import CountSheetPage from './count-sheet-page.js';
import InventoryPage from './inventory-page.js';

const hotdog: InventoryRow = {
  key: 'item:12',
  kind: 'item',
  shopItemId: 12,
  ingredientId: null,
  code: 'F002',
  name: 'ホットドッグ',
  unit: '個',
  opening: 40,
  received: 10,
  sold: -30,
  adjusted: -13,
  moved: 0,
  closing: 7,
  counted: 7,
  countDate: '2031-01-10',
  difference: -13,
  unitCost: 150,
  value: 1050,
  minStock: 30,
  belowMinimum: true,
  negative: false,
};
/** Sold more than was received: allowed, and flagged (docs/domain.md, "stock"). */
const flyer: InventoryRow = {
  ...hotdog,
  key: 'item:14',
  shopItemId: 14,
  code: 'G002',
  name: 'チラシ',
  opening: 2,
  received: 0,
  sold: -5,
  adjusted: 0,
  closing: -3,
  counted: null,
  countDate: null,
  difference: null,
  value: -450,
  minStock: null,
  belowMinimum: false,
  negative: true,
};
const line: StockCountLine = { ...hotdog, theoretical: 20, counted: null, difference: null };

const { fetchMock } = stubEndpoints([
  on(inventoryAdjustmentEndpoints.locations, () => [{ id: 3, name: '売店' }]),
  on(inventoryEndpoints.list, ({ query }) => {
    const list = query.get('negative') === 'true' ? [flyer] : [hotdog, flyer];
    return { list, total: list.length, page: 0, pageSize: 20 };
  }),
  on(inventoryEndpoints.count, () => ({
    locationId: 3,
    locationName: '売店',
    countDate: '2031-01-10',
    today: '2031-01-10',
    lines: [line],
  })),
]);

beforeEach(() => signIn(testSession('staff', { permissionMap: { shop: [...permissionTypes] } })));

describe('在庫一覧（受払表）', () => {
  it('shows a row’s movements signed, its count and difference, the minimum flag, and asks for this month', async () => {
    renderWithProviders(<InventoryPage />, { path: '/inventory' });
    const row = (await screen.findByText('ホットドッグ')).closest('tr')!;
    for (const text of ['+10', '-30', '1,050', '割れ']) expect(within(row).getByText(text)).toBeTruthy();
    // 調整 and 差異 both read -13 here (the count's difference is the only adjustment).
    expect(within(row).getAllByText('-13')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /棚卸入力/ })).toBeTruthy();
    const listCall = fetchMock.mock.calls.map(([url]) => String(url)).find((u) => u.includes('/api/inventory/list'))!;
    expect(listCall).toMatch(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  });

  it('shows a negative closing stock in red with マイナス在庫, and filters to those rows', async () => {
    renderWithProviders(<InventoryPage />, { path: '/inventory' });
    const row = (await screen.findByText('チラシ')).closest('tr')!;
    const closing = within(row).getByText('-3');
    expect(closing.style.color).toBe('rgb(207, 19, 34)');
    expect(within(row).getByText('マイナス在庫')).toBeTruthy();
    const hotdogRow = screen.getByText('ホットドッグ').closest('tr')!;
    expect(within(hotdogRow).queryByText('マイナス在庫')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'マイナス在庫のみ' }));
    fireEvent.click(screen.getByRole('button', { name: /検\s?索/ }));
    await waitFor(() => expect(screen.queryByText('ホットドッグ')).toBeNull());
    expect(screen.getByText('チラシ')).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/api/inventory/list'));
    expect(calls.at(-1)).toContain('negative=true');
  });

  it('prints the 棚卸表 with the theoretical stock and blank count columns', async () => {
    renderWithProviders(<CountSheetPage />, {
      path: '/inventory/count-sheet?locationId=3&countDate=2031-01-10',
      route: '/inventory/count-sheet',
    });
    const sheet = await screen.findByLabelText('棚卸表');
    expect(within(sheet).getByText('保管場所：売店')).toBeTruthy();
    expect(within(sheet).getByText('棚卸日：2031/01/10（金）')).toBeTruthy();
    const row = within(sheet).getByText('ホットドッグ').closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['1', 'F002', 'ホットドッグ', '個', '20', '', '']);
  });
});
