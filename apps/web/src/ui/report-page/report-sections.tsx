import { Card, Typography } from 'antd';
import { ReportChartSlot } from './report-chart-slot.js';
import { ReportTable } from './report-table.js';
import type { ReportChartSpec, ReportColumn, ReportValue } from './report-types.js';

/**
 * A table of its own under a report's main one (営業日報's 決済方法別, 税率別…): its own columns and rows, shown
 * in a card with its title, printed after the main table, exported after it in the CSV and as a sheet of its own in
 * Excel. 表示列 chooses the main table's columns only.
 */
export interface ReportSection<R = object> {
  key: string;
  title: string;
  columns: ReportColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** Totals the report computed, by column key (else each column's own `total`). */
  totals?: Record<string, ReportValue>;
  /** A line under the title: what the block counts, where its figures come from. */
  note?: string;
  chart?: ReportChartSpec;
}

/** A section of any row type, as the skeleton takes a list of them (each section's rows meet only its columns). */
export const reportSection = <R,>(s: ReportSection<R>): ReportSection => s as unknown as ReportSection;

/** The sections under the main table, each in a card; one without rows says so. */
export function ReportSections({ sections, loading }: { sections: ReportSection[]; loading: boolean }) {
  return (
    <>
      {sections.map((s) => (
        <Card
          key={s.key}
          size="small"
          title={s.title}
          style={{ marginTop: 16 }}
          className="report-section"
          data-testid={`report-section-${s.key}`}
        >
          {s.note && <Typography.Paragraph type="secondary">{s.note}</Typography.Paragraph>}
          {s.chart && s.rows.length > 0 && <ReportChartSlot chart={s.chart} />}
          <ReportTable
            columns={s.columns}
            data={{ rows: s.rows, totals: s.totals }}
            rowKey={s.rowKey}
            loading={loading}
            failed={false}
            emptyText="該当するデータがありません。"
          />
        </Card>
      ))}
    </>
  );
}
