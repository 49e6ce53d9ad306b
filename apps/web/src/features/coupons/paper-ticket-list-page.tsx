import { Link } from 'react-router';
import { Form, Select, Tag } from 'antd';
import {
  couponEndpoints,
  couponKind,
  couponLabels as L,
  paperTicketKinds,
  type Coupon,
  pathTo,
} from '@cinema/contracts';
import { yen } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { expiryColumn, serialStateColumns, updatedAtColumn } from './coupon-columns.js';
import { couponKeys } from './coupon-queries.js';

const kindOptions = paperTicketKinds.map((value) => ({ value, label: couponKind.labels[value] }));

const columns: ListColumn<Coupon>[] = [
  {
    title: L.kind,
    dataIndex: 'kind',
    render: (v: Coupon['kind']) => <Tag>{couponKind.labels[v]}</Tag>,
    csv: (r) => couponKind.labels[r.kind],
  },
  {
    title: '券名',
    dataIndex: 'name',
    alwaysShown: true,
    sorter: true,
    render: (_: string, r) => <Link to={pathTo('/ticketlist/:id', { id: r.id })}>{r.name}</Link>,
    csv: (r) => r.name,
  },
  {
    title: L.faceValue,
    dataIndex: 'faceValue',
    align: 'right',
    render: (v: number | null) => yen(v),
    csv: (r) => r.faceValue,
  },
  {
    title: L.bookedAmount,
    dataIndex: 'bookedAmount',
    align: 'right',
    render: (v: number | null) => yen(v),
    csv: (r) => r.bookedAmount,
  },
  expiryColumn,
  // As on the coupon list: the serial counts and 更新日時 wait in 表示列, so the rest fit a 1366 px screen.
  ...serialStateColumns.map((c) => (c.dataIndex === 'state' ? c : { ...c, defaultHidden: true })),
  { ...updatedAtColumn, defaultHidden: true },
];

/** 鑑賞券・招待券・前売券: paper tickets the chain sells or gives; the name opens their serials. */
export default function PaperTicketListPage() {
  return (
    <ListPage
      title="鑑賞券・招待券・前売券"
      module="couponLib"
      endpoint={couponEndpoints.list}
      queryKey={couponKeys.all}
      createPath={pathTo('/ticket/create')}
      emptyText="鑑賞券・招待券がまだ登録されていません。「新規作成」から法人向け鑑賞券や試写会の招待券を登録してください。"
      keyword="券名・説明"
      filters={
        <Form.Item name="kind">
          <Select allowClear placeholder={L.kind} options={kindOptions} style={{ width: 120 }} />
        </Form.Item>
      }
      toQuery={(v) => ({ ...v, category: 'ticket' })}
      exportName="鑑賞券・招待券一覧"
      columns={columns}
      actions={{ edit: (r) => pathTo('/ticket/edit/:id', { id: r.id }) }}
      remove={{
        endpoint: couponEndpoints.delete,
        name: (r) => r.name,
        refused: (r) => (r.serialCount > 0 ? 'シリアルを発行した券は削除できません' : undefined),
      }}
    />
  );
}
