import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { businessToday } from '../../lib/business-today.js';
import { usePermission, useSession } from '../../api/session.js';
import type { CsvEncoding } from '../../lib/csv.js';
import { ColumnSettings, useColumnChoice, useListName } from '../column-settings.js';
import { ExportButtons } from '../export-buttons.js';
import type { ExportFormat } from '../../lib/export-file.js';
import { dateWithWeekday } from '../../lib/format.js';
import { PageHeader } from '../page-header.js';
import { ReportChartSlot } from './report-chart-slot.js';
import { cinemaChoice, cinemaFileCode, cinemaLabel, readCriteria, writeCriteria } from './report-criteria.js';
import { ReportCriteriaBar } from './report-criteria-bar.js';
import { exportReport } from './report-export.js';
import { ReportPrintView, useReportPrint } from './report-print.js';
import { defaultEmptyText, ReportSummary, ReportTable } from './report-table.js';
import { ReportSections } from './report-sections.js';
import { reportBasisLabels, type ReportData, type ReportPageProps, type ReportQuery } from './report-types.js';

/**
 * The skeleton of every report screen (issue 22 §3): criteria in the URL (劇場, 期間 with presets, the
 * report's own selects, 集計基準), summary figures, a chart, the table with its 合計 row, CSV (UTF-8 with
 * BOM or Shift_JIS), Excel and an A4 print view. A report declares its columns and how to fetch.
 */
export function ReportPage<T extends object, D extends ReportData<T> = ReportData<T>>(props: ReportPageProps<T, D>) {
  const session = useSession();
  const canExport = usePermission(props.module).can('export');
  const [params, setParams] = useSearchParams();
  // Today in Japan, as the screen opened: the presets and the default period count from it.
  const [today] = useState(businessToday);
  const mode = props.cinemas ?? 'brand';
  const { fixed, cinemas } = cinemaChoice(session, mode);
  const extraKeys = useMemo(() => (props.criteria ?? []).map((c) => c.key), [props.criteria]);
  const extraDefaults = useMemo(
    () => Object.fromEntries((props.criteria ?? []).map((c) => [c.key, c.defaultValue])),
    [props.criteria],
  );
  const query = readCriteria(params, {
    today,
    weekStartDay: props.weekStartDay,
    defaultPeriod: props.defaultPeriod,
    session,
    cinemaMode: mode,
    extraKeys,
    extraDefaults,
    singleDay: props.singleDay,
  });
  // Each change is a history entry: back and forward walk through the criteria.
  const onChange = (next: ReportQuery) => setParams(writeCriteria(params, next, fixed));

  const result = useQuery({
    queryKey: [...props.queryKey, 'report', session?.cinemaId ?? null, query],
    queryFn: () => props.fetch(query),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  const hasRows = !!data?.rows.length;
  const summary = data ? (props.summary?.(data, query) ?? []) : [];
  const chart = data && hasRows ? props.chart?.(data, query) : null;
  const sections = data ? (props.sections?.(data, query) ?? []) : [];
  const heading = data ? props.heading?.(data, query) : null;

  const periodLabel = props.periodLabel ?? '期間';
  const criteriaLines = [
    `劇場：${cinemaLabel(query.cinemaIds, cinemas)}`,
    props.singleDay
      ? `${periodLabel}：${dateWithWeekday(query.to)}`
      : `${periodLabel}：${dateWithWeekday(query.from)}〜${dateWithWeekday(query.to)}`,
    ...(props.criteria ?? [])
      .filter((c) => query.extra[c.key])
      .map(
        (c) =>
          `${c.label}：${c.options.find((o) => String(o.value) === query.extra[c.key])?.label ?? query.extra[c.key]}`,
      ),
    `集計基準：${reportBasisLabels[props.basis]}`,
  ];
  const { printing, print } = useReportPrint();
  // 表示列 chooses the table's columns only: the export and the print keep every one.
  const choice = useColumnChoice(useListName());

  const onExport = (format: ExportFormat, encoding?: CsvEncoding) =>
    data &&
    exportReport(
      {
        title: props.title,
        columns: props.columns,
        data,
        from: query.from,
        to: query.to,
        cinemaCode: cinemaFileCode(query.cinemaIds, cinemas),
        preamble: [props.title, ...criteriaLines],
        sections,
      },
      format,
      encoding,
    );
  const exportDisabled = (!hasRows && !sections.some((s) => s.rows.length)) || result.isFetching;
  return (
    <>
      <PageHeader
        title={props.title}
        extra={
          <Space wrap className="report-no-print">
            <ColumnSettings columns={props.columns.filter((c) => !c.screenOnly)} choice={choice} />
            {props.extra?.(query)}
            {canExport && <ExportButtons onExport={onExport} disabled={exportDisabled} />}
            <Button icon={<PrinterOutlined />} disabled={exportDisabled} onClick={print}>
              印刷
            </Button>
          </Space>
        }
      />
      <ReportCriteriaBar
        query={query}
        onChange={onChange}
        cinemas={cinemas}
        cinemaFixed={fixed}
        today={today}
        weekStartDay={props.weekStartDay}
        periodLabel={periodLabel}
        singleDay={props.singleDay}
        basis={props.basis}
        criteria={props.criteria ?? []}
      />
      {result.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={result.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void result.refetch()}>
              再読み込み
            </Button>
          }
        />
      )}
      {heading}
      {hasRows && <ReportSummary figures={summary} loading={result.isFetching} />}
      {chart != null && <ReportChartSlot chart={chart} />}
      <ReportTable
        columns={props.columns.filter(choice.isShown)}
        data={data}
        rowKey={props.rowKey}
        loading={result.isFetching}
        failed={result.isError}
        emptyText={props.emptyText ?? defaultEmptyText}
      />
      {sections.length > 0 && <ReportSections sections={sections} loading={result.isFetching} />}
      {printing && data && (
        <ReportPrintView
          title={props.title}
          criteria={criteriaLines}
          summary={summary}
          columns={props.columns}
          data={data}
          rowKey={props.rowKey}
          heading={heading}
          sections={sections}
        />
      )}
    </>
  );
}
