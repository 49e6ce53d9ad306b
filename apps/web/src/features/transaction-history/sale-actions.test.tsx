import { historyRow } from './history.fixtures.js';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { transactionActionEndpoints, type HistoryDetail } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { moneySentence } from './reversal-money.js';
import { SaleActions } from './sale-actions.js';

// 取引詳細 › 払戻 / 取消: nothing is ticked when the dialog opens, and before 払戻を実行 / 取消を実行
// one sentence says how much goes back to which tender, split the way the API splits it.
const session = testSession('staff', { permissionMap: { reports: ['view', 'update'] } });

type Line = HistoryDetail['lines'][number];
const line = (lineNo: number, over: Partial<Line>): Line => ({
  lineNo,
  lineType: 'ticket',
  salesGroupName: '興行収入',
  name: '一般',
  quantity: 1,
  unitPrice: 1800,
  discountAmount: 0,
  couponSerial: null,
  couponAmount: 0,
  amount: 1800,
  taxRate: 0.1,
  tax: 163,
  refundedQuantity: 0,
  refundedAmount: 0,
  seatKey: null,
  screeningStart: null,
  houseName: null,
  surcharge: 0,
  boxOfficeAmount: null,
  options: '',
  eatIn: null,
  issuedAt: null,
  admittedAt: null,
  ...over,
});
const credit = {
  methodName: 'クレジットカード',
  methodKind: 'credit',
  tendered: null,
  change: null,
  approvalNo: '123',
};
const cash = { methodName: '現金', methodKind: 'cash', approvalNo: null };
const sale: HistoryDetail = {
  ...historyRow({
    summary: '一般 他2件',
    quantity: 4,
    amount: 4800,
    total: 4800,
    taxable10: 4800,
    paymentNames: 'クレジットカード',
  }),
  tax: 436,
  purchaserPhone: null,
  purchaserEmail: null,
  memo: null,
  lines: [
    line(1, { seatKey: 'A-1' }),
    line(2, { seatKey: 'A-2' }),
    line(3, { lineType: 'shop', name: 'ポップコーン', quantity: 2, unitPrice: 600, amount: 1200, tax: 109 }),
  ],
  payments: [{ ...credit, amount: 4800 }],
  taxes: [{ rate: 0.1, taxable: 4800, tax: 436 }],
  reversals: [],
  exceptions: [],
  timeline: [],
};
// Paid 1,000円 in cash and the rest by card, one ポップコーン (600円) already refunded: in cash, the first tender.
const split: HistoryDetail = {
  ...sale,
  status: 'partial_refunded',
  paid: true,
  refundedAmount: 600,
  lines: [sale.lines[0]!, sale.lines[1]!, { ...sale.lines[2]!, refundedQuantity: 1, refundedAmount: 600 }],
  payments: [
    { ...cash, amount: 1000, tendered: 1000, change: 0 },
    { ...credit, amount: 3800 },
  ],
  reversals: [
    {
      id: 'r1',
      transactionNo: '10000043',
      kind: 'refund',
      occurredAt: '2026-11-25T04:00:00.000Z',
      salesBusinessDate: '2026-11-25',
      total: -600,
      memo: null,
    },
  ],
};
const cashSale: HistoryDetail = { ...sale, payments: [{ ...cash, amount: 4800, tendered: 5000, change: 200 }] };

const { sentTo } = stubEndpoints([
  on(transactionActionEndpoints.payoutOptions, () => ({ cash: 0, voidDrawer: null, drawers: [] })),
  on(transactionActionEndpoints.refund, () => sale),
  on(transactionActionEndpoints.void, () => sale),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

async function open(detail: HistoryDetail, action: RegExp) {
  signIn(session);
  const onDone = vi.fn(async () => undefined);
  renderWithProviders(<SaleActions detail={detail} onDone={onDone} />);
  await user.click(screen.getByRole('button', { name: action }));
  return { dialog: await screen.findByRole('dialog'), onDone };
}

describe('払戻 and 取消 of a sale', () => {
  it('opens 払戻 with nothing ticked, then says what goes back to the card and sends only the ticked lines', async () => {
    const { dialog, onDone } = await open(sale, /^払\s?戻$/);
    const confirm = within(dialog).getByRole('button', { name: '払戻を実行' });
    for (const box of within(dialog).getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(false);
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('払戻する明細にチェックを入れてください')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '戻る' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /キャンセル/ })).toBeNull();

    await user.click(within(dialog).getByRole('checkbox', { name: '一般 A-1' }));
    expect(await within(dialog).findByText('クレジットカードへ 1,800円を払戻します')).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', false);
    // A line of several units goes back whole once ticked; fewer units, their share.
    await user.click(within(dialog).getByRole('checkbox', { name: 'ポップコーン' }));
    expect(await within(dialog).findByText('クレジットカードへ 3,000円を払戻します')).toBeTruthy();
    const units = within(dialog).getByLabelText('明細3の払戻数量');
    await user.clear(units);
    await user.type(units, '1');
    expect(await within(dialog).findByText('クレジットカードへ 2,400円を払戻します')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('理由'), 'お客様都合');
    await user.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentTo(transactionActionEndpoints.refund)).toEqual([
      {
        id: sale.id,
        reason: 'お客様都合',
        lines: [
          { lineNo: 1, quantity: 1 },
          { lineNo: 3, quantity: 1 },
        ],
      },
    ]);
  });

  it('lists each tender when a refund goes back to several, after what earlier refunds took', async () => {
    const { dialog } = await open(split, /^払\s?戻$/);
    await user.click(within(dialog).getByRole('checkbox', { name: '一般 A-2' }));
    expect(
      await within(dialog).findByText(
        '現金 400円・クレジットカード 1,400円、合計 1,800円を払戻します（現金はお客様へお返しください）',
      ),
    ).toBeTruthy();
  });

  it('says the cash of a void goes back to the customer, with 戻る and 取消を実行', async () => {
    const { dialog } = await open(cashSale, /^取\s?消$/);
    expect(within(dialog).getByText('現金 4,800円をお客様へお返しください')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '戻る' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取消を実行' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /キャンセル/ })).toBeNull();
  });

  it('says so when no tender takes the money back (a 売掛 sale)', () => {
    const onAccount = { ...sale, payments: [], clientName: '株式会社シネマ' };
    expect(moneySentence('refund', onAccount, 1800)).toBe('払戻額は 1,800円です（返金する支払はありません）');
    expect(moneySentence('void', { ...sale, payments: [{ ...credit, amount: 1000 }] }, 1800)).toBe(
      'クレジットカードへ 1,000円を返金します（うち 800円は返金する支払がありません）',
    );
  });
});
