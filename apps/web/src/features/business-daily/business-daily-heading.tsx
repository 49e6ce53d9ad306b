import { Button, Card, Descriptions, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { closingState, weatherText, type BusinessDailyReport, type BusinessDayNote } from '@cinema/contracts';
import { dateTime, dateWithWeekday } from '../../lib/format.js';
import { holidayName } from '../../lib/holidays.js';
import { DayText } from '../../ui/report-page/report-cells.js';
import type { NoteTarget } from './business-day-note-form.js';

// 営業日報's header (docs/reports.md, "営業日報"): 劇場, 営業日 with its weekday and holiday, 天候 and 特記事項, 締め状態
// and the days compared. The cinema's staff enter the day's 天候・特記事項 from here; head office reads them.

const range = (from: string, to: string) =>
  from === to ? dateWithWeekday(from) : `${dateWithWeekday(from)}〜${dateWithWeekday(to)}`;

function BusinessDate({ from, to }: { from: string; to: string }) {
  if (from !== to) return <>{range(from, to)}</>;
  const holiday = holidayName(from);
  return (
    <>
      <DayText value={from} />
      {holiday && <Typography.Text type="danger">{` ${holiday}`}</Typography.Text>}
    </>
  );
}

const NoteText = ({ note }: { note: BusinessDayNote }) => (
  <span style={{ whiteSpace: 'pre-wrap' }}>{note.notes ?? '-'}</span>
);

interface Props {
  report: BusinessDailyReport;
  /** The cinema's staff may enter the notes (レポートの更新): a day and cinema to open the dialog on. */
  onEdit?: (target: NoteTarget) => void;
}

export function BusinessDailyHeading({ report, onEdit }: Props) {
  const { from, to, compared: c } = report;
  const one = report.cinemas.length === 1 && from === to ? report.cinemas[0] : undefined;
  const note = one ? report.notes.find((n) => n.cinemaId === one.id && n.businessDate === to) : undefined;
  const editTarget =
    report.cinemas.length === 1 && report.cinemas[0] ? { cinemaId: report.cinemas[0].id, businessDate: to } : null;
  const editButton = onEdit && editTarget && (
    <Button size="small" icon={<EditOutlined />} className="report-no-print" onClick={() => onEdit(editTarget)}>
      {note || report.notes.some((n) => n.businessDate === to) ? '天候・特記事項を編集' : '天候・特記事項を入力'}
    </Button>
  );
  const items = [
    { key: 'cinema', label: '劇場', children: report.cinemas.map((x) => x.name).join('、') || '-' },
    { key: 'date', label: '営業日', children: <BusinessDate from={from} to={to} /> },
    {
      key: 'closing',
      label: '締め状態',
      children: (
        <Tooltip title="日次締めの機能ができるまで、すべての営業日を未締めとして表示します">
          <Tag>{closingState.labels[report.closing]}</Tag>
        </Tooltip>
      ),
    },
    ...(one
      ? [
          { key: 'weather', label: '天候', children: (note && weatherText(note)) ?? '未入力' },
          { key: 'notes', label: '特記事項', children: note ? <NoteText note={note} /> : '-' },
        ]
      : []),
    {
      key: 'compared',
      label: '比較対象',
      span: 3,
      children: `前年同曜日 ${range(c.lastYearFrom, c.lastYearTo)}、月累計 ${range(c.monthFrom, c.monthTo)}、前年同期累計 ${range(c.lastYearMonthFrom, c.lastYearMonthTo)}`,
    },
  ];
  const others = one ? [] : report.notes;
  return (
    <Card size="small" style={{ marginBottom: 16 }} className="business-daily-heading" extra={editButton}>
      <Descriptions size="small" column={3} items={items} />
      {one && note?.updatedAt && (
        <Typography.Text type="secondary" className="report-no-print">
          {`最終更新 ${note.updatedByName ?? '-'} ${dateTime(note.updatedAt)}`}
        </Typography.Text>
      )}
      {others.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          bordered
          title="天候・特記事項"
          style={{ marginTop: 8 }}
          items={others.map((n) => ({
            key: `${n.cinemaId}-${n.businessDate}`,
            label: `${dateWithWeekday(n.businessDate)} ${report.cinemas.length > 1 ? n.cinemaName : ''}`.trim(),
            children: (
              <>
                <Typography.Text strong style={{ marginInlineEnd: 12 }}>
                  {weatherText(n) ?? '-'}
                </Typography.Text>
                <NoteText note={n} />
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
