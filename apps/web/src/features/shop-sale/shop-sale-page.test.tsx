import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  shopSaleEndpoints,
  transactionHistoryOptionEndpoints,
  type ShopSaleAnswer,
  type ShopSaleRow,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import ShopSalePage from './shop-sale-page.js';
import { chooseOption } from '../../test/select.js';

// 売店売上（商品別） for cinema staff: items with their カテゴリ and グループ subtotals, the server's 合計, ABC ranks, a
// refund's negative in red, the criteria sent to the API, and the CSV.
const session = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });
const figures = (net: number, o: Partial<ShopSaleRow> = {}) => ({
  quantity: 1,
  gross: net,
  discount: 0,
  net,
  tax: Math.floor((net * 8) / 108),
  netExTax: net - Math.floor((net * 8) / 108),
  cost: 60,
  grossProfit: 300,
  grossProfitRate: 0.4,
  share: 0.5,
  ...o,
});
const item = (o: Partial<ShopSaleRow>): ShopSaleRow => ({
  kind: 'item',
  shopGroup: 'food',
  category: 'ポップコーン',
  itemId: 1,
  itemCode: 'F001',
  itemName: 'ポップコーン',
  taxRate: 0.08,
  ...figures(900),
  abcRank: 'A',
  ...o,
});
const answer: ShopSaleAnswer = {
  list: [
    item({}),
    item({
      itemId: 2,
      itemCode: 'F009',
      itemName: 'キャラメルコーン',
      ...figures(-450, { quantity: -1 }),
      abcRank: 'C',
    }),
    { ...item({}), kind: 'category', itemId: null, itemCode: null, itemName: null, taxRate: null, abcRank: null },
    {
      ...item({}),
      kind: 'group',
      category: null,
      itemId: null,
      itemCode: null,
      itemName: null,
      taxRate: null,
      abcRank: null,
    },
  ],
  totals: figures(123456, { quantity: 7, share: 1 }),
};
const { fetchMock } = stubEndpoints([
  on(transactionHistoryOptionEndpoints.options, () => ({
    films: [],
    items: [{ id: 1, code: 'F001', name: 'ポップコーン', price: 450, type: 'shop' as const }],
    paymentMethods: [],
    devices: [],
  })),
  on(shopSaleEndpoints.list, () => answer),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/shopSale/list'));

afterEach(() => vi.unstubAllGlobals());

describe('売店売上（商品別）', () => {
  it('shows each item with its subtotals, the server’s 合計, ABC ranks and a refund in red', async () => {
    signIn(session);
    renderWithProviders(<ShopSalePage />, { path: '/shop-sale' });
    expect(await screen.findByRole('heading', { name: '売店売上（商品別）' })).toBeTruthy();
    await screen.findByText('キャラメルコーン');
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：販売日');
    for (const title of ['商品コード', '商品名', '数量', '純売上税込（円）', '税率', '原価（円）', '粗利率', '構成比'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('ポップコーン 計')).toBeTruthy();
    expect(screen.getByText('フード・ドリンク 計')).toBeTruthy();
    const refunded = within(screen.getByText('キャラメルコーン').closest('tr')!).getByText('-450');
    expect(refunded.getAttribute('style')).toContain('color');
    const totals = document.querySelector('.report-totals') as HTMLElement;
    expect(within(totals).getByText('合計')).toBeTruthy();
    expect(within(totals).getByText('123,456')).toBeTruthy();
    expect(within(screen.getByText('キャラメルコーン').closest('tr')!).getByText('C')).toBeTruthy();
    expect(listCalls()[0]).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  });

  it('sends the chosen 飲食区分 and 税率 to the API', async () => {
    signIn(session);
    renderWithProviders(<ShopSalePage />, { path: '/shop-sale' });
    await screen.findByText('キャラメルコーン');
    await chooseOption(user, screen.getByRole('combobox', { name: '飲食区分' }), '店内飲食');
    await waitFor(() => expect(listCalls().at(-1)).toContain('eatIn=true'));
    await chooseOption(user, screen.getByRole('combobox', { name: '税率' }), '8%（軽減）');
    await waitFor(() => expect(listCalls().at(-1)).toContain('taxRate=0.08'));
    expect(listCalls().at(-1)).toContain('eatIn=true');
  });

  it('exports the rows, subtotals and 合計 as CSV', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(session);
    renderWithProviders(<ShopSalePage />, { path: '/shop-sale' });
    await screen.findByText('キャラメルコーン');
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv).toContain('ABCランク');
    expect(csv).toContain('ポップコーン 計');
    expect(csv).toContain('合計');
    expect(csv).toContain('123456');
  });
});
