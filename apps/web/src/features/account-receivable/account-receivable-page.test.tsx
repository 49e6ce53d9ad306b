import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  accountReceivableEndpoints,
  lastMonthInJapan,
  monthInJapan,
  type ArBalanceRow,
  type ArInvoiceDetail,
  type ArPayment,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import AccountReceivablePage from './account-receivable-page.js';

// 売掛管理: the balance list with its 得意先元帳; the invoice list, its detail as the 適格請求書 (登録番号, per-rate totals,
// ※ on 軽減税率) and 取消 with a reason; the payment list's 消込取消.

const balance: ArBalanceRow = {
  clientId: 7,
  clientCode: 'C001',
  clientName: '株式会社サンプル商事',
  clientGroupName: '法人',
  opening: 10_000,
  sales: 5_400,
  payments: 9_560,
  offsets: 440,
  closing: 5_400,
  dueDate: '2026-11-30',
};
const invoice: ArInvoiceDetail = {
  id: 3,
  number: 'INV-2026-000012',
  clientId: 7,
  clientCode: 'C001',
  clientName: '株式会社サンプル商事',
  month: '2026-10',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  issueDate: '2026-11-01',
  dueDate: '2026-11-30',
  issuerName: 'シネマライン株式会社',
  issuerInvoiceNumber: 'T1234567890123',
  issuerPostalCode: '1600022',
  issuerAddress: '東京都新宿区新宿3-1-1',
  total: 5_400,
  tax: 470,
  rateTotals: [
    { rate: 0.1, taxable: 3_800, tax: 345, net: 3_455 },
    { rate: 0.08, taxable: 1_600, tax: 118, net: 1_482 },
  ],
  paidAmount: 0,
  openAmount: 5_400,
  status: 'unpaid',
  reissueCount: 1,
  voidReason: null,
  version: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  lines: [
    {
      id: 1,
      kind: 'sale',
      date: '2026-10-05',
      cinemaId: 1,
      transactionNo: 10000123,
      description: '新宿 掛売 取引番号10000123（10%）',
      taxRate: 0.1,
      amount: 3_800,
    },
    {
      id: 2,
      kind: 'sale',
      date: '2026-10-05',
      cinemaId: 1,
      transactionNo: 10000123,
      description: '新宿 掛売 取引番号10000123（8%（軽減税率））',
      taxRate: 0.08,
      amount: 1_600,
    },
  ],
  matches: [],
};
const payment: ArPayment = {
  id: 9,
  clientId: 7,
  clientCode: 'C001',
  clientName: '株式会社サンプル商事',
  paidOn: '2026-10-31',
  amount: 9_560,
  fee: 440,
  depositId: 1,
  depositName: '普通預金',
  memo: null,
  matched: 10_000,
  unmatched: 0,
  matches: [{ id: 21, invoiceId: 2, number: 'INV-2026-000008', amount: 10_000 }],
  version: 3,
};

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { accounting: ['view', 'create', 'update', 'export'] } });
const list = <T,>(rows: T[]) => ({ list: rows, total: rows.length, page: 0, pageSize: 20 });
const paymentMonths: (string | null)[] = [];
const { sentTo } = stubEndpoints([
  on(accountReceivableEndpoints.options, () => ({
    clients: [{ id: 7, code: 'C001', name: '株式会社サンプル商事' }],
    clientGroups: [],
    deposits: [{ id: 1, name: '普通預金' }],
  })),
  on(accountReceivableEndpoints.balances, () => ({ ...list([balance]), month: '2026-10' })),
  on(accountReceivableEndpoints.ledger, () => ({
    clientId: 7,
    clientCode: 'C001',
    clientName: '株式会社サンプル商事',
    month: '2026-10',
    opening: 10_000,
    entries: [
      {
        date: '2026-10-05',
        kind: 'sale' as const,
        documentNo: 'INV-2026-000012',
        description: '新宿 掛売 取引番号10000123',
        sales: 5_400,
        received: 0,
        balance: 15_400,
      },
    ],
    sales: 5_400,
    payments: 9_560,
    offsets: 440,
    closing: 5_400,
  })),
  on(accountReceivableEndpoints.invoices, () => list([invoice])),
  on(accountReceivableEndpoints.invoice, () => invoice),
  on(accountReceivableEndpoints.void, () => ({ ...invoice, status: 'void' as const })),
  on(accountReceivableEndpoints.payments, ({ query }) => {
    paymentMonths.push(query.get('month'));
    return list([payment]);
  }),
  on(accountReceivableEndpoints.unmatch, () => ({ ...payment, matched: 0, unmatched: 10_000, matches: [] })),
]);
afterEach(() => Modal.destroyAll());

