import { taxRateText, type ArInvoiceDetail } from '@cinema/contracts';
import { postal, yenText } from '../../lib/format.js';
import { printOnly } from '../../ui/use-print-view.js';
import './ar-invoice-print.css';

// The 適格請求書 as printed (docs/accounting.md, "売掛", "適格請求書"): 発行者名と登録番号, 取引年月日,
// 内容 (※ marks 軽減税率), 税率ごとの対価の合計と消費税額 (one rounding per rate), 交付先; A4 through the print stylesheet.

export const printInvoice = () => printOnly('ar');

export function InvoiceSheet({ invoice: i }: { invoice: ArInvoiceDetail }) {
  return (
    <div className="ar-invoice-sheet" data-testid="invoice-sheet">
      <h1>請求書</h1>
      <div style={{ textAlign: 'right' }}>
        {i.reissueCount > 0 && <div>再発行（{i.reissueCount}回目）</div>}
        <div>請求書番号 {i.number}</div>
        <div>発行日 {i.issueDate}</div>
      </div>
      <div className="parties">
        <div>
          <div style={{ fontSize: 16 }}>{i.clientName} 御中</div>
          <div>
            対象期間 {i.periodFrom}〜{i.periodTo}
          </div>
          <div>お支払期日 {i.dueDate}</div>
          <div className="total">ご請求金額 {yenText(i.total)}（税込）</div>
        </div>
        <div>
          <div style={{ fontSize: 14 }}>{i.issuerName}</div>
          {i.issuerPostalCode && <div>{postal(i.issuerPostalCode)}</div>}
          {i.issuerAddress && <div>{i.issuerAddress}</div>}
          <div>登録番号 {i.issuerInvoiceNumber ?? '（未登録）'}</div>
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th>取引年月日</th>
            <th>内容</th>
            <th>税率</th>
            <th>金額（税込）</th>
          </tr>
        </thead>
        <tbody>
          {i.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.date}</td>
              <td>
                {l.description}
                {l.taxRate === 0.08 ? ' ※' : ''}
              </td>
              <td>{taxRateText(l.taxRate)}</td>
              <td className="num">{yenText(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            <th>税率</th>
            <th>対象額（税込）</th>
            <th>うち消費税</th>
            <th>税抜金額</th>
          </tr>
        </thead>
        <tbody>
          {i.rateTotals.map((r) => (
            <tr key={r.rate}>
              <td>{taxRateText(r.rate)}対象</td>
              <td className="num">{yenText(r.taxable)}</td>
              <td className="num">{yenText(r.tax)}</td>
              <td className="num">{yenText(r.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {i.lines.some((l) => l.taxRate === 0.08) && <div>※は軽減税率対象</div>}
    </div>
  );
}
