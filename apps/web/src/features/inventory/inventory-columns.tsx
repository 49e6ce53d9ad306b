import { Tag, Tooltip } from 'antd';
import { inventoryTargetKind, type InventoryRow } from '@cinema/contracts';
import { dash, date, num } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { signed } from './inventory-queries.js';

const qty = (title: string, key: keyof InventoryRow, sign = false): ListColumn<InventoryRow> => ({
  title,
  dataIndex: key,
  align: 'right',
  sorter: true,
  render: (v: number | null) => (v == null ? dash : sign ? signed(v) : num(v)),
  csv: (r) => r[key],
});

/** 受払表 columns (docs/reports.md, "the report screens"): quantities in each row's unit, amounts in yen. */
export const inventoryColumns: ListColumn<InventoryRow>[] = [
  { title: 'コード', dataIndex: 'code', sorter: true, csv: (r) => r.code },
  { title: '名称', dataIndex: 'name', sorter: true, csv: (r) => r.name },
  {
    title: '区分',
    dataIndex: 'kind',
    render: (k: InventoryRow['kind']) => inventoryTargetKind.labels[k],
    csv: (r) => inventoryTargetKind.labels[r.kind],
  },
  { title: '単位', dataIndex: 'unit', csv: (r) => r.unit },
  qty('期首在庫', 'opening'),
  qty('入庫', 'received', true),
  qty('販売出庫', 'sold', true),
  qty('調整（±）', 'adjusted', true),
  qty('移動', 'moved', true),
  {
    title: '期末理論在庫',
    dataIndex: 'closing',
    align: 'right',
    sorter: true,
    // docs/domain.md, "stock": a sale or adjustment may take more than is on hand; the row says so, in red.
    render: (v: number, r) =>
      r.negative ? (
        <Tooltip title="販売・在庫調整で理論在庫が0を下回っています。入庫の記録漏れか棚卸で確認してください">
          <span>
            <span style={{ color: '#cf1322' }}>{signed(v)}</span>
            <Tag color="red" style={{ marginLeft: 8, marginInlineEnd: 0 }}>
              マイナス在庫
            </Tag>
          </span>
        </Tooltip>
      ) : (
        num(v)
      ),
    csv: (r) => r.closing,
  },
  { title: 'マイナス在庫', exportOnly: true, csv: (r) => (r.negative ? '○' : '') },
  qty('実棚数', 'counted'),
  {
    title: '差異',
    dataIndex: 'difference',
    align: 'right',
    sorter: true,
    render: (v: number | null, r) =>
      v == null ? (
        dash
      ) : (
        <Tooltip title={`棚卸日 ${date(r.countDate)}`}>
          <span style={{ color: v < 0 ? '#cf1322' : undefined }}>{signed(v)}</span>
        </Tooltip>
      ),
    csv: (r) => r.difference,
  },
  { title: '棚卸日', exportOnly: true, csv: (r) => r.countDate },
  {
    title: '仕入単価（円）',
    dataIndex: 'unitCost',
    align: 'right',
    render: (v: number | null) => (v == null ? dash : num(v, Number.isInteger(v) ? 0 : 2)),
    csv: (r) => r.unitCost,
  },
  {
    title: '在庫金額（円）',
    dataIndex: 'value',
    align: 'right',
    sorter: true,
    render: (v: number | null) => (v == null ? dash : num(v)),
    csv: (r) => r.value,
  },
  {
    title: '最低在庫',
    dataIndex: 'minStock',
    align: 'right',
    render: (v: number | null, r) => (
      <>
        {v == null ? dash : num(v)}
        {r.belowMinimum && (
          <Tooltip title="劇場全体の理論在庫が最低在庫を下回っています">
            <Tag color="red" style={{ marginLeft: 8 }}>
              割れ
            </Tag>
          </Tooltip>
        )}
      </>
    ),
    csv: (r) => r.minStock,
  },
  { title: '最低在庫割れ', exportOnly: true, csv: (r) => (r.belowMinimum ? '○' : '') },
];
