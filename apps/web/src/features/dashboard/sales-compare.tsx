import { Typography } from 'antd';
import type { DashboardFigure, DashboardSalesCinema } from '@cinema/contracts';
import { dash, num } from '../../lib/format.js';

// A figure against last week's as the trade writes it: 「前週比 128.1%（+292人）」, rates with one
// decimal, one minus sign on a fall, '-' when last week had nothing to compare with.

const oneDecimal = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** One decimal; a value that rounds to zero reads 0.0, never -0.0. */
const decimal = (v: number) => oneDecimal.format(Math.round(v * 10) / 10 || 0);
const signed = (v: number, text: string) => (v > 0 ? `+${text}` : text);

export const percent = (v: number | null) => (v == null ? dash : `${decimal(v)}%`);

/** 前週比 (%): today over last week; null when last week had nothing (or a net refund) to compare with. */
export const weekRatio = (f: DashboardFigure) => (f.lastWeek > 0 ? (f.today / f.lastWeek) * 100 : null);

/** 「前週比 128.1%（+292人）」 */
export const weekCompareText = (f: DashboardFigure, unit: string) => {
  const diff = f.today - f.lastWeek;
  return `前週比 ${percent(weekRatio(f))}（${signed(diff, num(diff))}${unit}）`;
};

export function SalesCompare({ value, unit }: { value: DashboardFigure; unit: string }) {
  return (
    <div style={{ textAlign: 'right' }}>
      <div>{num(value.today)}</div>
      <Typography.Text type={value.today < value.lastWeek ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {weekCompareText(value, unit)}
      </Typography.Text>
    </div>
  );
}

/** 販売率 (%) of sold over sellable seats; null without seats. */
export const soldRate = (sold: number, sellable: number) => (sellable > 0 ? (sold / sellable) * 100 : null);

/** 販売率 and its difference from last week's in points. */
export function SoldRateCompare({ c }: { c: DashboardSalesCinema }) {
  const today = soldRate(c.soldSeats.today, c.sellableSeats.today);
  const lastWeek = soldRate(c.soldSeats.lastWeek, c.sellableSeats.lastWeek);
  const diff = today == null || lastWeek == null ? null : Math.round((today - lastWeek) * 10) / 10 || 0;
  return (
    <div style={{ textAlign: 'right' }}>
      <div>{percent(today)}</div>
      <Typography.Text type={diff != null && diff < 0 ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        前週差 {diff == null ? dash : `${signed(diff, decimal(diff))}pt`}
      </Typography.Text>
    </div>
  );
}
