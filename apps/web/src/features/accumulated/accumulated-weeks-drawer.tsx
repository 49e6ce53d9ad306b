import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Typography } from 'antd';
import { accumulatedEndpoints, fail, type AccumulatedWeek } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { dateWithWeekday } from '../../lib/format.js';
import { ReportTable } from '../../ui/report-page/report-table.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';
import { accumulatedKeys, type AccumulatedLine } from './accumulated-report.js';
import { weekLabel } from './accumulated-columns.js';

type Week = AccumulatedWeek;
type FigureKey = { [K in keyof Week]: Week[K] extends number | null ? K : never }[keyof Week];

const sumColumn = (key: FigureKey, title: string): ReportColumn<Week> => ({
  key,
  title,
  type: 'figure',
  value: (w) => w[key],
  total: 'sum',
});

/** The 興行週 of a film as 興行締め reads them: 動員, 興収, the 歩率 in force and the 映画料 (head office). */
function weekColumns(filmFee: boolean): ReportColumn<Week>[] {
  return [
    { key: 'week', title: '週目', value: (w) => weekLabel(w.week) },
    { key: 'period', title: '期間', value: (w) => `${dateWithWeekday(w.weekFrom)}〜${dateWithWeekday(w.weekTo)}` },
    sumColumn('paid', '有料'),
    sumColumn('comps', '招待'),
    sumColumn('admissions', '動員'),
    sumColumn('boxOffice', '興収（税込）（円）'),
    sumColumn('boxOfficeExTax', '興収（税抜）（円）'),
    { key: 'rates', title: '歩率', value: (w) => (w.rates.length ? w.rates.map((r) => `${r}%`).join('・') : '未登録') },
    ...(filmFee
      ? [
          {
            ...sumColumn('filmFee', '映画料（暫定・税抜）（円）'),
            total: (weeks: Week[]) =>
              weeks.some((w) => w.filmFee == null) ? null : weeks.reduce((s, w) => s + (w.filmFee ?? 0), 0),
          },
        ]
      : []),
  ];
}

/** One film's 興行週 up to the 基準日, at the row's cinema or the chosen cinemas together. */
export function AccumulatedWeeksDrawer({ row, onClose }: { row: AccumulatedLine | null; onClose: () => void }) {
  // The row's own cinema, or the cinemas the report was asked for (none: every cinema the user may see).
  const input = row && {
    baseDate: row.baseDate,
    filmId: row.filmId,
    cinemaIds: row.cinemaId != null ? [row.cinemaId] : row.askedCinemaIds,
  };
  const weeks = useQuery({
    queryKey: [...accumulatedKeys.all, 'weeks', input],
    enabled: input != null,
    queryFn: () =>
      call(accumulatedEndpoints.weeks, { query: input ?? fail('a film to read') }, { loading: false, alert: false }),
  });
  const title = row ? `興行週別 ${row.filmName}${row.cinemaName ? `（${row.cinemaName}）` : ''}` : '興行週別';
  return (
    <Drawer open={row != null} onClose={onClose} size={960} title={title}>
      {weeks.isError && <Alert type="error" showIcon title={weeks.error.message} style={{ marginBottom: 16 }} />}
      {row && (
        <Typography.Paragraph type="secondary">
          {`公開日 ${weeks.data?.openDate ? dateWithWeekday(weeks.data.openDate) : '-'}、基準日 ${dateWithWeekday(row.baseDate)}まで。映画料は興行週・興行区分・歩率期間ごとに算定した暫定額（調整前）です。`}
        </Typography.Paragraph>
      )}
      <ReportTable<Week>
        columns={weekColumns(weeks.data?.filmFeeShown ?? false)}
        data={weeks.data ? { rows: weeks.data.list } : undefined}
        rowKey={(w) => w.weekFrom}
        loading={weeks.isFetching}
        failed={weeks.isError}
        emptyText="基準日までの興行収入はありません。"
      />
    </Drawer>
  );
}
