import {
  bookingDailyEndpoints,
  salesChannel,
  type BookingDailyQuery,
  type BookingDailyRow,
  type BookingOutlookQuery,
  type BookingOutlookRow,
  type SalesChannel,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import type { ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import { chosen, chosenId } from './seat-report-data.js';

// 販売日報（前売・先売）'s calls (docs/reports.md, "seat reports"): the period's 販売日 × 作品, and 予約状況 as of the
// period's last day.

const settings = { loading: false, alert: false };
const channelOf = (q: ReportQuery) => chosen(q.extra.channel) as SalesChannel | undefined;

export const channelOptions = salesChannel.options;

export const salesQuery = (q: ReportQuery): BookingDailyQuery => ({
  from: q.from,
  to: q.to,
  filmId: chosenId(q.extra.filmId),
  channel: channelOf(q),
});

export const outlookQuery = (q: ReportQuery): BookingOutlookQuery => ({
  asOf: q.to,
  filmId: chosenId(q.extra.filmId),
  channel: channelOf(q),
});

/** Both blocks: 販売日 × 作品 of the period, and 予約状況 as of its last day. */
export type BookingData = ReportData<BookingDailyRow> & { outlook: BookingOutlookRow[]; asOf: string };

export async function fetchBooking(q: ReportQuery): Promise<BookingData> {
  const outlook = outlookQuery(q);
  const [sales, coming] = await Promise.all([
    call(bookingDailyEndpoints.list, { query: salesQuery(q) }, settings),
    call(bookingDailyEndpoints.outlook, { query: outlook }, settings),
  ]);
  return { rows: sales.list, outlook: coming.list, asOf: outlook.asOf };
}

const total = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((a, r) => a + pick(r), 0);

export const salesSummary = ({ rows }: ReportData<BookingDailyRow>): SummaryFigure[] => [
  { title: '販売枚数', value: total(rows, (r) => r.qty), suffix: '枚' },
  { title: '販売額', value: total(rows, (r) => r.amount), suffix: '円' },
  { title: '払戻額', value: total(rows, (r) => r.refundAmount), suffix: '円' },
  { title: '純額', value: total(rows, (r) => r.netAmount), suffix: '円' },
  { title: '先売（翌日以降の上映）', value: total(rows, (r) => r.nextDay + r.withinWeek + r.later), suffix: '枚' },
];
