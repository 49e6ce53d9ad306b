import { Button, Form, Input, Select, Tag } from 'antd';
import { deviceStatus, paperWidth, shopGroup, type KitchenPrinter } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn } from '../../ui/row-actions.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { deviceEndpoints, deviceKeys } from './devices-api.js';
import { KitchenPrinterFormModal } from './kitchen-printer-form-modal.js';

const groupNames = (p: KitchenPrinter) => p.shopGroups.map((g) => shopGroup.labels[g]).join('・');

export default function KitchenPrinterPage() {
  const session = useSession();
  const perm = usePermission('settings');
  const editor = useModalEditor<KitchenPrinter>(deviceKeys.kitchenPrinters);

  return (
    <>
      <ListPage<KitchenPrinter>
        title={session?.cinemaObj ? `キッチンプリンター（${session.cinemaObj.name}）` : 'キッチンプリンター'}
        module="settings"
        endpoint={deviceEndpoints.kitchenPrinters}
        queryKey={[...deviceKeys.kitchenPrinters, session?.cinemaId ?? null]}
        rowKey="deviceId"
        emptyText="キッチンプリンターが登録されていません。「端末」画面で端末種別「キッチンプリンター」の端末を登録してください。"
        filters={
          <>
            <Form.Item name="keyword">
              <Input placeholder="端末名・コード" allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="shopGroup">
              <Select placeholder="売店グループ" allowClear style={{ width: 170 }} options={shopGroup.options} />
            </Form.Item>
            <Form.Item name="status">
              <Select placeholder="状態" allowClear style={{ width: 110 }} options={deviceStatus.options} />
            </Form.Item>
          </>
        }
        csv={{
          filename: 'キッチンプリンター一覧',
          columns: [
            { title: '端末コード', value: (p) => p.code },
            { title: '端末名', value: (p) => p.name },
            { title: '状態', value: (p) => deviceStatus.labels[p.status] },
            { title: '印刷する売店グループ', value: groupNames },
            { title: '用紙幅', value: (p) => paperWidth.labels[p.paperWidth] },
            { title: '印刷部数', value: (p) => p.copies },
          ],
        }}
        columns={[
          { title: '端末コード', dataIndex: 'code', sorter: true },
          { title: '端末名', dataIndex: 'name', sorter: true },
          {
            title: '状態',
            dataIndex: 'status',
            sorter: true,
            render: (s: KitchenPrinter['status']) => <Tag color={s === 'active' ? 'green' : undefined}>{deviceStatus.labels[s]}</Tag>,
          },
          {
            title: '印刷する売店グループ',
            dataIndex: 'shopGroups',
            render: (groups: KitchenPrinter['shopGroups']) => groups.map((g) => <Tag key={g}>{shopGroup.labels[g]}</Tag>),
          },
          { title: '用紙幅', dataIndex: 'paperWidth', sorter: true, render: (w: KitchenPrinter['paperWidth']) => paperWidth.labels[w] },
          { title: '印刷部数', dataIndex: 'copies', sorter: true, align: 'right', render: (n: number) => `${n}部` },
          { title: '最終通信', dataIndex: 'lastSeenAt', render: dateTime },
          actionsColumn(
            (p) =>
              perm.can('update') && (
                <Button type="link" onClick={() => editor.edit(p)}>
                  印刷設定
                </Button>
              ),
          ),
        ]}
      />
      <KitchenPrinterFormModal {...editor.modal} />
    </>
  );
}
