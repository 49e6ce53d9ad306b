import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { dailyClosingStatus, weekdayLabels, weekdayOf, type DailyClosingCalendar } from '@cinema/contracts';

// The month of 日次締め: a grid of weeks (日 to 土), each day with its state; an open day of today or before whose
// checklist is red carries a warning mark, its red items in the tooltip. The seven columns share the card's width
// (minmax(0, 1fr)), so a narrow card never pushes 土 out of view (1366 px screens).

const colorOf = { closed: 'green', open: 'default', reopened: 'orange' } as const;

export function ClosingCalendar({
  calendar,
  selected,
  onSelect,
}: {
  calendar: DailyClosingCalendar;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const first = calendar.days[0]?.businessDate;
  const blanks = first ? weekdayOf(first) : 0;
  const cells = [...Array.from({ length: blanks }, () => null), ...calendar.days];
  return (
    <div role="grid" aria-label={`${calendar.month}の締め状態`}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
        {weekdayLabels.map((w, i) => (
          <Typography.Text
            key={w}
            strong
            style={{ textAlign: 'center', color: i === 0 ? '#cf1322' : i === 6 ? '#1677ff' : undefined }}
          >
            {w}
          </Typography.Text>
        ))}
        {cells.map((d, i) =>
          d ? (
            <Button
              key={d.businessDate}
              data-testid={`day-${d.businessDate}`}
              type={selected === d.businessDate ? 'primary' : 'default'}
              ghost={selected === d.businessDate}
              disabled={d.businessDate > calendar.today}
              onClick={() => onSelect(d.businessDate)}
              style={{ height: 64, padding: 2, minWidth: 0 }}
            >
              <Flex vertical align="center" gap={2}>
                <span>
                  {Number(d.businessDate.slice(8, 10))}
                  {d.warning && (
                    <Tooltip title={`未完了：${d.failing.join('、')}`}>
                      <ExclamationCircleFilled
                        aria-label="未完了の項目あり"
                        style={{ color: '#faad14', marginLeft: 4 }}
                      />
                    </Tooltip>
                  )}
                </span>
                {d.businessDate <= calendar.today && (
                  <Tag color={colorOf[d.status]} style={{ marginInlineEnd: 0, fontSize: 11, paddingInline: 3 }}>
                    {d.status === 'closed' ? '締め済み' : '未締め'}
                  </Tag>
                )}
              </Flex>
            </Button>
          ) : (
            <span key={`blank-${i}`} />
          ),
        )}
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {dailyClosingStatus.labels.closed}
        の日は数値が確定しています。締め後に届いた取引は次の未締めの営業日に計上されます。
      </Typography.Text>
    </div>
  );
}
