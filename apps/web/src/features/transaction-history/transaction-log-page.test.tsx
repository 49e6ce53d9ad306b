import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { transactionHistoryOptionEndpoints, transactionLogEndpoints, type LogRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import TransactionLogPage from './transaction-log-page.js';

// 販売ログ（売店）: each line event with its transaction's status in Japanese; orders never paid
// (支払い待ち, 決済失敗, 期限切れ…) only when asked for, in the table and the CSV alike.
const session = testSession('staff', { permissionMap: { reports: ['view', 'export'] } });
const sale: LogRow = {
  id: 'line-1:sale',
  at: '2026-11-25T03:00:00.000Z',
  businessDate: '2026-11-25',
  event: 'sale',
  status: 'refunded',
  paid: true,
  transactionId: '0192aaaa-0000-7000-8000-000000000001',
  transactionNo: '10000042',
  deviceName: 'POS 1',
  staffName: null,
  name: 'ポップコーン',
  screeningBusinessDate: null,
  screeningStart: null,
  houseName: null,
  filmName: null,
  seatKey: null,
  itemCode: 'F001',
  options: '',
  quantity: 1,
  unitPrice: 600,
  discount: 0,
  surcharge: 0,
  amount: 600,
  boxOfficeAmount: null,
  taxRate: 0.08,
  eatIn: false,
};
const expired: LogRow = { ...sale, id: 'line-2:sale', status: 'expired', transactionNo: '10000050' };
// An online order released before it was paid: cancel without money, 仮押さえ解除 (not 取消済み).
const released: LogRow = { ...sale, id: 'line-3:sale', status: 'cancel', paid: false, transactionNo: '10000051' };
const { fetchMock } = stubEndpoints([
  on(transactionHistoryOptionEndpoints.options, () => ({ films: [], items: [], paymentMethods: [], devices: [] })),
  on(transactionLogEndpoints.shop, ({ query }) => {
    const list = query.get('includeUnpaid') === 'true' ? [sale, expired, released] : [sale];
    return { list, total: list.length, page: 0, pageSize: 20 };
  }),
]);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const logCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/transactionLogShop/list'));

describe('販売ログ（売店）', () => {
  it('shows the status of each event and lists unpaid orders only when asked', async () => {
    signIn(session);
    renderWithProviders(<TransactionLogPage />, { path: '/transaction-log-shop' });
    const row = (await screen.findByText('10000042')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'ステータス' })).toBeTruthy();
    expect(within(row).getByText('払戻済み')).toBeTruthy();
    expect(screen.queryByText('10000050')).toBeNull();
    expect(logCalls()[0]).not.toContain('includeUnpaid');
    await user.click(screen.getByRole('checkbox', { name: /未決済を含む/ }));
    await user.click(screen.getByRole('button', { name: /検\s?索/ }));
    const unpaid = (await screen.findByText('10000050')).closest('tr')!;
    expect(within(unpaid).getByText('期限切れ')).toBeTruthy();
    const hold = (await screen.findByText('10000051')).closest('tr')!;
    expect(within(hold).getByText('仮押さえ解除')).toBeTruthy();
    expect(logCalls().at(-1)).toContain('includeUnpaid=true');
  });

  it('exports the status column in Japanese', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(session);
    renderWithProviders(<TransactionLogPage />, { path: '/transaction-log-shop' });
    await screen.findByText('10000042');
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [header, first] = (await createObjectURL.mock.calls[0]![0].text()).trim().split('\r\n');
    const cells = header!.replace(/^\uFEFF/, '').split(',');
    expect(first!.split(',')[cells.indexOf('ステータス')]).toBe('払戻済み');
    vi.unstubAllGlobals();
  });
});
