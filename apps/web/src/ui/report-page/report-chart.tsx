// The chart library (recharts) lives here only, loaded with React.lazy: its chunk is fetched when a
// report draws a chart, never with /login or screens without one.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { figure } from '../../lib/format.js';
import type { ReportChartSpec } from './report-types.js';

const palette = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2'];
const tick = (v: number) => figure(v);
const tip = (v: number | string | readonly (number | string)[] | undefined) =>
  typeof v === 'number' ? figure(v) : String(v ?? '-');

export default function ReportChart({ spec }: { spec: ReportChartSpec }) {
  const Chart = spec.type === 'line' ? LineChart : BarChart;
  return (
    <ResponsiveContainer width="100%" height={spec.height ?? 260}>
      <Chart data={spec.points} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={tick} width={80} />
        <Tooltip formatter={tip} />
        <Legend />
        {spec.series.map((s, i) =>
          spec.type === 'line' ? (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stroke={s.color ?? palette[i % palette.length]}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color ?? palette[i % palette.length]}
              stackId={spec.stacked ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
}
