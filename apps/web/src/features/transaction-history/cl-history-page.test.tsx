import { historyRow } from './history.fixtures.js';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { transactionHistoryClEndpoints, type ClHistoryRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import ClHistoryPage from './cl-history-page.js';

// 取引先取引履歴（掛売）: each sale's 請求状態 in words, with its 請求書番号 and 入金日 from 売掛 (docs/accounting.md, "売掛").
const session = testSession('headOffice', { permissionMap: { reports: ['view', 'export'] } });
const base = {
  ...historyRow({ summary: '団体鑑賞 他1件', amount: 5400, total: 5400 }),
  cinemaName: 'シネマライン新宿',
  clientId: 7,
  clientCode: 'C001',
  memo: null,
  tax10: 345,
  tax8: 118,
  tax: 463,
};
const rows: ClHistoryRow[] = [
  {
    ...base,
    transactionNo: '10000101',
    billingStatus: 'partial',
    invoiceNumber: 'INV-2026-000012',
    paidOn: '2026-11-10',
  },
  { ...base, id: 'b', transactionNo: '10000102', billingStatus: 'unbilled', invoiceNumber: null, paidOn: null },
];
stubEndpoints([
  on(transactionHistoryClEndpoints.list, () => ({ list: rows, total: rows.length, page: 0, pageSize: 20 })),
]);

describe('取引先取引履歴（掛売）', () => {
  it('shows each sale’s 請求状態, 請求書番号 and 入金日', async () => {
    signIn(session);
    renderWithProviders(<ClHistoryPage />, { path: '/transaction-history-cl', route: '/transaction-history-cl' });
    const billed = (await screen.findByText('10000101')).closest('tr')!;
    expect(within(billed).getByText('一部入金')).toBeTruthy();
    expect(within(billed).getByText('INV-2026-000012')).toBeTruthy();
    expect(within(billed).getByText('2026-11-10')).toBeTruthy();
    expect(within(screen.getByText('10000102').closest('tr')!).getByText('未請求')).toBeTruthy();
  });
});
