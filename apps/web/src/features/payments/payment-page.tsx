import { Form, Select, Tabs, Tag } from 'antd';
import {
  paymentChannel,
  paymentEndpoints,
  paymentKind,
  paymentLabels as L,
  type PaymentKind,
  type PaymentMethod,
} from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { PaymentCinemaMatrix } from './payment-cinema-matrix.js';
import { PaymentFormModal } from './payment-form-modal.js';
import { paymentKeys } from './payment-queries.js';

const channelSummary = (m: PaymentMethod) =>
  paymentChannel.values.map((c) => `${paymentChannel.labels[c]} ${m.enabledCinemas[c]}`).join(' / ');
/** 3.24 → 3.24%; whole rates without decimals. */
const feeRateLabel = (rate: number) => `${rate.toLocaleString('ja-JP', { maximumFractionDigits: 2 })}%`;

const columns: ListColumn<PaymentMethod>[] = [
  { title: L.sortOrder, dataIndex: 'sortOrder', sorter: true, align: 'right', csv: (m) => m.sortOrder },
  { title: L.code, dataIndex: 'code', sorter: true, csv: (m) => m.code },
  { title: L.name, dataIndex: 'name', sorter: true, csv: (m) => m.name },
  {
    title: L.kind,
    dataIndex: 'kind',
    sorter: true,
    render: (k: PaymentKind) => paymentKind.labels[k],
    csv: (m) => paymentKind.labels[m.kind],
  },
  {
    title: L.givesChange,
    dataIndex: 'givesChange',
    render: (v: boolean) => (v ? 'あり' : 'なし'),
    csv: (m) => (m.givesChange ? 'あり' : 'なし'),
  },
  { title: L.feeRate, dataIndex: 'feeRate', sorter: true, align: 'right', render: feeRateLabel },
  { title: '手数料率（%）', exportOnly: true, csv: (m) => m.feeRate },
  {
    title: '状態',
    dataIndex: 'active',
    sorter: true,
    render: (v: boolean) => (v ? <Tag color="green">有効</Tag> : <Tag>停止中</Tag>),
    csv: (m) => (m.active ? '有効' : '停止中'),
  },
  { title: L.enabledCinemas, key: 'enabled', render: (_: unknown, m) => channelSummary(m), csv: channelSummary },
];

function PaymentMethodList() {
  const session = useSession();
  // The methods are the brand's: cinema staff see them and switch them on for their cinemas.
  const headOffice = session?.adminType === 'brand';
  const editor = useModalEditor<PaymentMethod>(paymentKeys.all);

  return (
    <>
      <ListPage
        title="決済方法"
        module="settings"
        endpoint={paymentEndpoints.list}
        queryKey={paymentKeys.all}
        emptyText={
          headOffice
            ? '決済方法がまだ登録されていません。「決済方法登録」から登録してください。'
            : '決済方法がまだ登録されていません。本部に登録を依頼してください。'
        }
        onCreate={headOffice ? editor.create : undefined}
        createLabel="決済方法登録"
        keyword="決済方法名・コード"
        filters={
          <>
            <Form.Item name="kind">
              <Select placeholder={L.kind} allowClear style={{ width: 170 }} options={paymentKind.options} />
            </Form.Item>
            <ActiveFilter off="停止中" />
          </>
        }
        exportName="決済方法一覧"
        columns={columns}
        actions={headOffice ? { edit: (m) => () => editor.edit(m) } : undefined}
        remove={headOffice ? { endpoint: paymentEndpoints.delete, name: (m) => m.name } : undefined}
      />
      <PaymentFormModal {...editor.modal} />
    </>
  );
}

/** 決済方法: the brand's methods (head office edits them) and which of them each cinema accepts per channel. */
export default function PaymentPage() {
  const session = useSession();
  return (
    <Tabs
      defaultActiveKey={session?.adminType === 'cinema' ? 'cinemas' : 'methods'}
      items={[
        { key: 'methods', label: '決済方法一覧', children: <PaymentMethodList /> },
        { key: 'cinemas', label: '劇場別の利用設定', children: <PaymentCinemaMatrix /> },
      ]}
    />
  );
}
