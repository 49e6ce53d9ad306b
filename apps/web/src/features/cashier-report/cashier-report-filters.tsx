import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  addDays,
  cashierReportEndpoints,
  shiftStatus,
  tokyoDateOf,
  transactionHistoryOptionEndpoints,
  type CashierReportRow,
  type EndpointDef,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { usePermission, useSession } from '../../api/session.js';
import { exportRows, type ExportFormat } from '../../lib/export-file.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ExportButtons } from '../../ui/export-buttons.js';
import { exportColumns } from '../../ui/list-columns.js';
import { cashierReportColumns } from './cashier-report-columns.js';

/** The period the report opens on: yesterday and today in Japan (REPORTS.md §2: default yesterday). */
export const defaultPeriod = (): [Dayjs, Dayjs] => {
  const today = tokyoDateOf(Date.now());
  return [dayjs(addDays(today, -1)), dayjs(today)];
};

/** The search form's 期間 as the list call's from and to. */
export function periodQuery(values: Record<string, unknown>): Record<string, unknown> {
  const { period, ...rest } = values;
  const range = Array.isArray(period) ? (period as (Dayjs | null)[]) : [];
  return {
    ...rest,
    from: range[0] ? range[0].format('YYYY-MM-DD') : undefined,
    to: range[1] ? range[1].format('YYYY-MM-DD') : undefined,
  };
}

/** 営業日 期間 (31 days at most; the server names the field), 端末 of the chosen cinema, 状態. */
export function CashierReportFilters() {
  const cinemaId = useSession()?.cinemaId ?? null;
  const devices =
    useQuery({
      ...endpointQuery(['cashierReport', 'listMap', cinemaId], transactionHistoryOptionEndpoints.options, {
        query: { cinemaId: cinemaId ?? undefined },
      }),
      staleTime: 60_000,
    }).data?.devices ?? [];
  return (
    <>
      <Form.Item name="period" label="営業日">
        <DatePicker.RangePicker allowClear={false} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item name="deviceId">
        <Select
          placeholder="端末"
          aria-label="端末"
          allowClear
          style={{ width: 160 }}
          options={devices.map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select placeholder="状態" aria-label="状態" allowClear style={{ width: 130 }} options={shiftStatus.options} />
      </Form.Item>
    </>
  );
}

/** 「CSV出力」「Excel出力」 of every shift under the filters (a cinema's month fits one page), named `レジ精算_{劇場コード}_{期間}`. */
export function CashierReportExport({ query }: { query: Record<string, unknown> }) {
  const session = useSession();
  if (!usePermission('reports').can('export')) return null;
  const cinemaCode = session?.cinemas.find((c) => c.id === session.cinemaId)?.code;
  const { from, to } = query as { from?: string; to?: string };
  const name = ['レジ精算', cinemaCode, from && to ? `${from.replaceAll('-', '')}-${to.replaceAll('-', '')}` : null]
    .filter(Boolean)
    .join('_');
  const onExport = async (format: ExportFormat) => {
    const answer = await (call as (e: EndpointDef, i: object, s: object) => Promise<{ list: CashierReportRow[] }>)(
      cashierReportEndpoints.list,
      { query: { ...query, page: 0, pageSize: 9999 } },
      { loading: true, alert: true },
    );
    await exportRows(name, format, answer.list, exportColumns(cashierReportColumns));
  };
  return <ExportButtons onExport={onExport} />;
}
