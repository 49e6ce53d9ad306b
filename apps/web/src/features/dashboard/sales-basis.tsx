import { Tag, Tooltip, Typography } from 'antd';
import { salesBasis, salesBasisNotes, type SalesBasis } from '@cinema/contracts';

// Each figure says what it counts (集計基準): a small tag under its title, the
// meaning on hover, and one line under the table for whoever does not hover.

const colors: Record<SalesBasis, string> = { screeningDay: 'blue', saleDay: 'green', mixed: 'purple' };

export function SalesBasisTag({ basis }: { basis: SalesBasis }) {
  return (
    <Tooltip title={salesBasisNotes[basis]}>
      <Tag color={colors[basis]} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px' }}>
        {salesBasis.labels[basis]}
      </Tag>
    </Tooltip>
  );
}

/** A column title with its basis: the title's tooltip explains it too. */
export function SalesFigureTitle({ title, basis }: { title: string; basis: SalesBasis }) {
  return (
    <div style={{ textAlign: 'right' }}>
      <Tooltip title={salesBasisNotes[basis]}>
        <span>{title}</span>
      </Tooltip>
      <div>
        <SalesBasisTag basis={basis} />
      </div>
    </div>
  );
}

export function SalesBasisNote() {
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
      {`${salesBasis.labels.screeningDay}：${salesBasisNotes.screeningDay}。` +
        `${salesBasis.labels.saleDay}：${salesBasisNotes.saleDay}。`}
    </Typography.Paragraph>
  );
}
