import { createPortal } from 'react-dom';
import type { PrintDocument, PrintReplySlip, PrintRow } from '@cinema/contracts';
import { usePrintView } from '../use-print-view.js';
import './print-document.css';

// A PrintDocument (contracts print-document.ts, docs/pdf-documents.md) as print HTML: the same model the API renders
// to PDF, laid out the same way (A4, the table's header repeated on each page, "n / N ページ" in the page's foot), so
// the screen's 印刷 and the PDF never drift.

/** 印刷: renders the document in a portal beside the app and hides the app while the page prints (Ctrl+P too). */
export const useDocumentPrint = () => usePrintView('document');

function Row({ row, columns }: { row: PrintRow; columns: PrintDocument['table']['columns'] }) {
  if (row.kind === 'note')
    return (
      <tr className="print-document-note">
        <td colSpan={columns.length}>{row.cells[0]}</td>
      </tr>
    );
  return (
    <tr className={row.kind === 'total' ? 'print-document-total' : undefined}>
      {columns.map((c, i) => (
        <td key={c.title} style={{ textAlign: c.align }}>
          {row.cells[i]}
        </td>
      ))}
    </tr>
  );
}

/** The reply slip at the document's foot: a cut line, its heading and sentence, labelled boxes left blank. */
function ReplySlip({ slip }: { slip: PrintReplySlip }) {
  return (
    <div className="print-document-reply">
      <div className="print-document-cut">きりとり</div>
      <h2>{slip.title}</h2>
      <p>{slip.lead}</p>
      <table>
        <tbody>
          {slip.fields.map((f) => (
            <tr key={f.label} style={{ height: `${f.lines * 16}pt` }}>
              <th>{f.label}</th>
              <td>{f.hint}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The document's body, for the print portal (and a test). */
export function PrintDocumentBody({ doc }: { doc: PrintDocument }) {
  const sum = doc.table.columns.reduce((s, c) => s + c.width, 0);
  return (
    <div className={`print-document print-document-${doc.orientation}`} data-testid="print-document">
      <h1>{doc.title}</h1>
      {doc.subtitle && <div className="print-document-subtitle">{doc.subtitle}</div>}
      <div className="print-document-parties">
        <div className="print-document-recipient">
          {doc.recipient && (
            <>
              <div className="print-document-addressee">{`${doc.recipient.name}\u3000御中`}</div>
              {doc.recipient.lines.map((l) => (
                <div key={l}>{l}</div>
              ))}
            </>
          )}
        </div>
        <div className="print-document-issuer">
          {doc.meta.map((m) => (
            <div key={m.label} className="print-document-meta">
              {m.label}：{m.value}
            </div>
          ))}
          <div className="print-document-issuer-lines">
            {doc.issuer.lines.map((l, i) => (
              <div key={l} className={i === 0 ? 'print-document-issuer-name' : undefined}>
                {l}
              </div>
            ))}
            {doc.issuer.stampUrl && <img className="print-document-stamp" src={doc.issuer.stampUrl} alt="社印" />}
          </div>
        </div>
      </div>
      {doc.lead.map((l) => (
        <p key={l}>{l}</p>
      ))}
      <table>
        <colgroup>
          {doc.table.columns.map((c) => (
            <col key={c.title} style={{ width: `${(c.width / sum) * 100}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {doc.table.columns.map((c) => (
              <th key={c.title}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {doc.table.rows.length ? (
            doc.table.rows.map((row, i) => <Row key={i} row={row} columns={doc.table.columns} />)
          ) : (
            <Row row={{ kind: 'note', cells: [doc.table.empty] }} columns={doc.table.columns} />
          )}
        </tbody>
      </table>
      {doc.totals.length > 0 && (
        <table className="print-document-totals">
          <tbody>
            {doc.totals.map((t) => (
              <tr key={t.label} className={t.strong ? 'print-document-strong' : undefined}>
                <th>{t.label}</th>
                <td>{t.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {doc.notes.map((n) => (
        <p key={n} className="print-document-notes">
          {n}
        </p>
      ))}
      {doc.reply && <ReplySlip slip={doc.reply} />}
    </div>
  );
}

/** The print view: rendered only while printing, beside the app. */
export function PrintDocumentView({ doc }: { doc: PrintDocument }) {
  return createPortal(<PrintDocumentBody doc={doc} />, document.body);
}

/** Several documents printed together (a batch of letters), each from a new page. */
export function PrintBatchView({ docs }: { docs: PrintDocument[] }) {
  return createPortal(
    <div className="print-batch">
      {docs.map((d, i) => (
        <PrintDocumentBody key={i} doc={d} />
      ))}
    </div>,
    document.body,
  );
}
