import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { specialReportEndpoints, type ShopSaleDetail } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import ShopSaleDetailPage from './shop-sale-detail-page.js';

// 売店売上明細（日別） for head office: a row per item, 税率 and 店内/持帰り, each day's 数量 and 金額, the 月計, and the
// server's 合計; the export carries the day columns.
const session = testSession('headOffice', {
  cinemas: [{ id: 10, name: 'シネマライン新宿', code: '0101', brandId: 1 }],
  specialReport: true,
  permissionMap: { special: ['view', 'export'] },
});
const figures = { tax: 37, netOfTax: 463 };
const answer: ShopSaleDetail = {
  days: ['2026-11-01', '2026-11-02'],
  rows: [
    {
      itemId: 3,
      code: 'F001',
      name: 'ポップコーン（塩）',
      taxRate: 0.08,
      eatIn: false,
      quantities: [2, -1],
      amounts: [1000, -500],
      totalQuantity: 1,
      totalAmount: 500,
      ...figures,
    },
  ],
  totals: { quantities: [2, -1], amounts: [1000, -500], totalQuantity: 1, totalAmount: 500, ...figures },
};
const { fetchMock } = stubEndpoints([on(specialReportEndpoints.shopSaleDetail, () => answer)]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('売店売上明細（日別）', () => {
  it('shows each day’s 数量 and 金額 per item, the 月計 and the 合計', async () => {
    signIn(session);
    renderWithProviders(<ShopSaleDetailPage />, {
      path: '/CL-shopSale-detail-report?from=2026-11-01&to=2026-11-02&cinema=10',
      route: '/CL-shopSale-detail-report',
    });
    const row = (await screen.findByText('ポップコーン（塩）')).closest('tr')!;
    for (const text of ['F001', '8%（軽減）', '持帰り', '1,000', '-500', '500'])
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    for (const title of [
      '11/1（日） 数量',
      '11/1（日） 金額（円）',
      '11/2（月） 金額（円）',
      '月計 数量',
      '月計 金額（円）',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const totals = screen.getByText('合計').closest('tr')!;
    expect(within(totals).getAllByText('1,000').length).toBeGreaterThan(0);
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/shopSaleDetail'))!;
    expect(url).toContain('from=2026-11-01&to=2026-11-02&cinemaIds=10');
  });

  it('exports the days as columns', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(session);
    renderWithProviders(<ShopSaleDetailPage />, {
      path: '/CL-shopSale-detail-report?from=2026-11-01&to=2026-11-02&cinema=10',
      route: '/CL-shopSale-detail-report',
    });
    await screen.findByText('ポップコーン（塩）');
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv).toContain('11/2（月） 金額（円）');
    expect(csv).toContain('-500');
    vi.unstubAllGlobals();
  });
});
