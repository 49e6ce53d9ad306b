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

// 取引履歴（売店） as a duty manager reconciles it: the shop money of each document (not the whole
// basket), a refund as its own row naming its sale, totals of the whole filtered list, unpaid orders
// only on request, and the CSV the same.
const session = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });
const sale: HistoryRow = historyRow({
  summary: 'ポップコーン',
  quantity: 2,
  amount: 1200,
  total: 4_700,
  taxable10: 2_900,
  taxable8: 1_800,
  status: 'partial_refunded',
  refundedAmount: 600,
});
const refund: HistoryRow = {
  ...sale,
  id: '0192aaaa-0000-7000-8000-000000000002',
  transactionNo: '10000043',
  kind: 'refund',
  originalId: sale.id,
  originalTransactionNo: sale.transactionNo,
  quantity: -1,
  amount: -600,
  total: -600,
  refundedAmount: 0,
};
const totals = { count: 128, amount: 852_750 };
const { fetchMock } = stubEndpoints([
  on(transactionHistoryOptionEndpoints.options, () => ({ films: [], items: [], paymentMethods: [], devices: [] })),
  on(transactionHistoryStandEndpoints.list, ({ query }) => ({
    list: [refund, sale],
    total: 128,
    page: Number(query.get('page') ?? 0),
    pageSize: Number(query.get('pageSize') ?? 20),
    totals,
  })),
  on(transactionHistoryStandEndpoints.detail, (): HistoryDetail => ({
    ...sale,
    tax: 0,
    purchaserPhone: null,
    purchaserEmail: null,
    memo: null,
    lines: [],
    payments: [],
    taxes: [],
    reversals: [
      {
        id: refund.id,
        transactionNo: refund.transactionNo,
        kind: 'refund',
        occurredAt: refund.occurredAt,
        salesBusinessDate: refund.salesBusinessDate,
        total: refund.total,
        memo: null,
      },
    ],
    exceptions: [],
    timeline: [],
  })),
]);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const calls = (path: string) => fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith(path));

describe('取引履歴（売店）: lists that reconcile', () => {
  it('shows the shop amount beside the basket total, the refund’s sale, and the totals of the whole list', async () => {
    signIn(session);
    renderWithProviders(<TransactionHistoryPage />, { path: '/transaction-history-stand' });
    await screen.findByText('10000043');
    // 元取引番号 waits in 表示列 until turned on.
    expect(screen.queryByRole('columnheader', { name: '元取引番号' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /表示列/ }));
    await user.click(await screen.findByRole('checkbox', { name: '元取引番号' }));
    await screen.findByRole('columnheader', { name: '元取引番号' });
    const refundRow = screen.getByText('10000043').closest('tr')!;
    const saleRow = screen
      .getAllByText('10000042')
      .map((cell) => cell.closest('tr')!)
      .find((tr) => tr !== refundRow)!;
    expect(screen.getByRole('columnheader', { name: '売店金額（円）' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /取引合計（円）/ })).toBeTruthy();
    expect(within(saleRow).getByText('1,200')).toBeTruthy();
    expect(within(saleRow).getByText('4,700')).toBeTruthy();
    expect(within(refundRow).getByText('払戻')).toBeTruthy();
    expect(within(refundRow).getByText('10000042')).toBeTruthy();
    expect(within(refundRow).getAllByText('-600')).toHaveLength(2);
    const footer = screen.getByText(/件数/);
    expect(footer.textContent).toMatch(/件数 128件 ／ 売店金額 852,750円/);
    // A refund's 詳細 is its sale's, with the refund among its reversals.
    await user.click(within(refundRow).getByRole('button', { name: /詳\s?細/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('取引詳細 10000042');
    expect(within(drawer).getByRole('cell', { name: '10000043' })).toBeTruthy();
    expect(calls('/api/transactionHistoryStand/detail/').at(-1)).toContain(`/detail/${sale.id}`);
  });

  it('asks for unpaid orders only when 未決済を含む is ticked', async () => {
    signIn(session);
    renderWithProviders(<TransactionHistoryPage />, { path: '/transaction-history-stand' });
    await screen.findByText('10000043');
    expect(calls('/api/transactionHistoryStand/list')[0]).not.toContain('includeUnpaid');
    await user.click(screen.getByRole('checkbox', { name: /未決済を含む（支払い待ち・決済失敗・期限切れ/ }));
    await user.click(screen.getByRole('button', { name: /検\s?索/ }));
    await waitFor(() => expect(calls('/api/transactionHistoryStand/list').at(-1)).toContain('includeUnpaid=true'));
  });

  it('exports the shop amount, the kind and the sale a refund reverses', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(session);
    renderWithProviders(<TransactionHistoryPage />, { path: '/transaction-history-stand' });
    await screen.findByText('10000043');
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [header, first] = (await createObjectURL.mock.calls[0]![0].text()).trim().split('\r\n');
    const cells = header!.replace(/^\uFEFF/, '').split(',');
    const values = first!.split(',');
    const at = (title: string) => values[cells.indexOf(title)];
    expect(at('区分')).toBe('払戻');
    expect(at('元取引番号')).toBe('10000042');
    expect(at('売店金額（円）')).toBe('-600');
    expect(at('ステータス')).toBe('一部払戻済み');
    vi.unstubAllGlobals();
  });
});
