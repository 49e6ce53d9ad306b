import { fail, reissueRefusal, type ReceiptReissueBody, type ReissuedReceipt } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found } from '../../platform/errors.js';
import { receiptOf, salesContext } from '../sales/index.js';
import { remainingLines, remainingPayments, remainingTaxes } from './receipt-figures.js';
import { lockSale, receiptRows, reissuesBefore } from './receipt-reissue.repository.js';

// 領収書の再発行 (docs/sales.md, "reissued receipts"): the 適格簡易請求書 the register printed, rebuilt by the same
// receiptOf from the stored rows (less refunds), with its reissue count; one 操作ログ row in the same transaction.

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

export function reissueReceipt(db: Db, actor: Actor, id: string, body: ReceiptReissueBody): Promise<ReissuedReceipt> {
  return db.transaction(async (tx) => {
    const { sale, cinemaName } = found(await lockSale(tx, actor.scope, id));
    const rows = await receiptRows(tx, sale.id);
    const voidDoc = rows.reversals.find((r) => r.kind === 'void');
    const refusal = reissueRefusal(
      { kind: sale.kind, status: sale.status, paid: sale.paidAt != null, onAccount: sale.clientId != null },
      voidDoc ? String(voidDoc.transactionNo) : null,
    );
    if (refusal) throw conflict(refusal);
    // The issuer as the register's receipt names it (the brand's company and 登録番号); the rounding the sale used.
    const { issuer } = await salesContext(tx, { cinemaId: sale.cinemaId, channel: 'backoffice', deviceId: null });
    const lines = remainingLines(rows.lines);
    const receipt =
      receiptOf({ issuer, roundingMode: sale.roundingMode }, lines, remainingTaxes(lines, rows.taxes)) ??
      fail('a sale context always names its issuer');
    const { payments, change } = remainingPayments(rows.salePayments, rows.refundPayments);
    const reissueCount = (await reissuesBefore(tx, sale.id)) + 1;
    const total = lines.reduce((s, l) => s + l.amount, 0);
    const transactionNo = String(sale.transactionNo);
    const named = [body.addressee && `宛名「${body.addressee}」`, body.purpose && `但し書き「${body.purpose}」`];
    await audit(tx, actor, {
      action: 'receiptReissue',
      entity: 'transaction',
      entityId: sale.id,
      brandId: sale.brandId,
      cinemaId: sale.cinemaId,
      summary: [
        `領収書を再発行（取引番号 ${transactionNo}、${cinemaName}、${reissueCount}回目、${yen(total)}）`,
        ...named.filter(Boolean),
      ].join(' '),
      detail: { transactionNo, reissueCount, total, addressee: body.addressee, purpose: body.purpose },
    });
    return {
      transactionId: sale.id,
      transactionNo,
      occurredAt: sale.occurredAt.toISOString(),
      salesBusinessDate: sale.salesBusinessDate,
      cinemaName,
      reissued: true,
      reissueCount,
      reissuedAt: new Date().toISOString(),
      addressee: body.addressee ?? null,
      purpose: body.purpose ?? null,
      status: sale.status,
      total,
      tax: receipt.taxes.reduce((s, t) => s + t.tax, 0),
      refundedAmount: sale.refundedAmount,
      refunds: rows.reversals
        .filter((r) => r.kind === 'refund')
        .map((r) => ({
          transactionNo: String(r.transactionNo),
          occurredAt: r.occurredAt.toISOString(),
          amount: -r.total,
        })),
      receipt,
      payments,
      change,
    };
  });
}
