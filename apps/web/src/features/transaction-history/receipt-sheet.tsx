import type { ReissuedReceipt } from '@cinema/contracts';
import { dateTime, yenText } from '../../lib/format.js';
import './receipt-print.css';

// A reissued 領収書 as it prints (docs/sales.md, "reissued receipts"): what a 適格簡易請求書 carries (issuer, 登録番号,
// date, items with ※ on the reduced rate, each rate's total and tax), marked 再発行, with 宛名, 但し書き and tenders.

const rateLabel = (rate: number) => (rate > 0 ? `${Math.round(rate * 100)}%対象` : '非課税等');

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'receipt-row receipt-strong' : 'receipt-row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/** The printable block; the modal shows it on screen, and a copy beside the app is what prints. */
export function ReceiptSheet({ r }: { r: ReissuedReceipt }) {
  const { receipt } = r;
  const reduced = receipt.lines.some((l) => l.reducedRate);
  return (
    <div className="receipt-sheet">
      <h2 className="receipt-title">領収書（再発行）</h2>
      <div className="receipt-center">再発行 {r.reissueCount}回目</div>
      <div className="receipt-addressee">{r.addressee ?? ''} 様</div>
      <Row label="金額" value={yenText(r.total)} strong />
      {r.purpose && <div>但し {r.purpose}</div>}
      <div>上記正に領収いたしました</div>
      <hr />
      <Row label="取引日時" value={dateTime(r.occurredAt)} />
      <Row label="取引番号" value={r.transactionNo} />
      <hr />
      {receipt.lines.map((l) => (
        <div key={l.lineNo} className="receipt-line">
          <div>
            {l.reducedRate ? '※' : ''}
            {l.name}
          </div>
          <Row label={`  ${yenText(l.unitPrice)} × ${l.quantity}`} value={yenText(l.amount)} />
        </div>
      ))}
      <hr />
      {receipt.taxes.map((t) => (
        <Row key={t.rate} label={rateLabel(t.rate)} value={`${yenText(t.taxable)}（内消費税 ${yenText(t.tax)}）`} />
      ))}
      <Row label="合計" value={yenText(r.total)} strong />
      <Row label="うち消費税" value={yenText(r.tax)} />
      <hr />
      {r.payments.map((p, i) => (
        <div key={i}>
          <Row label={p.methodName} value={yenText(p.amount)} />
          {p.tendered != null && <Row label="お預かり" value={yenText(p.tendered)} />}
          {p.change != null && p.change > 0 && <Row label="おつり" value={yenText(p.change)} />}
        </div>
      ))}
      {r.refundedAmount > 0 && (
        <div className="receipt-note">
          払戻 {yenText(r.refundedAmount)}（取引番号 {r.refunds.map((x) => x.transactionNo).join('・')}
          ）を差し引いた金額です
        </div>
      )}
      {reduced && <div className="receipt-note">※は軽減税率対象</div>}
      <hr />
      <div>{receipt.issuerName}</div>
      {receipt.registrationNo && <div>登録番号 {receipt.registrationNo}</div>}
      <div>{r.cinemaName}</div>
      <div className="receipt-note">再発行日時 {dateTime(r.reissuedAt)}</div>
    </div>
  );
}
