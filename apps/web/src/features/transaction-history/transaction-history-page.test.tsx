import { historyRow } from './history.fixtures.js';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  transactionHistoryOptionEndpoints,
  transactionHistoryStandEndpoints,
  type HistoryDetail,
  type HistoryRow,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import TransactionHistoryPage from './transaction-history-page.js';

// 取引履歴（売店） for cinema staff: the list call carries the period and the filters, and 詳細 opens
// the drawer with lines, payments, taxes, the refund and the status timeline.
const session = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });
const row: HistoryRow = historyRow({
  summary: 'ポップコーン 他1件',
  quantity: 3,
  amount: 1500,
  total: 1500,
  taxable8: 1500,
  status: 'partial_refunded',
  refundedAmount: 600,
});
const detail: HistoryDetail = {
  ...row,
  tax: 111,
  purchaserPhone: null,
  purchaserEmail: null,
  memo: null,
  lines: [
    {
      lineNo: 1,
      lineType: 'shop',
      salesGroupName: '売店（飲食）',
      name: 'ポップコーン',
      quantity: 1,
      unitPrice: 600,
      discountAmount: 0,
      couponSerial: null,
      couponAmount: 0,
      amount: 600,
      taxRate: 0.08,
      tax: 44,
      refundedQuantity: 1,
      refundedAmount: 600,
      seatKey: null,
      screeningStart: null,
      houseName: null,
      surcharge: 0,
      boxOfficeAmount: null,
      options: 'L',
      eatIn: false,
      issuedAt: null,
      admittedAt: null,
    },
  ],
  payments: [{ methodName: '現金', methodKind: 'cash', amount: 1500, tendered: 2000, change: 500, approvalNo: null }],
  taxes: [{ rate: 0.08, taxable: 1500, tax: 111 }],
  reversals: [
    {
      id: '0192aaaa-0000-7000-8000-000000000002',
      transactionNo: '10000043',
      kind: 'refund',
      occurredAt: '2026-11-25T04:00:00.000Z',
      salesBusinessDate: '2026-11-25',
      total: -600,
      memo: null,
    },
  ],
  exceptions: [{ kind: 'price_mismatch', message: '1行目 ポップコーン: 端末 500円、商品マスター 600円' }],
  timeline: [
    { at: '2026-11-25T03:00:00.000Z', status: 'success', label: '販売 1,500円' },
    { at: '2026-11-25T04:00:00.000Z', status: 'partial_refunded', label: '払戻 600円（10000043）' },
  ],
};
const { fetchMock } = stubEndpoints([
  on(transactionHistoryOptionEndpoints.options, () => ({ films: [], items: [], paymentMethods: [], devices: [] })),
  on(transactionHistoryStandEndpoints.list, ({ query }) =>
    // The export asks for pages of 5,000: a period of 7,000 sales comes in two.
    query.get('pageSize') === '5000'
      ? {
          list: Array.from({ length: query.get('page') === '0' ? 5000 : 2000 }, (_, i) => ({ ...row, id: `r${i}` })),
          total: 7000,
          page: Number(query.get('page')),
          pageSize: 5000,
          totals: { count: 7000, amount: 10_500_000 },
        }
      : { list: [row], total: 1, page: 0, pageSize: 20, totals: { count: 1, amount: 1500 } },
  ),
  on(transactionHistoryStandEndpoints.detail, () => detail),
]);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/transactionHistoryStand/list'));

describe('取引履歴（売店）', () => {
  it('lists the period’s sales, searches by 取引番号, and opens 詳細 with its refund and timeline', async () => {
    signIn(session);
    renderWithProviders(<TransactionHistoryPage />, { path: '/transaction-history-stand' });
    expect(await screen.findByRole('heading', { name: '取引履歴（売店）' })).toBeTruthy();
    await screen.findByText('ポップコーン 他1件');
    expect(screen.getByText('一部払戻済み')).toBeTruthy();
    expect(listCalls()[0]).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    // The sortable 取引番号 column is labelled too: the search box is the textbox.
    await user.type(screen.getByRole('textbox', { name: '取引番号' }), '10000042');
    await user.click(screen.getByRole('button', { name: /検\s?索/ }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('transactionNo=10000042'));
    await user.click(screen.getByRole('button', { name: /詳\s?細/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('取引詳細 10000042');
    expect(within(drawer).getByText(/払戻 600円（10000043）/)).toBeTruthy();
    expect(within(drawer).getByText('8%対象')).toBeTruthy();
    expect(within(drawer).getByText('売店（飲食）')).toBeTruthy();
    expect(within(drawer).getByText(/価格相違/)).toBeTruthy();
    expect(within(drawer).getByRole('cell', { name: '10000043' })).toBeTruthy();
  });

  it('exports every page of the filtered list, not only the first 9,999 rows', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(session);
    renderWithProviders(<TransactionHistoryPage />, { path: '/transaction-history-stand' });
    await screen.findByText('ポップコーン 他1件');
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const pages = listCalls().filter((u) => u.includes('pageSize=5000'));
    expect(pages.map((u) => new URLSearchParams(u.split('?')[1]).get('page'))).toEqual(['0', '1']);
    expect(pages[0]).toMatch(/from=\d{4}-\d{2}-\d{2}/);
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv.trim().split('\r\n')).toHaveLength(7001);
    vi.unstubAllGlobals();
  });
});
