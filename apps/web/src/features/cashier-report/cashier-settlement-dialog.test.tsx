import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  cashierReportEndpoints,
  cashierSettlementMessages as msg,
  transactionHistoryOptionEndpoints,
  type CashierReportDetail,
  type CashierReportRow,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import CashierReportPage from './cashier-report-page.js';

// レジ精算's console actions (docs/sales.md, "console settlement"): the denomination grid totals as it is typed, a
// reason is required while 過不足 ≠ 0 (and for a 再精算), each action is confirmed before it is sent, and a reader
// sees no action at all.
const staff = testSession('staff', { permissionMap: { operations: ['view', 'update', 'export'] } });
const viewer = testSession('staff', { permissionMap: { operations: ['view'] } });

const base: CashierReportRow = {
  id: '0192aaaa-0000-7000-8000-0000000000a1',
  kind: 'drawer',
  deviceName: 'POS 2',
  staffName: '田中',
  salesBusinessDate: '2026-11-25',
  openedAt: '2026-11-25T00:00:00.000Z',
  closedAt: null,
  status: 'working',
  openingFloat: 30000,
  cashSales: 2000,
  cashRefunds: 0,
  floatAdded: 0,
  drops: 0,
  payouts: 0,
  expectedCash: 32000,
  countedCash: null,
  overShort: null,
  overShortReason: null,
  closedFrom: null,
  approvedBy: null,
  approvedAt: null,
};
const working: CashierReportDetail = {
  ...base,
  mode: 'X',
  computedAt: '2026-11-25T10:00:00.000Z',
  denominations: [],
  nonCash: [],
  voids: { count: 0, amount: 0 },
  refunds: { count: 0, amount: 0 },
  salesCount: 1,
  drawerOpens: 0,
  closedByName: null,
  settlements: [],
  movements: [],
  missingSeqs: [],
  exceptions: [],
};
const closed: CashierReportDetail = {
  ...working,
  id: '0192aaaa-0000-7000-8000-0000000000a2',
  deviceName: 'POS 3',
  status: 'closed',
  mode: 'Z',
  closedAt: '2026-11-25T09:00:00.000Z',
  closedFrom: 'device',
  countedCash: 31000,
  overShort: -1000,
  overShortReason: '不明',
  denominations: [{ denomination: 1000, count: 31, amount: 31000 }],
  settlements: [
    {
      kind: 'settle',
      closedFrom: 'device',
      countedCash: { '1000': 31 },
      countedTotal: 31000,
      expectedCash: 32000,
      overShort: -1000,
      overShortReason: '不明',
      reason: null,
      byName: '田中',
      at: '2026-11-25T09:00:00.000Z',
    },
  ],
};
const details: Record<string, CashierReportDetail> = { [working.id]: working, [closed.id]: closed };
const { sentTo } = stubEndpoints([
  on(transactionHistoryOptionEndpoints.options, () => ({ films: [], items: [], paymentMethods: [], devices: [] })),
  on(cashierReportEndpoints.list, () => ({ list: [base, { ...closed }], total: 2, page: 0, pageSize: 20 })),
  on(cashierReportEndpoints.detail, ({ params }) => details[params.id!]),
  on(cashierReportEndpoints.settle, () => ({ ...working, status: 'closed' as const, mode: 'Z' as const })),
  on(cashierReportEndpoints.resettle, () => closed),
  on(cashierReportEndpoints.approve, () => ({ ...closed, approvedBy: '新宿 劇場スタッフ' })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

async function openShift(deviceName: string) {
  renderWithProviders(<CashierReportPage />, { path: '/cashier-report' });
  const cell = await screen.findByText(deviceName);
  await user.click(within(cell.closest('tr')!).getByRole('button', { name: /詳\s?細/ }));
  // The drawer of this shift (a closing one of the previous test may still be in the document).
  return waitFor(() => {
    const drawer = screen.getAllByRole('dialog').findLast((d) => d.textContent?.includes(`${deviceName} 2026-11-25`));
    expect(drawer).toBeTruthy();
    return drawer!;
  });
}
/** antd's confirm with this question, which renders outside the page (the last one asked). */
const confirmDialog = (title: string) =>
  waitFor(() => {
    const confirm = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].findLast((c) =>
      c.textContent?.includes(title),
    );
    expect(confirm).toBeTruthy();
    return confirm!;
  });

// antd's confirm lives outside the page: none is left over for the next test.
afterEach(() => Modal.destroyAll());

describe('レジ精算: 精算 from the console', () => {
  it('totals the denomination grid as it is typed, asks a reason for a difference, and confirms before sending', async () => {
    signIn(staff);
    const drawer = await openShift('POS 2');
    await user.click(await within(drawer).findByRole('button', { name: /精\s?算/ }));
    const dialog = (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes('精算 POS 2'))!;
    await user.type(within(dialog).getByLabelText('10,000円の枚数'), '3');
    await user.type(within(dialog).getByLabelText('1,000円の枚数'), '1');
    await user.type(within(dialog).getByLabelText('100円の枚数'), '5');
    await waitFor(() => expect(within(dialog).getByTestId('counted-total').textContent).toBe('31,500円'));
    expect(within(dialog).getByTestId('over-short').textContent).toBe('-500円');

    await user.click(within(dialog).getByRole('button', { name: '精算する' }));
    expect(await within(dialog).findByText(msg.overShortReason)).toBeTruthy();
    expect(sentTo(cashierReportEndpoints.settle)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('過不足理由'), '釣銭の渡し間違い');
    await user.click(within(dialog).getByRole('button', { name: '精算する' }));
    const confirm = await confirmDialog('このシフトを精算しますか？');
    expect(confirm.textContent).toContain('実現金在高 31,500円、過不足 -500円');
    expect(sentTo(cashierReportEndpoints.settle)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '精算する' }));
    await waitFor(() => expect(sentTo(cashierReportEndpoints.settle)).toHaveLength(1));
    expect(sentTo(cashierReportEndpoints.settle)[0]).toEqual({
      countedCash: { '10000': 3, '1000': 1, '100': 5 },
      overShortReason: '釣銭の渡し間違い',
    });
  });

  it('needs no reason when the count matches, and sends nothing when the confirmation is cancelled', async () => {
    signIn(staff);
    const drawer = await openShift('POS 2');
    await user.click(await within(drawer).findByRole('button', { name: /精\s?算/ }));
    const dialog = (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes('精算 POS 2'))!;
    await user.type(within(dialog).getByLabelText('10,000円の枚数'), '3');
    await user.type(within(dialog).getByLabelText('1,000円の枚数'), '2');
    await waitFor(() => expect(within(dialog).getByTestId('over-short').textContent).toBe('0円'));
    await user.click(within(dialog).getByRole('button', { name: '精算する' }));
    const confirm = await confirmDialog('実現金在高 32,000円、過不足 0円');
    await user.click(within(confirm).getByRole('button', { name: /キャンセル/ }));
    // The count stays in its dialog, unsent.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '精算する' })).toBeTruthy());
    expect(within(dialog).getByTestId('counted-total').textContent).toBe('32,000円');
    expect(sentTo(cashierReportEndpoints.settle)).toHaveLength(0);
    expect(within(dialog).queryByText(msg.overShortReason)).toBeNull();
  });
});

