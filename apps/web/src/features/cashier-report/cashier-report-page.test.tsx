import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  cashierReportEndpoints,
  transactionHistoryOptionEndpoints,
  type CashierReportDetail,
  type CashierReportRow,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import CashierReportPage from './cashier-report-page.js';

// レジ精算 for cinema staff: the list carries the period and filters, a short drawer is red, and
// 詳細 opens the shift's 精算 (Z) with its denominations, non-cash, movements and exceptions.
const session = testSession('staff', { permissionMap: { operations: ['view', 'export'] } });
const row: CashierReportRow = {
  id: '0192aaaa-0000-7000-8000-0000000000aa',
  kind: 'drawer',
  deviceName: 'POS 1',
  staffName: '佐藤',
  salesBusinessDate: '2026-11-25',
  openedAt: '2026-11-25T00:00:00.000Z',
  closedAt: '2026-11-25T09:00:00.000Z',
  status: 'closed',
  openingFloat: 30000,
  cashSales: 12000,
  cashRefunds: -1800,
  floatAdded: 5000,
  drops: -20000,
  payouts: 0,
  expectedCash: 25200,
  countedCash: 25100,
  overShort: -100,
  overShortReason: '釣銭間違い',
  closedFrom: 'device',
  approvedBy: null,
  approvedAt: null,
};
const detail: CashierReportDetail = {
  ...row,
  mode: 'Z',
  computedAt: '2026-11-25T10:00:00.000Z',
  denominations: [
    { denomination: 10000, count: 2, amount: 20000 },
    { denomination: 1000, count: 5, amount: 5000 },
    { denomination: 100, count: 1, amount: 100 },
  ],
  nonCash: [{ methodName: 'クレジットカード', methodKind: 'credit', count: 3, amount: 5400 }],
  voids: { count: 1, amount: -1800 },
  refunds: { count: 0, amount: 0 },
  salesCount: 9,
  drawerOpens: 2,
  closedByName: null,
  settlements: [],
  movements: [{ kind: 'drop', amount: -20000, reason: '中間回収', occurredAt: '2026-11-25T05:00:00.000Z' }],
  missingSeqs: [{ from: 12, to: 13 }],
  exceptions: [
    {
      transactionId: '0192aaaa-0000-7000-8000-0000000000bb',
      transactionNo: '10000077',
      occurredAt: '2026-11-25T04:00:00.000Z',
      kind: 'sequence_gap',
      message: '端末の連番 12 の次が 14 です',
    },
  ],
};
const { fetchMock } = stubEndpoints([
  on(transactionHistoryOptionEndpoints.options, () => ({
    films: [],
    items: [],
    paymentMethods: [],
    devices: [{ id: 7, name: 'POS 1' }],
  })),
  on(cashierReportEndpoints.list, () => ({ list: [row], total: 1, page: 0, pageSize: 20 })),
  on(cashierReportEndpoints.detail, () => detail),
  on(cashierReportEndpoints.exceptions, () => ({
    list: [
      {
        source: 'sale' as const,
        occurredAt: '2026-11-25T03:00:00.000Z',
        salesBusinessDate: '2026-11-25',
        deviceName: '券売機 1',
        shiftId: null,
        transactionId: '0192aaaa-0000-7000-8000-0000000000cc',
        transactionNo: '10000078',
        kind: 'no_shift',
        kindLabel: 'シフト外の現金',
        message: '現金の販売にシフトが指定されていません（レジ精算に含まれません）',
      },
      {
        source: 'shift' as const,
        occurredAt: '2026-11-25T00:00:00.000Z',
        salesBusinessDate: '2026-11-25',
        deviceName: 'POS 1',
        shiftId: row.id,
        transactionId: null,
        transactionNo: null,
        kind: 'sequence_gap',
        kindLabel: '連番欠番',
        message: '端末の連番 12〜13 が届いていません',
      },
    ],
    total: 2,
  })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/cashierReport/list'));

describe('レジ精算', () => {
  it('lists the shifts of the period with the over/short in red, and opens 精算 (Z) with its sections', async () => {
    signIn(session);
    renderWithProviders(<CashierReportPage />, { path: '/cashier-report' });
    expect(await screen.findByRole('heading', { name: 'レジ精算' })).toBeTruthy();
    await screen.findByText('釣銭間違い');
    expect(listCalls()[0]).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    // Money has one minus sign, the ASCII one (-100, docs/glossary.md); the summary and 合計 show it too.
    const short = within(screen.getByText('釣銭間違い').closest('tr')!).getByText('-100');
    expect(short.closest('.ant-typography-danger')).toBeTruthy();
    expect(screen.getByRole('button', { name: /CSV出力/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /詳\s?細/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(/精算（Z） POS 1/);
    expect(within(drawer).getByText('10,000円')).toBeTruthy();
    // 過不足 is an amount like the others: with its 円, red, and the same minus sign.
    const overShort = within(drawer).getByText('-100円');
    expect(overShort.closest('.ant-typography-danger')).toBeTruthy();
    expect(within(drawer).getAllByText('-1,800円').length).toBeGreaterThan(0);
    expect(drawer.textContent).not.toMatch(/[\u2212\uff0d]/);
    expect(within(drawer).getByText('クレジットカード')).toBeTruthy();
    expect(within(drawer).getByText('連番欠番')).toBeTruthy();
    expect(within(drawer).getByText(/連番欠番: 12〜13/)).toBeTruthy();
    expect(within(drawer).getByText('2回')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /印\s?刷/ })).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/cashierReport/detail/'))).toBe(true),
    );
  });

  it('shows the period’s exceptions in one place, those without a shift too, and opens a shift from its row', async () => {
    signIn(session);
    renderWithProviders(<CashierReportPage />, { path: '/cashier-report' });
    await screen.findByText('釣銭間違い');
    await user.click(await screen.findByRole('button', { name: /例外一覧/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('シフト外の現金');
    expect(within(drawer).getByText('シフトなし')).toBeTruthy();
    expect(within(drawer).getByText('端末の連番 12〜13 が届いていません')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'シフトを開く' }));
    await screen.findByText(/精算（Z） POS 1/);
  });

  it('exports the filtered shifts as CSV with the over/short', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(session);
    renderWithProviders(<CashierReportPage />, { path: '/cashier-report' });
    await screen.findByText('釣銭間違い');
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv).toContain('過不足（円）');
    expect(csv).toContain('-100');
    expect(listCalls().at(-1)).toContain('pageSize=9999');
    vi.unstubAllGlobals();
  });
});
