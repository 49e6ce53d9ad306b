import { memo } from 'react';
import { Flex, Typography } from 'antd';
import { seatTypeLabels, seatTypes, type countSeats } from '@cinema/contracts';

/** The legend doubles as the live count of seats by type (countSeats of the contract). */
export const SeatLegend = memo(function SeatLegend({ counts }: { counts: ReturnType<typeof countSeats> }) {
  return (
    <Flex wrap gap={16} align="center" role="status" aria-label="座席数" style={{ marginTop: 8 }}>
      {seatTypes.map((t) => (
        <span key={t} data-count={t}>
          <span className={`spe-swatch t-${t}`} /> {seatTypeLabels[t]} <b>{counts[t]}</b>
        </span>
      ))}
      <span>
        <span className="spe-swatch t-aisle" /> 通路
      </span>
      <Typography.Text strong data-count="total">
        総座席数 {counts.total}席
      </Typography.Text>
      <Typography.Text type="secondary" data-count="sellable">
        （販売可能 {counts.sellable}席）
      </Typography.Text>
    </Flex>
  );
});

/** How to work the grid, in one line under it. */
export function SeatHelp() {
  return (
    <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
      ドラッグで範囲を選択、列名のクリックでその列（横一列）、マス番号のクリックで縦一列を選択、Ctrl・Shiftで選択を追加。1〜6キーで座席種別、Deleteで通路、Insertで座席、Ctrl+Zで元に戻す。座席のダブルクリックで番号、列名のダブルクリックで列名を変更できます。
    </Typography.Paragraph>
  );
}
