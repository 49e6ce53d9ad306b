import { useQuery } from '@tanstack/react-query';
import {
  addDays,
  cashierReportEndpoints,
  shiftStatus,
  transactionHistoryOptionEndpoints,
  type CashierReportRow,
  type EndpointDef,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { useSession } from '../../api/session.js';
import type { Period } from '../../ui/report-page/report-period.js';
import type {
  ReportChartSpec,
  ReportCriterion,
  ReportData,
  ReportQuery,
  SummaryFigure,
} from '../../ui/report-page/report-types.js';

/** The period the report opens on: yesterday and today in Japan (docs/reports.md, "periods": yesterday by default). */
export const defaultPeriod = (today: string): Period => ({ from: addDays(today, -1), to: today });

/** 端末 of the chosen cinema and 状態: the report's own criteria, kept in the URL with the period. */
export function useCashierCriteria(): ReportCriterion[] {
  const cinemaId = useSession()?.cinemaId ?? null;
  const devices =
    useQuery({
      ...endpointQuery(['cashierReport', 'listMap', cinemaId], transactionHistoryOptionEndpoints.options, {
        query: { cinemaId: cinemaId ?? undefined },
      }),
      staleTime: 60_000,
    }).data?.devices ?? [];
  return [
    { key: 'deviceId', label: '端末', options: devices.map((d) => ({ value: d.id, label: d.name })) },
    { key: 'status', label: '状態', width: 130, options: shiftStatus.options },
  ];
}

/** The list call's query for the criteria: 営業日 from and to (31 days at most; the server names the field). */
export const shiftQuery = (q: ReportQuery) => ({
  from: q.from,
  to: q.to,
  deviceId: q.extra.deviceId,
  status: q.extra.status,
});

/** Every shift of the period (a cinema's month fits one page): the report adds them up, so it pages nothing. */
export async function fetchShifts(q: ReportQuery): Promise<ReportData<CashierReportRow>> {
  const answer = await (call as (e: EndpointDef, i: object, s: object) => Promise<{ list: CashierReportRow[] }>)(
    cashierReportEndpoints.list,
    { query: { ...shiftQuery(q), page: 0, pageSize: 9999 } },
    { loading: false, alert: false },
  );
  return { rows: answer.list };
}

const sum = (rows: CashierReportRow[], pick: (r: CashierReportRow) => number | null) =>
  rows.reduce((a, r) => a + (pick(r) ?? 0), 0);

export const shiftSummary = ({ rows }: ReportData<CashierReportRow>): SummaryFigure[] => [
  { title: 'シフト数', value: rows.length, suffix: '件' },
  { title: '現金売上', value: sum(rows, (r) => r.cashSales), suffix: '円' },
  { title: '現金返金・取消', value: sum(rows, (r) => r.cashRefunds), suffix: '円' },
  { title: '過不足', value: sum(rows, (r) => r.overShort), suffix: '円' },
  { title: '精算前のシフト', value: rows.filter((r) => r.status === 'working').length, suffix: '件' },
];

/** 現金売上 and 過不足 by 営業日, oldest first. */
export function shiftChart({ rows }: ReportData<CashierReportRow>): ReportChartSpec {
  const days = [...new Set(rows.map((r) => r.salesBusinessDate))].sort();
  return {
    type: 'bar',
    series: [
      { key: 'cashSales', name: '現金売上（円）' },
      { key: 'overShort', name: '過不足（円）', color: '#cf1322' },
    ],
    points: days.map((day) => {
      const ofDay = rows.filter((r) => r.salesBusinessDate === day);
      return {
        label: day.slice(5).replace('-', '/'),
        cashSales: sum(ofDay, (r) => r.cashSales),
        overShort: sum(ofDay, (r) => r.overShort),
      };
    }),
  };
}
