import type { ReactNode } from 'react';
import { Card, Empty, Flex, Statistic, Table, type TableColumnType } from 'antd';
import { figure, isNegative, percent } from '../../lib/format.js';
import { compareValues, formatCell, isNumeric, negativeColor, totalOf } from './report-cells.js';
import type { ReportColumn, ReportData, SummaryFigure } from './report-types.js';

export const defaultEmptyText = '該当するデータがありません。条件を変えて検索してください。';

/** The summary cards above the table: each figure formatted as the table's, red when negative. */
export function ReportSummary({ figures, loading }: { figures: SummaryFigure[]; loading: boolean }) {
  if (!figures.length) return null;
  return (
    <Flex wrap gap={12} style={{ marginBottom: 16 }}>
      {figures.map((f) => {
        const shown = f.type === 'percent' ? percent(f.value) : figure(f.value);
        const negative = f.type === 'percent' ? isNegative((f.value ?? 0) * 100, 1) : isNegative(f.value);
        return (
          <Card key={f.title} size="small" style={{ minWidth: 180 }} loading={loading}>
            <Statistic
              title={f.title}
              value={shown}
              suffix={f.value == null ? undefined : f.suffix}
              styles={{ content: negative ? { color: negativeColor } : undefined }}
            />
          </Card>
        );
      })}
    </Flex>
  );
}

interface TableProps<T> {
  columns: ReportColumn<T>[];
  data: ReportData<T> | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  failed: boolean;
  emptyText: string;
}

/**
 * The report's table: every row of the period (no paging, so the 合計 row adds up what is shown), a
 * header that stays in view, fixed first columns, figures right-aligned.
 */
export function ReportTable<T extends object>(p: TableProps<T>) {
  const rows = p.data?.rows ?? [];
  const columns: TableColumnType<T>[] = p.columns.map((c) => ({
    key: c.key,
    title: c.title,
    fixed: c.fixed ? 'left' : undefined,
    width: c.width,
    align: isNumeric(c) ? 'right' : undefined,
    sorter: c.sortable ? (a: T, b: T) => compareValues(c.value(a), c.value(b)) : undefined,
    render: (_: unknown, row: T) => (c.render ? c.render(row) : formatCell(c.type, c.value(row), c.digits)),
  }));
  const totals = p.columns.map((c) => totalOf(c, rows, p.data?.totals));
  const hasTotals = rows.length > 0 && totals.some((t) => t !== undefined);
  const empty: ReactNode = p.loading ? (
    <div aria-busy="true" style={{ minHeight: 120 }} />
  ) : p.failed ? (
    <Empty description="レポートを表示できませんでした" />
  ) : (
    <Empty description={p.emptyText} />
  );
  return (
    <Table<T>
      className="report-table"
      rowKey={p.rowKey}
      columns={columns}
      dataSource={rows}
      loading={p.loading}
      pagination={false}
      sticky
      scroll={{ x: 'max-content' }}
      size="middle"
      locale={{ emptyText: empty }}
      summary={
        hasTotals
          ? () => (
              <Table.Summary fixed="bottom">
                <Table.Summary.Row className="report-totals">
                  {p.columns.map((c, i) => (
                    <Table.Summary.Cell key={c.key} index={i} align={isNumeric(c) ? 'right' : undefined}>
                      <strong>
                        {totals[i] === undefined ? (i === 0 ? '合計' : null) : formatCell(c.type, totals[i], c.digits)}
                      </strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            )
          : undefined
      }
    />
  );
}
