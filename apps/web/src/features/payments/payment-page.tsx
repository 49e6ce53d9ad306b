import { Button, Form, Input, Select, Tabs, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { paymentChannel, paymentKind, type PaymentKind, type PaymentMethod } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { PaymentCinemaMatrix } from './payment-cinema-matrix.js';
import { PaymentFormModal } from './payment-form-modal.js';
import { deletePayment, feeRateLabel, paymentEndpoints, paymentKeys } from './payments-api.js';
import { ActiveFilter } from '../../ui/active-filter.js';

const channelSummary = (m: PaymentMethod) =>
  paymentChannel.values.map((c) => `${paymentChannel.labels[c]} ${m.enabledCinemas[c]}`).join(' / ');

function PaymentMethodList() {
  const session = useSession();
  const perm = usePermission('settings');
  // The methods are the brand's: cinema staff see them and switch them on for their cinemas.
  const headOffice = session?.adminType === 'brand';
  const editor = useModalEditor<PaymentMethod>(paymentKeys.all);

  return (
    <>
      <ListPage<PaymentMethod>
        title="決済方法"
        module="settings"
        endpoint={paymentEndpoints.list}
        queryKey={[...paymentKeys.all, 'list']}
        emptyText={
          headOffice
            ? '決済方法がまだ登録されていません。「決済方法登録」から登録してください。'
            : '決済方法がまだ登録されていません。本部に登録を依頼してください。'
        }
        extra={
          headOffice &&
          perm.can('create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.create}>
              決済方法登録
            </Button>
          )
        }
        filters={
          <>
            <Form.Item name="keyword">
              <Input placeholder="決済方法名・コード" allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="kind">
              <Select placeholder="決済種別" allowClear style={{ width: 170 }} options={paymentKind.options} />
            </Form.Item>
            <ActiveFilter off="停止中" />
          </>
        }
        csv={{
          filename: '決済方法一覧',
          columns: [
            { title: '表示順', value: (m) => m.sortOrder },
            { title: '決済コード', value: (m) => m.code },
            { title: '決済方法名', value: (m) => m.name },
            { title: '決済種別', value: (m) => paymentKind.labels[m.kind] },
            { title: 'おつり', value: (m) => (m.givesChange ? 'あり' : 'なし') },
            { title: '手数料率（%）', value: (m) => m.feeRate },
            { title: '状態', value: (m) => (m.active ? '有効' : '停止中') },
            { title: '利用劇場数', value: channelSummary },
          ],
        }}
        columns={[
          { title: '表示順', dataIndex: 'sortOrder', sorter: true, align: 'right' },
          { title: '決済コード', dataIndex: 'code', sorter: true },
          { title: '決済方法名', dataIndex: 'name', sorter: true },
          { title: '決済種別', dataIndex: 'kind', sorter: true, render: (k: PaymentKind) => paymentKind.labels[k] },
          { title: 'おつり', dataIndex: 'givesChange', render: (v: boolean) => (v ? 'あり' : 'なし') },
          { title: '手数料率', dataIndex: 'feeRate', sorter: true, align: 'right', render: feeRateLabel },
          {
            title: '状態',
            dataIndex: 'active',
            sorter: true,
            render: (v: boolean) => (v ? <Tag color="green">有効</Tag> : <Tag>停止中</Tag>),
          },
          { title: '利用劇場数', key: 'enabled', render: (_: unknown, m) => channelSummary(m) },
          actionsColumn(
            (m) =>
              headOffice && (
                <RowActions
                  edit={perm.can('update') && (() => editor.edit(m))}
                  remove={perm.can('delete') && (() => editor.remove(m.name, () => deletePayment(m.id)))}
                />
              ),
          ),
        ]}
      />
      <PaymentFormModal {...editor.modal} />
    </>
  );
}

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
