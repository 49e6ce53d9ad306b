import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  adjustmentKindOptions,
  inventoryAdjustmentEndpoints,
  stockMovementKind,
  type InventoryAdjustment,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { dash, dateTime, num, text, signedNum as signed } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { InventoryAdjustmentModal } from './inventory-adjustment-modal.js';

const columns: ListColumn<InventoryAdjustment>[] = [
  {
    title: '日時',
    dataIndex: 'occurredAt',
    sorter: true,
    render: (v: string) => dateTime(v),
    csv: (r) => dateTime(r.occurredAt),
  },
  {
    title: '区分',
    dataIndex: 'kind',
    render: (k: InventoryAdjustment['kind']) => stockMovementKind.labels[k],
    csv: (r) => stockMovementKind.labels[r.kind],
  },
  { title: '保管場所', dataIndex: 'locationName', csv: (r) => r.locationName },
  { title: 'コード', dataIndex: 'code', csv: (r) => r.code },
  { title: '商品・原材料', dataIndex: 'name', csv: (r) => r.name },
  {
    title: '数量（±）',
    dataIndex: 'quantity',
    align: 'right',
    render: (v: number, r) => `${signed(v)}${r.unit}`,
    csv: (r) => r.quantity,
  },
  { title: '単位', exportOnly: true, csv: (r) => r.unit },
  {
    title: '金額（円）',
    dataIndex: 'amount',
    align: 'right',
    render: (v: number | null) => (v == null ? dash : num(v)),
    csv: (r) => r.amount,
  },
  { title: '理由', dataIndex: 'reason', wrap: true, render: (v: string | null) => text(v), csv: (r) => r.reason },
  { title: '担当者', dataIndex: 'staffName', render: (v: string | null) => text(v), csv: (r) => r.staffName },
];

/** /inventory-adjustment: the chosen cinema's non-sale stock movements, and recording one (its kind gives the sign). */
export default function InventoryAdjustmentPage() {
  const cinemaId = useSession()?.cinemaId ?? null;
  const canCreate = usePermission('shop').can('create');
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const key = ['inventoryAdjustments', 'list', cinemaId] as const;
  return (
    <>
      <ListPage
        title="在庫調整"
        module="shop"
        endpoint={inventoryAdjustmentEndpoints.list}
        queryKey={key}
        emptyText="在庫調整の記録はまだありません。「在庫調整登録」から入庫・廃棄などを記録してください。"
        filters={
          <Form.Item name="kind">
            <Select placeholder="区分" allowClear style={{ width: 140 }} options={adjustmentKindOptions} />
          </Form.Item>
        }
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
              在庫調整登録
            </Button>
          )
        }
        exportName="在庫調整履歴"
        columns={columns}
      />
      <InventoryAdjustmentModal
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => qc.invalidateQueries({ queryKey: ['inventoryAdjustments'] })}
      />
    </>
  );
}