const rowOf = (name: string) => screen.getAllByText(name)[0]!.closest('tr')!;
const dialogOf = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

describe('売掛管理', () => {
  it('lists balances and opens the client’s ledger', async () => {
    signIn(headOffice);
    renderWithProviders(<AccountReceivablePage />, { path: '/account-receivable', route: '/account-receivable' });
    expect(await screen.findByText('株式会社サンプル商事')).toBeTruthy();
    expect(within(rowOf('株式会社サンプル商事')).getAllByText('5,400円').length).toBe(2);
    await user.click(within(rowOf('株式会社サンプル商事')).getByRole('button', { name: '元帳' }));
    expect(await screen.findByText(/得意先元帳 株式会社サンプル商事/)).toBeTruthy();
    expect(await screen.findByText('15,400円')).toBeTruthy();
    // The 売掛 PDFs, for the list's month and the ledger's client.
    const month = lastMonthInJapan();
    const href = (name: string) => screen.getByRole('button', { name }).closest('a')?.getAttribute('href');
    expect(href('残高一覧表PDF')).toBe(`/pdf-accounts-receivable-balance?month=${month}`);
    expect(href('残高確認書')).toBe(`/pdf-accounts-receivable-verify?month=${month}`);
    expect(href('元帳PDF')).toBe(`/pdf-account-receivable-balance-detail?month=${month}&clientId=7`);
  });

  it('shows an invoice as the 適格請求書 and voids it with a reason', async () => {
    signIn(headOffice);
    renderWithProviders(<AccountReceivablePage />, { path: '/account-receivable', route: '/account-receivable' });
    await user.click(await screen.findByRole('tab', { name: '請求書' }));
    await user.click(within(rowOf('INV-2026-000012')).getByRole('button', { name: '明細' }));
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(sheet).getByText('登録番号 T1234567890123')).toBeTruthy();
    expect(within(sheet).getByText('再発行（1回目）')).toBeTruthy();
    expect(within(sheet).getByText('株式会社サンプル商事 御中')).toBeTruthy();
    expect(within(sheet).getByText('118円')).toBeTruthy();
    expect(within(sheet).getByText('※は軽減税率対象')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取 消' }));
    const dialog = await dialogOf('請求書 INV-2026-000012 の取消');
    await user.type(within(dialog).getByRole('textbox'), '宛名誤り');
    await user.click(within(dialog).getByRole('button', { name: '取消する' }));
    await waitFor(() => expect(sentTo(accountReceivableEndpoints.void)).toEqual([{ version: 2, reason: '宛名誤り' }]));
  });

  it('undoes a 消込 with a reason from the payment list', async () => {
    signIn(headOffice);
    renderWithProviders(<AccountReceivablePage />, { path: '/account-receivable', route: '/account-receivable' });
    await user.click(await screen.findByRole('tab', { name: '入金' }));
    await user.click(await screen.findByRole('button', { name: 'INV-2026-000008の消込取消' }));
    // The 入金 of last month's invoices come in this month: the tab opens on it.
    expect(paymentMonths).toEqual([monthInJapan()]);
    const dialog = await dialogOf('消込の取消（INV-2026-000008 10,000円）');
    await user.type(within(dialog).getByRole('textbox'), '誤消込');
    await user.click(within(dialog).getByRole('button', { name: '消込を取り消す' }));
    await waitFor(() => expect(sentTo(accountReceivableEndpoints.unmatch)).toEqual([{ version: 3, reason: '誤消込' }]));
  });
});
