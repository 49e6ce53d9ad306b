import type { BookingDailyRow } from '@cinema/contracts';
import { useFilmNames } from '../../entities/films/film-queries.js';
import { dateWithWeekday } from '../../lib/format.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { reportSection } from '../../ui/report-page/report-sections.js';
import { AdvanceSalesChart } from './advance-sales-chart.js';
import { bookingDailyColumns, bookingOutlookColumns } from './booking-daily-columns.js';
import { channelOptions, fetchBooking, salesSummary, type BookingData } from './booking-daily-data.js';
import { defaultPeriod, seatReportKeys } from './seat-report-data.js';

// /booking-daily 販売日報（前売・先売） (docs/reports.md, "seat reports"): what each sales business day sold, for which
// screening days and through which channel, refunds apart on their own day; under it 予約状況, the 14 上映日 after the
// period's last day as of its end, against a week earlier, and the chart of advance sales per film over them.

export default function BookingDailyPage() {
  const films = useFilmNames().data ?? [];
  return (
    <ReportPage<BookingDailyRow, BookingData>
      title="販売日報（前売・先売）"
      module="reports"
      basis="saleDay"
      cinemas="chosen"
      periodLabel="販売営業日"
      defaultPeriod={defaultPeriod}
      queryKey={[...seatReportKeys.all, 'bookingDaily']}
      fetch={fetchBooking}
      columns={bookingDailyColumns}
      rowKey={(r) => `${r.saleDate}-${r.filmId}`}
      criteria={[
        { key: 'filmId', label: '作品', width: 220, options: films.map((f) => ({ value: f.id, label: f.name })) },
        { key: 'channel', label: 'チャネル', width: 140, options: channelOptions },
      ]}
      summary={salesSummary}
      chart={(data) => <AdvanceSalesChart rows={data.outlook} asOf={data.asOf} />}
      sections={(data) => [
        reportSection({
          key: 'outlook',
          title: `予約状況：${dateWithWeekday(data.asOf)}終了時点`,
          note:
            '翌日から14日間の上映日ごとの販売済枚数（払戻を除く）と販売率。前週同時点比は、7日前の上映日の同じ作品を' +
            '7日前の同じ時点で比べた値です（7日前にその作品の上映がなければ「-」）。',
          columns: bookingOutlookColumns,
          rows: data.outlook,
          rowKey: (r) => `${r.screeningDate}-${r.filmId}`,
        }),
      ]}
      emptyText="この期間に販売・払戻したチケットはありません。"
    />
  );
}
