import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  payableEndpoints,
  type PayableDetail,
  type PayableEntry,
  type PayableItem,
  type PayableList,
  type PayableRow,
} from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import PayablePage from './payable-page.js';

// 買掛・未払: the month's rows per 取引先 with their sums; the drawer's payables and history; 支払登録 sending the
// payable's version (an overpayment answered on its field), 相殺 asking its reason; a read-only role sees no buttons.

const month = '2026-11';
const row: PayableRow = {
  clientId: 3,
  clientCode: 'D001',
  clientName: '東邦映画配給株式会社',
  opening: 9900,
  incurred: 3300,
  paid: 4000,
  offset: 900,
  balance: 8300,
  dueOn: '2026-11-30',
  state: 'partial',
};
const payable: PayableItem = {
  id: 21,
  clientId: 3,
  kind: 'filmFee',
  month: '2026-10',
  cinemaName: null,
  recordedOn: '2026-10-31',
  dueOn: '2026-11-30',
  base10: 9000,
  tax10: 900,
  base8: 0,
  tax8: 0,
  amount: 9900,
  paid: 4000,
  offset: 900,
  balance: 5000,
  state: 'partial',
  memo: null,
  version: 3,
};
const detail: PayableDetail = {
  client: {
    id: 3,
    code: 'D001',
    name: '東邦映画配給株式会社',
    invoiceNumber: 'T0100012345610',
    terms: '月末締め翌月末',
  },
  payables: [payable],
  entries: [
    {
      id: 7,
      payableId: 21,
      payableKind: 'filmFee',
      payableMonth: '2026-10',
      kind: 'offset',
      entryOn: '2026-11-15',
      amount: 900,
      depositName: null,
      memo: '前売券精算',
      createdByName: '本部 太郎',
      createdAt: '2026-11-15T01:00:00.000Z',
      cancelledAt: null,
      cancelledByName: null,
      cancelReason: null,
      version: 1,
    },
  ],
};
const list = (): PayableList => ({ list: [row], total: 1, page: 0, pageSize: 20, month });
let payAnswer: PayableEntry | ReturnType<typeof reply> | undefined = detail.entries[0];
const { sentTo } = stubEndpoints([
  on(payableEndpoints.list, list),
  on(payableEndpoints.detail, () => detail),
  on(payableEndpoints.options, () => ({
    suppliers: [{ id: 9, code: 'S001', name: '関東ポップコーン食品株式会社' }],
    clients: [{ id: 3, code: 'D001', name: '東邦映画配給株式会社' }],
    cinemas: [{ id: 1, name: 'シネマライン新宿' }],
    deposits: [{ id: 2, name: '三井住友 新宿（振込用）', isDefault: true }],
  })),
  on(payableEndpoints.pay, () => payAnswer),
  on(payableEndpoints.offset, () => detail.entries[0]),
]);

afterEach(() => {
  Modal.destroyAll();
  payAnswer = detail.entries[0];
});

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { accounting: ['view', 'create', 'update', 'export'] } });
const reader = testSession('headOffice', { permissionMap: { accounting: ['view'] } });
const path = `/account-payable?month=${month}`;
const dialogOf = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

describe('買掛・未払', () => {
  it('lists each 取引先’s month and registers a payment from the drawer with the payable’s version', async () => {
    signIn(headOffice);
    renderWithProviders(<PayablePage />, { path, route: '/account-payable' });
    const tr = (await screen.findByText('東邦映画配給株式会社')).closest('tr')!;
    for (const v of ['9,900円', '3,300円', '4,000円', '900円', '8,300円', '2026-11-30', '一部支払'])
      expect(within(tr).getByText(v)).toBeTruthy();
    expect(screen.getByTestId('payable-totals').textContent).toMatch(/残高 8,300円/);
    expect(screen.getByRole('button', { name: '仕入計上' })).toBeTruthy();

    await user.click(within(tr).getByRole('button', { name: '明細・支払' }));
    expect(await screen.findByText('前売券精算')).toBeTruthy();
    expect(screen.getByText('T0100012345610')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '支払登録' }));
    const pay = await dialogOf('支払登録 映画料 2026年10月');
    payAnswer = reply(400, {
      success: false,
      code: 'validation_failed',
      message: '「支払額」が残高（5,000円）を超えています',
      errors: [{ field: 'amount', message: '「支払額」が残高（5,000円）を超えています' }],
    });
    const amount = within(pay).getByLabelText('支払額');
    await user.clear(amount);
    await user.type(amount, '6000');
    await user.click(within(pay).getByRole('button', { name: /登録する/ }));
    expect(await within(pay).findByText('「支払額」が残高（5,000円）を超えています')).toBeTruthy();
    expect(sentTo(payableEndpoints.pay)).toEqual([
      expect.objectContaining({ payableId: 21, version: 3, amount: 6000, depositId: 2, memo: null }),
    ]);
  });

  it('asks the reason of an offset', async () => {
    signIn(headOffice);
    renderWithProviders(<PayablePage />, { path, route: '/account-payable' });
    const tr = (await screen.findByText('東邦映画配給株式会社')).closest('tr')!;
    await user.click(within(tr).getByRole('button', { name: '明細・支払' }));
    await user.click(await screen.findByRole('button', { name: '相殺' }));
    const offset = await dialogOf('相殺 映画料 2026年10月');
    await user.type(within(offset).getByLabelText('相殺額'), '500');
    await user.click(within(offset).getByRole('button', { name: /登録する/ }));
    expect(await within(offset).findByText('「相殺理由」を入力してください')).toBeTruthy();
    await user.type(within(offset).getByLabelText('相殺理由'), '前売券精算');
    await user.click(within(offset).getByRole('button', { name: /登録する/ }));
    await waitFor(() =>
      expect(sentTo(payableEndpoints.offset)).toEqual([
        expect.objectContaining({ payableId: 21, version: 3, amount: 500, reason: '前売券精算' }),
      ]),
    );
  });

  it('shows a read-only role the figures without the buttons', async () => {
    signIn(reader);
    renderWithProviders(<PayablePage />, { path, route: '/account-payable' });
    const tr = (await screen.findByText('東邦映画配給株式会社')).closest('tr')!;
    expect(screen.queryByRole('button', { name: '仕入計上' })).toBeNull();
    await user.click(within(tr).getByRole('button', { name: '明細・支払' }));
    expect(await screen.findByText('前売券精算')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '支払登録' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
  });
});
