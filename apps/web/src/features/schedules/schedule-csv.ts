import {
  screeningCategory,
  screeningStateLabel,
  seatFigures,
  versionType,
  type ScheduleWeek,
  type WeekScreening,
} from '@cinema/contracts';
import { downloadCsv } from '../../lib/export-file.js';

type Row = WeekScreening & { houseName: string };

/** The screenings shown (a day, or the week when dates is null), in start order per day and screen. */
export function exportWeekCsv(week: ScheduleWeek, dates: string[] | null) {
  const names = new Map(week.houses.map((h) => [h.id, h.name]));
  const rows: Row[] = week.days
    .filter((d) => !dates || dates.includes(d.date))
    .flatMap((d) =>
      d.screens.flatMap((s) => s.screenings.map((x) => ({ ...x, houseName: names.get(s.houseId) ?? '' }))),
    );
  // 状態 as the timeline says it when the file is written: 上映終了 once a screening has ended.
  const now = Date.now();
  const lang = (code: string) =>
    code in versionType.labels ? versionType.labels[code as keyof typeof versionType.labels] : code;
  return downloadCsv(dates ? `上映スケジュール_${dates[0]}` : `上映スケジュール_${week.from}〜${week.to}`, rows, [
    { title: '営業日', value: (r) => r.businessDate },
    { title: 'スクリーン', value: (r) => r.houseName },
    { title: '作品', value: (r) => r.filmName },
    { title: '映倫区分', value: (r) => r.classification },
    { title: '開始', value: (r) => r.startTime },
    { title: '終了', value: (r) => r.endTime },
    { title: '清掃時間（分）', value: (r) => r.cleaningMinutes },
    { title: '上映方式', value: (r) => r.formatName },
    { title: '字幕・吹替', value: (r) => lang(r.languageCode) },
    { title: '興行区分', value: (r) => screeningCategory.labels[r.category] },
    { title: '状態', value: (r) => screeningStateLabel(r, now) },
    { title: '販売数', value: (r) => r.sold },
    { title: '残席', value: (r) => seatFigures(r).remaining },
    { title: '販売率', value: (r) => seatFigures(r).rate },
    { title: '注意', value: (r) => r.warnings.join(' ') },
  ]);
}