describe('レジ精算: 再精算 and 承認', () => {
  it('starts 再精算 from the current count, requires its reason, and shows the settlement history', async () => {
    signIn(staff);
    const drawer = await openShift('POS 3');
    expect(await within(drawer).findByText('精算履歴')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: /再精算/ }));
    const dialog = (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes('再精算 POS 3'))!;
    expect(within(dialog).getByTestId('counted-total').textContent).toBe('31,000円');
    await user.clear(within(dialog).getByLabelText('1,000円の枚数'));
    await user.type(within(dialog).getByLabelText('1,000円の枚数'), '32');
    await waitFor(() => expect(within(dialog).getByTestId('over-short').textContent).toBe('0円'));
    await user.click(within(dialog).getByRole('button', { name: '再精算する' }));
    expect(await within(dialog).findByText(msg.reasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('再精算の理由'), '数え直し');
    await user.click(within(dialog).getByRole('button', { name: '再精算する' }));
    const confirm = await confirmDialog('このシフトを再精算しますか？');
    expect(confirm.textContent).toContain('承認は取り消されます');
    await user.click(within(confirm).getByRole('button', { name: '再精算する' }));
    await waitFor(() => expect(sentTo(cashierReportEndpoints.resettle)).toHaveLength(1));
    expect(sentTo(cashierReportEndpoints.resettle)[0]).toEqual({
      countedCash: { '1000': 32 },
      overShortReason: null,
      reason: '数え直し',
    });
  });

  it('approves a closed shift after a confirmation', async () => {
    signIn(staff);
    const drawer = await openShift('POS 3');
    await user.click(await within(drawer).findByRole('button', { name: /承\s?認/ }));
    const confirm = await confirmDialog('このシフトを承認しますか？');
    expect(confirm.textContent).toContain('過不足 -1,000円');
    await user.click(within(confirm).getByRole('button', { name: '承認する' }));
    await waitFor(() => expect(sentTo(cashierReportEndpoints.approve)).toHaveLength(1));
  });

  it('offers no action to a reader', async () => {
    signIn(viewer);
    const drawer = await openShift('POS 2');
    await within(drawer).findByText(/点検（X） POS 2/);
    expect(within(drawer).queryByRole('button', { name: /精\s?算/ })).toBeNull();
  });
});
