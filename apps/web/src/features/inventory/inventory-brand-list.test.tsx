import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  inventoryEndpoints,
  permissionTypes,
  type InventoryBrandRow,
  type InventoryCinemaStock,
  type SessionCinema,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { exportColumns } from '../../ui/list-columns.js';
import { inventoryBrandColumns } from './inventory-brand-columns.js';
import InventoryPage from './inventory-page.js';

// 在庫一覧 for head office with no cinema chosen (docs/reports.md, "the report screens"): the brand's total of each
// item, and each cinema's 期末理論在庫 beside it, on screen and in the export.
const cinema = (id: number, code: string, name: string): SessionCinema => ({ id, code, name, brandId: 1 });
const cinemas = [
  cinema(2, '0102', 'シネマライン池袋'),
  cinema(1, '0101', 'シネマライン新宿'),
  cinema(3, '0103', 'シネマライン横浜'),
];
const part = (c: SessionCinema, closing: number, flags: Partial<InventoryCinemaStock> = {}): InventoryCinemaStock => ({
  cinemaId: c.id,
  cinemaCode: c.code,
  cinemaName: c.name,
  opening: closing,
  received: 0,
  sold: 0,
  adjusted: 0,
  moved: 0,
  closing,
  value: closing * 150,
  belowMinimum: false,
  negative: closing < 0,
  ...flags,
});
const hotdog: InventoryBrandRow = {
  key: 'item:12',
  kind: 'item',
  shopItemId: 12,
  ingredientId: null,
  code: 'F002',
  name: 'ホットドッグ',
  unit: '個',
  opening: 52,
  received: 0,
  sold: 0,
  adjusted: 0,
  moved: 0,
  closing: 52,
  value: 7800,
  unitCost: 150,
  minStock: 30,
  belowMinimumCinemas: 1,
  negativeCinemas: 1,
  cinemas: [part(cinemas[1]!, 7, { belowMinimum: true }), part(cinemas[0]!, 48), part(cinemas[2]!, -3)],
};

const { fetchMock } = stubEndpoints([
  on(inventoryEndpoints.brandList, () => ({ list: [hotdog], total: 1, page: 0, pageSize: 20 })),
]);

beforeEach(() => signIn(testSession('headOffice', { cinemas, permissionMap: { shop: [...permissionTypes] } })));

describe('在庫一覧, head office with すべての劇場', () => {
  it('shows each item’s brand total and every cinema’s stock beside it, in code order', async () => {
    renderWithProviders(<InventoryPage />, { path: '/inventory' });
    const row = (await screen.findByText('ホットドッグ')).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const at = (title: string) => headers.indexOf(title);
    expect(at('期末理論在庫（合計）')).toBeGreaterThan(-1);
    expect([at('シネマライン新宿'), at('シネマライン池袋'), at('シネマライン横浜')]).toEqual(
      [1, 2, 3].map((n) => at('期末理論在庫（合計）') + n),
    );
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells[at('期末理論在庫（合計）')]).toBe('52');
    expect(cells[at('シネマライン新宿')]).toBe('7割れ');
    expect(cells[at('シネマライン池袋')]).toBe('48');
    expect(cells[at('シネマライン横浜')]).toBe('-3');
    expect(within(row).getByText('1劇場で割れ')).toBeTruthy();
    expect(screen.getByText('すべての劇場の合計です')).toBeTruthy();
    // 棚卸 and 保管場所 are a cinema's.
    expect(screen.queryByRole('button', { name: /棚卸入力/ })).toBeNull();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.some((u) => u.includes('/api/inventory/list'))).toBe(false);
    expect(calls.find((u) => u.includes('/api/inventory/brandList'))).toMatch(/from=\d{4}-\d{2}-01&to=/);
  });

  it('exports the total and each cinema’s stock as columns of their own', () => {
    const columns = exportColumns(inventoryBrandColumns(cinemas));
    const value = (title: string) => columns.find((c) => c.title === title)?.value(hotdog);
    expect(value('期末理論在庫（合計）')).toBe(52);
    expect(value('期末理論在庫：シネマライン新宿')).toBe(7);
    expect(value('期末理論在庫：シネマライン横浜')).toBe(-3);
    expect(value('在庫金額（合計・円）')).toBe(7800);
    expect(value('最低在庫割れの劇場')).toBe('シネマライン新宿');
    expect(value('マイナス在庫の劇場')).toBe('シネマライン横浜');
  });
});
