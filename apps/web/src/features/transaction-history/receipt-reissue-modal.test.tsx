// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { receiptReissueEndpoints, receiptReissueMessages, type ReissuedReceipt } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { ReceiptReissueModal } from './receipt-reissue-modal.js';

// 取引詳細 › 領収書を再発行: 宛名 and 但し書き, then the receipt as it prints (再発行, 登録番号, ※ on the reduced rate,
// each rate's total and tax, tenders) with 印刷, which prints the receipt alone; a refusal says why in Japanese.

const sale = { id: '0192aaaa-0000-7000-8000-000000000001', transactionNo: '10000042' };
const answer: ReissuedReceipt = {
  transactionId: sale.id,
  transactionNo: sale.transactionNo,
  occurredAt: '2026-11-25T03:00:00.000Z',
  salesBusinessDate: '2026-11-25',
  cinemaName: 'シネマライン新宿',
  reissued: true,
  reissueCount: 2,
  reissuedAt: '2026-11-26T01:30:00.000Z',
  addressee: '株式会社シネマ商事',
  purpose: '映画鑑賞料として',
  status: 'success',
  total: 5000,
  tax: 434,
  refundedAmount: 0,
  refunds: [],
  receipt: {
    issuerName: '株式会社シネマライン',
    registrationNo: 'T1234567890123',
    roundingMode: 'ROUND',
    taxes: [
      { rate: 0.1, taxable: 3800, tax: 345 },
      { rate: 0.08, taxable: 1200, tax: 89 },
    ],
    lines: [
      { lineNo: 1, name: '作品A 一般', quantity: 2, unitPrice: 1900, amount: 3800, taxRate: 0.1, reducedRate: false },
      { lineNo: 2, name: 'ポップコーン', quantity: 2, unitPrice: 600, amount: 1200, taxRate: 0.08, reducedRate: true },
    ],
  },
  payments: [{ methodName: '現金', methodKind: 'cash', amount: 5000, tendered: 10000, change: 5000 }],
  change: 5000,
};

let refuse = false;
let answered = answer;
const { sentTo } = stubEndpoints([
  on(receiptReissueEndpoints.reissue, ({ params }) =>
    refuse || params.id !== sale.id
      ? reply(409, { success: false, code: 'conflict', message: receiptReissueMessages.voided('10000050') })
      : answered,
  ),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
afterEach(() => {
  refuse = false;
  answered = answer;
  vi.restoreAllMocks();
});

async function open() {
  const onClose = vi.fn();
  renderWithProviders(<ReceiptReissueModal sale={sale} onClose={onClose} />);
  return { dialog: await screen.findByRole('dialog'), onClose };
}

describe('領収書を再発行', () => {
  it('sends 宛名 and 但し書き, shows the receipt as it prints, and prints it alone', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByText('領収書を再発行（取引番号 10000042）')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('宛名'), '株式会社シネマ商事');
    await user.type(within(dialog).getByLabelText('但し書き'), '映画鑑賞料として');
    await user.click(within(dialog).getByRole('button', { name: '再発行する' }));
    expect(await within(dialog).findByText('領収書（再発行）')).toBeTruthy();
    expect(sentTo(receiptReissueEndpoints.reissue)).toEqual([
      { addressee: '株式会社シネマ商事', purpose: '映画鑑賞料として' },
    ]);
    const sheet = within(dialog);
    for (const text of [
      '再発行 2回目',
      '株式会社シネマ商事 様',
      '但し 映画鑑賞料として',
      '株式会社シネマライン',
      '登録番号 T1234567890123',
      'シネマライン新宿',
      '※ポップコーン',
      '作品A 一般',
      '※は軽減税率対象',
      '3,800円（内消費税 345円）',
      '1,200円（内消費税 89円）',
      '2026-11-25 12:00',
    ])
      expect(sheet.getByText(text)).toBeTruthy();
    expect(sheet.getByText('10%対象')).toBeTruthy();
    expect(sheet.getByText('8%対象')).toBeTruthy();
    expect(sheet.getAllByText('5,000円').length).toBeGreaterThanOrEqual(3); // 金額, 合計, 現金
    expect(sheet.getByText('10,000円')).toBeTruthy(); // お預かり
    // The print copy beside the app is the same receipt; 印刷 shows it alone while the page prints.
    expect(within(screen.getByTestId('receipt-print')).getByText('領収書（再発行）')).toBeTruthy();
    const printed: boolean[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push(document.body.classList.contains('receipt-printing'));
    });
    await user.click(within(dialog).getByRole('button', { name: /印\s?刷/ }));
    expect(printed).toEqual([true]);
    expect(document.body.classList.contains('receipt-printing')).toBe(false);
    // Printing again is not another reissue.
    expect(sentTo(receiptReissueEndpoints.reissue)).toHaveLength(1);
  });

  it('says why in Japanese when the sale cannot have its receipt reissued, and stays on the form', async () => {
    refuse = true;
    const { dialog, onClose } = await open();
    await user.click(within(dialog).getByRole('button', { name: '再発行する' }));
    expect(await within(dialog).findByText(receiptReissueMessages.voided('10000050'))).toBeTruthy();
    expect(within(dialog).queryByText('領収書（再発行）')).toBeNull();
    expect(within(dialog).getByLabelText('宛名')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '戻る' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('prints no 登録番号 line and warns when the brand has none', async () => {
    answered = { ...answer, addressee: null, receipt: { ...answer.receipt, registrationNo: null } };
    const { dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: '再発行する' }));
    expect(await within(dialog).findByText(/登録番号（インボイス）が未登録/)).toBeTruthy();
    expect(within(dialog).queryByText(/^登録番号/)).toBeNull();
    // No 宛名: the line is left for the customer's name, 様 at its end.
    expect(within(dialog).getByText('様')).toBeTruthy();
  });
});
