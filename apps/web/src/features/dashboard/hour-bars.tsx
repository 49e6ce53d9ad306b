import { Tooltip, Typography } from 'antd';
import { hoursBasis, type DashboardSalesCinema } from '@cinema/contracts';
import { num } from '../../lib/format.js';
import { SalesBasisTag } from './sales-basis.js';

// The labels never wrap, down to a 1366 px screen: an hour is 「9時」 (the 36-hour scale's 25時 says
// 翌1時台 on hover, docs/domain.md "the business day"), and the amounts keep to one line beside the bar,
// which takes what width is left.
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The hour's label: 9時, 25時 (翌1時台 on hover). */
export const hourLabel = (hour: number) => `${hour}時`;

/** Sales by hour as a bar list (today dark, last week light), 25時 and later shown as the next day on hover. */
export function HourBars({ c }: { c: DashboardSalesCinema }) {
  if (!c.hours.length) return <Typography.Text type="secondary">売上はまだありません</Typography.Text>;
  const max = Math.max(1, ...c.hours.flatMap((h) => [h.today, h.lastWeek]));
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        時間帯別売上（販売時刻・全種別） <SalesBasisTag basis={hoursBasis} />
      </Typography.Text>
      <div role="list" aria-label={`${c.cinemaName}の時間帯別売上`}>
        {c.hours.map((h) => (
          <div role="listitem" key={h.hour} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
            <Tooltip title={h.hour >= 24 ? `翌${h.hour - 24}時台` : undefined}>
              <span style={{ ...nowrap, flex: 'none', width: 36, textAlign: 'right' }}>{hourLabel(h.hour)}</span>
            </Tooltip>
            <div style={{ flex: 1, minWidth: 40 }}>
              <div style={{ height: 8, width: `${(h.today / max) * 100}%`, background: '#1677ff' }} />
              <div style={{ height: 4, width: `${(h.lastWeek / max) * 100}%`, background: '#bfbfbf' }} />
            </div>
            <span style={{ ...nowrap, flex: 'none', minWidth: 180, textAlign: 'right' }}>
              {num(h.today)}円（前週 {num(h.lastWeek)}円）
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
