import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { figure, percent } from '../../lib/format.js';
import { formatCell, isNumeric, totalOf } from './report-cells.js';
import type { ReportSection } from './report-sections.js';
import type { ReportColumn, ReportData, SummaryFigure } from './report-types.js';
import { usePrintView } from '../use-print-view.js';
import './report-print.css';

/**
 * Printing: the 印刷 button and the browser's own print (Ctrl+P) both render the print view first, in a
 * portal beside the app, and hide the app while the page prints (report-print.css, `report-printing`).
 */
export const useReportPrint = () => usePrintView('report');

interface PrintProps<T> {
  title: string;
  /** The criteria and 集計基準, one line each (劇場: …, 期間: …). */
  criteria: string[];
  summary: SummaryFigure[];
  columns: ReportColumn<T>[];
  data: ReportData<T>;
  rowKey: (row: T) => string;
  /** What heads the report (a day's 天候・特記事項), under the criteria. */
  heading?: ReactNode;
  /** Tables printed after the main one, each under its title. */
  sections?: ReportSection[];
}

/** A plain table whose header repeats on each page, with its 合計 row. */
function PrintTable<R>(p: { columns: ReportColumn<R>[]; data: ReportData<R>; rowKey: (row: R) => string }) {
  const columns = p.columns.filter((c) => !c.screenOnly);
  const totals = columns.map((c) => totalOf(c, p.data.rows, p.data.totals));
  const hasTotals = p.data.rows.length > 0 && totals.some((t) => t !== undefined);
  const align = (c: ReportColumn<R>) => (isNumeric(c) ? ('right' as const) : undefined);
  return (
    <table>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} style={{ textAlign: align(c) ?? 'left' }}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {p.data.rows.map((row) => (
          <tr key={p.rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key} style={{ textAlign: align(c) }}>
                {formatCell(c.type, c.value(row), c.digits)}
              </td>
            ))}
          </tr>
        ))}
        {hasTotals && (
          <tr className="report-print-totals">
            {columns.map((c, i) => (
              <td key={c.key} style={{ textAlign: align(c) }}>
                {totals[i] === undefined ? (i === 0 ? '合計' : null) : formatCell(c.type, totals[i], c.digits)}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The A4 print view: title, criteria, summary, then a plain table whose header repeats on each page. */
export function ReportPrintView<T>(p: PrintProps<T>) {
  return createPortal(
    <div className="report-print" data-testid="report-print">
      <h1>{p.title}</h1>
      <div className="report-print-criteria">
        {p.criteria.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </div>
      {p.heading}
      {p.summary.length > 0 && (
        <div className="report-print-summary">
          {p.summary
            .map(
              (f) =>
                `${f.title}：${f.type === 'percent' ? percent(f.value) : figure(f.value)}${f.value == null ? '' : (f.suffix ?? '')}`,
            )
            .join('　')}
        </div>
      )}
      <PrintTable columns={p.columns} data={p.data} rowKey={p.rowKey} />
      {(p.sections ?? []).map((sec) => (
        <section key={sec.key} className="report-print-section">
          <h2>{sec.title}</h2>
          <PrintTable columns={sec.columns} data={{ rows: sec.rows, totals: sec.totals }} rowKey={sec.rowKey} />
        </section>
      ))}
    </div>,
    document.body,
  );
}
