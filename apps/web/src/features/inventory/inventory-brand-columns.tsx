import { Tag, Tooltip } from 'antd';
import {
  inventoryTargetKind,
  type InventoryBrandRow,
  type InventoryCinemaStock,
  type SessionCinema,
} from '@cinema/contracts';
import { dash, num } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { signed } from './inventory-queries.js';

// 在庫一覧 of the brand (docs/reports.md, "the report screens"): a row per item, its 期末理論在庫 summed over the
// cinemas, then one column per cinema with that cinema's own, as a head-office buyer compares them side by side.

type Row = InventoryBrandRow;
const red = { color: '#cf1322' };

const qty = (title: string, key: 'opening' | 'received' | 'sold' | 'adjusted' | 'moved', sign = false) =>
  ({
    title: `${title}（合計）`,
    dataIndex: key,
    align: 'right',
    sorter: true,
    defaultHidden: true,
    render: (v: number) => (sign ? signed(v) : num(v)),
    csv: (r) => r[key],
  }) satisfies ListColumn<Row>;

/** A cinema's 期末理論在庫: red below zero, 割れ under the minimum. */
function CinemaClosing({ part }: { part: InventoryCinemaStock | undefined }) {
  if (!part) return dash;
  return (
    <>
      <span style={part.negative ? red : undefined}>{part.negative ? signed(part.closing) : num(part.closing)}</span>
      {part.belowMinimum && (
        <Tooltip title={`${part.cinemaName}の理論在庫が最低在庫を下回っています`}>
          <Tag color="red" style={{ marginLeft: 8, marginInlineEnd: 0 }}>
            割れ
          </Tag>
        </Tooltip>
      )}
    </>
  );
}

const namesWhere = (r: Row, flag: 'belowMinimum' | 'negative') =>
  r.cinemas
    .filter((c) => c[flag])
    .map((c) => c.cinemaName)
    .join('・');

/** The columns, with one per cinema of the brand (in code order). */
export function inventoryBrandColumns(cinemas: readonly SessionCinema[]): ListColumn<Row>[] {
  const partOf = (r: Row, id: number) => r.cinemas.find((c) => c.cinemaId === id);
  const perCinema = [...cinemas]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((c): ListColumn<Row> => ({
      title: c.name,
      key: `cinema-${c.id}`,
      csvTitle: `期末理論在庫：${c.name}`,
      align: 'right',
      render: (_: unknown, r) => <CinemaClosing part={partOf(r, c.id)} />,
      csv: (r) => partOf(r, c.id)?.closing ?? null,
    }));
  return [
    { title: 'コード', dataIndex: 'code', sorter: true, alwaysShown: true, csv: (r) => r.code },
    { title: '名称', dataIndex: 'name', sorter: true, csv: (r) => r.name },
    {
      title: '区分',
      dataIndex: 'kind',
      defaultHidden: true,
      render: (k: Row['kind']) => inventoryTargetKind.labels[k],
      csv: (r) => inventoryTargetKind.labels[r.kind],
    },
    { title: '単位', dataIndex: 'unit', csv: (r) => r.unit },
    qty('期首在庫', 'opening'),
    qty('入庫', 'received', true),
    qty('販売出庫', 'sold', true),
    qty('調整（±）', 'adjusted', true),
    qty('移動', 'moved', true),
    {
      title: '期末理論在庫（合計）',
      dataIndex: 'closing',
      align: 'right',
      sorter: true,
      render: (v: number) => (v < 0 ? <span style={red}>{signed(v)}</span> : <strong>{num(v)}</strong>),
      csv: (r) => r.closing,
    },
    ...perCinema,
    {
      title: '在庫金額（合計・円）',
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
          {r.belowMinimumCinemas > 0 && (
            <Tooltip title={`最低在庫割れ：${namesWhere(r, 'belowMinimum')}`}>
              <Tag color="red" style={{ marginLeft: 8 }}>
                {r.belowMinimumCinemas}劇場で割れ
              </Tag>
            </Tooltip>
          )}
        </>
      ),
      csv: (r) => r.minStock,
    },
    { title: '最低在庫割れの劇場', exportOnly: true, csv: (r) => namesWhere(r, 'belowMinimum') },
    { title: 'マイナス在庫の劇場', exportOnly: true, csv: (r) => namesWhere(r, 'negative') },
    {
      title: '仕入単価（円）',
      dataIndex: 'unitCost',
      exportOnly: true,
      csv: (r) => r.unitCost,
    },
  ];
}
