import { Flex, Typography } from 'antd';
import { percent } from '../../lib/format.js';

// A small heat map in plain HTML (docs/reports.md, "seat reports"): one cell per row and column, coloured by its rate
// in five steps, with the figure in the cell and a legend; no chart library. A cell with nothing to rate shows '-'.

export interface HeatCell {
  /** A ratio (0.45 is 45 %), null when there is nothing to rate. */
  value: number | null;
  /** What the cell's tooltip adds (上映3回). */
  note?: string;
}

interface Step {
  from: number;
  color: string;
  text: string;
  label: string;
}
/** Five steps of 20 points, light to dark; dark cells have white figures. */
export const heatSteps: Step[] = [
  { from: 0, color: '#f0f5ff', text: '#000000e0', label: '20%未満' },
  { from: 0.2, color: '#d6e4ff', text: '#000000e0', label: '20〜40%' },
  { from: 0.4, color: '#adc6ff', text: '#000000e0', label: '40〜60%' },
  { from: 0.6, color: '#597ef7', text: '#ffffff', label: '60〜80%' },
  { from: 0.8, color: '#1d39c4', text: '#ffffff', label: '80%以上' },
];
const emptyColor = '#fafafa';

export const stepOf = (value: number): Step =>
  [...heatSteps].reverse().find((s) => value >= s.from) ?? (heatSteps[0] as Step);

const cellStyle = { padding: '6px 8px', textAlign: 'right', border: '1px solid #f0f0f0', minWidth: 64 } as const;

interface HeatMapProps {
  caption: string;
  rows: readonly { key: string; label: string }[];
  columns: readonly { key: string; label: string }[];
  cell: (row: string, column: string) => HeatCell | undefined;
}

export function HeatMap({ caption, rows, columns, cell }: HeatMapProps) {
  return (
    <div>
      <table style={{ borderCollapse: 'collapse', fontSize: 12 }} aria-label={caption}>
        <caption style={{ captionSide: 'top', textAlign: 'left', paddingBottom: 4 }}>
          <Typography.Text strong>{caption}</Typography.Text>
        </caption>
        <thead>
          <tr>
            <th style={cellStyle} />
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ ...cellStyle, textAlign: 'center', fontWeight: 500 }}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" style={{ ...cellStyle, textAlign: 'center', fontWeight: 500 }}>
                {r.label}
              </th>
              {columns.map((c) => {
                const v = cell(r.key, c.key);
                const step = v?.value == null ? null : stepOf(v.value);
                const shown = percent(v?.value ?? null);
                return (
                  <td
                    key={c.key}
                    data-testid={`heat-${r.key}-${c.key}`}
                    title={`${r.label} ${c.label}：${shown}${v?.note ? `（${v.note}）` : ''}`}
                    style={{ ...cellStyle, background: step?.color ?? emptyColor, color: step?.text }}
                  >
                    {shown}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Flex gap={12} wrap style={{ marginTop: 8, fontSize: 12 }} aria-label="凡例">
        {[...heatSteps.map((s) => ({ color: s.color, label: s.label })), { color: emptyColor, label: '上映なし' }].map(
          (s) => (
            <Flex key={s.label} gap={4} align="center">
              <span style={{ width: 14, height: 14, background: s.color, border: '1px solid #d9d9d9' }} />
              <span>{s.label}</span>
            </Flex>
          ),
        )}
      </Flex>
    </div>
  );
}
