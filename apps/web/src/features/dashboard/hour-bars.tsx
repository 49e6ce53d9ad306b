import { Tooltip, Typography } from 'antd';
import { hoursBasis, type DashboardSalesCinema } from '@cinema/contracts';
import { num } from '../../lib/format.js';
import { SalesBasisTag } from './sales-basis.js';

/** Sales by hour as a bar list (today dark, last week light), 25:00 and later shown as the next day. */
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
              <span style={{ width: 44, textAlign: 'right' }}>{`${h.hour}:00`}</span>
            </Tooltip>
            <div style={{ flex: 1 }}>
              <div style={{ height: 8, width: `${(h.today / max) * 100}%`, background: '#1677ff' }} />
              <div style={{ height: 4, width: `${(h.lastWeek / max) * 100}%`, background: '#bfbfbf' }} />
            </div>
            <span style={{ width: 140, textAlign: 'right' }}>
              {num(h.today)}円（前週 {num(h.lastWeek)}円）
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
