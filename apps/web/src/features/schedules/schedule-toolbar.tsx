import { Button, Flex, Segmented, Space, Typography } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { addDays, formatBusinessDate, screeningStatus } from '@cinema/contracts';
import type { TimelineView } from './timeline-model.js';
import { holidayName } from '../../lib/holidays.js';

export interface ScheduleToolbarProps {
  view: TimelineView;
  date: string;
  today: string;
  onView: (v: TimelineView) => void;
  onDate: (d: string) => void;
}

const swatch: Record<string, string> = {
  planned: '#1677ff',
  onSale: '#52c41a',
  stopped: '#fa8c16',
  cancelled: '#bfbfbf',
};
const legendBox = (color: string, background?: string) => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginRight: 4,
  verticalAlign: -2,
  borderRadius: 2,
  border: `2px solid ${color}`,
  background,
});

/** 営業日 navigation (a day or a week at a time), day/week switch, and what the colours mean. */
// The first is shown (2026/12/04（金） with the app's Japanese locale); a function there would make the field
// read-only, so the weekday comes from dayjs' own `dd`. The rest are what may be typed.
const businessDateFormats = ['YYYY/MM/DD（dd）', 'YYYY/MM/DD', 'YYYY-MM-DD', 'YYYYMMDD', 'YYYY/M/D'];

export function ScheduleToolbar({ view, date, today, onView, onDate }: ScheduleToolbarProps) {
  const step = view === 'day' ? 1 : 7;
  const to = addDays(date, 6);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Button
          icon={<LeftOutlined />}
          aria-label={view === 'day' ? '前日' : '前の週'}
          onClick={() => onDate(addDays(date, -step))}
        />
        <DatePicker
          aria-label="営業日"
          allowClear={false}
          value={dayjs(date)}
          // Typed as 2026/12/04, 2026-12-04 or 20261204 and Enter.
          format={businessDateFormats}
          onChange={(d) => d && onDate(d.format('YYYY-MM-DD'))}
          style={{ width: 170 }}
        />
        <Button
          icon={<RightOutlined />}
          aria-label={view === 'day' ? '翌日' : '次の週'}
          onClick={() => onDate(addDays(date, step))}
        />
        <Button onClick={() => onDate(today)} disabled={date === today}>
          今日
        </Button>
        <Segmented<TimelineView>
          value={view}
          onChange={onView}
          options={[
            { value: 'day', label: '日' },
            { value: 'week', label: '週' },
          ]}
        />
        {view === 'day' && holidayName(date) && (
          <Typography.Text style={{ color: '#cf1322' }}>{holidayName(date)}</Typography.Text>
        )}
        {view === 'week' && (
          <Typography.Text type="secondary">{`${formatBusinessDate(date, true)} 〜 ${formatBusinessDate(to, true)}`}</Typography.Text>
        )}
      </Space>
      <Space wrap size={12} style={{ fontSize: 12 }}>
        {screeningStatus.values.map((s) => (
          <span key={s}>
            <span style={legendBox(swatch[s]!)} />
            {screeningStatus.labels[s]}
          </span>
        ))}
        <span>
          <span style={legendBox('#8c8c8c', '#fafafa')} />
          上映終了
        </span>
        <span>
          <span style={{ ...legendBox('#1677ff'), borderStyle: 'dashed' }} />
          下書き（未公開）
        </span>
        <span>
          <span style={legendBox('#ff4d4f', '#fff1f0')} />
          重複
        </span>
        <span
          style={{ color: '#cf1322', border: '1px solid #ff7875', borderRadius: 3, padding: '0 3px', fontSize: 11 }}
        >
          料金未設定
        </span>
        <span>
          <span
            style={{
              ...legendBox('#bfbfbf'),
              background: 'repeating-linear-gradient(135deg, rgba(0,0,0,.25) 0 2px, transparent 2px 5px)',
            }}
          />
          清掃時間
        </span>
      </Space>
    </Flex>
  );
}
