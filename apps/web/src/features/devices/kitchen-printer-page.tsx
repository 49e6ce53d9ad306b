import { Link } from 'react-router';
import { Button, Form, Select, Tag } from 'antd';
import {
  deviceLabels as L,
  deviceStatus,
  kitchenPrinterEndpoints,
  kitchenPrinterLabels as K,
  kitchenPrintJobLabels as J,
  paperWidth,
  pathTo,
  shopGroup,
  type KitchenPrinter,
  type KitchenPrinterListItem,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { kitchenPrinterKeys } from './device-queries.js';
import { KitchenPrinterFormModal } from './kitchen-printer-form-modal.js';

const groupNames = (p: KitchenPrinter) => p.shopGroups.map((g) => shopGroup.labels[g]).join('・');

const columns: ListColumn<KitchenPrinterListItem>[] = [
  { title: L.code, dataIndex: 'code', sorter: true, csv: (p) => p.code },
  { title: L.name, dataIndex: 'name', sorter: true, csv: (p) => p.name },
  {
    title: L.status,
    dataIndex: 'status',
    sorter: true,
    render: (s: KitchenPrinter['status']) => (
      <Tag color={s === 'active' ? 'green' : undefined}>{deviceStatus.labels[s]}</Tag>
    ),
    csv: (p) => deviceStatus.labels[p.status],
  },
  {
    title: K.shopGroups,
    dataIndex: 'shopGroups',
    render: (groups: KitchenPrinter['shopGroups']) => groups.map((g) => <Tag key={g}>{shopGroup.labels[g]}</Tag>),
    csv: groupNames,
  },
  {
    title: K.paperWidth,
    dataIndex: 'paperWidth',
    sorter: true,
    render: (w: KitchenPrinter['paperWidth']) => paperWidth.labels[w],
    csv: (p) => paperWidth.labels[p.paperWidth],
  },
  {
    title: K.copies,
    dataIndex: 'copies',
    sorter: true,
    align: 'right',
    render: (n: number) => `${n}部`,
    csv: (p) => p.copies,
  },
  // 最終印刷 and 未印刷 say more of a printer at work than 最終通信, which goes to 表示列 so the list fits 1366 px
  // (docs/web-conventions.md, "pages"); the 端末 list shows it too.
  {
    title: L.lastSeenAt,
    dataIndex: 'lastSeenAt',
    render: dateTime,
    csv: (p) => dateTime(p.lastSeenAt),
    defaultHidden: true,
  },
  // キッチン伝票 (docs/device-api.md, "kitchen printers"): when it last printed, and what waits for it.
  { title: J.lastPrintedAt, dataIndex: 'lastPrintedAt', render: dateTime, csv: (p) => dateTime(p.lastPrintedAt) },
  {
    title: J.pendingJobs,
    dataIndex: 'pendingJobs',
    align: 'right',
    render: (n: number) => (n > 0 ? <Tag color="gold">{n}件</Tag> : '0件'),
    csv: (p) => p.pendingJobs,
  },
];

/** キッチンプリンター: what each kitchen printer of the session's cinema prints; the printers are devices. */
export default function KitchenPrinterPage() {
  const session = useSession();
  const perm = usePermission('settings');
  const editor = useModalEditor<KitchenPrinter>(kitchenPrinterKeys.all);

  return (
    <>
      <ListPage
        title={session?.cinemaObj ? `キッチンプリンター（${session.cinemaObj.name}）` : 'キッチンプリンター'}
        module="settings"
        endpoint={kitchenPrinterEndpoints.list}
        queryKey={kitchenPrinterKeys.cinema(session?.cinemaId)}
        rowKey="deviceId"
        emptyText="キッチンプリンターが登録されていません。「端末」画面で端末種別「キッチンプリンター」の端末を登録してください。"
        keyword="端末名・コード"
        filters={
          <>
            <Form.Item name="shopGroup">
              <Select placeholder={K.shopGroup} allowClear style={{ width: 170 }} options={shopGroup.options} />
            </Form.Item>
            <Form.Item name="status">
              <Select placeholder={L.status} allowClear style={{ width: 110 }} options={deviceStatus.options} />
            </Form.Item>
          </>
        }
        exportName="キッチンプリンター一覧"
        columns={columns}
        actions={{
          extra: (p) => (
            <>
              <Link to={pathTo('/kitchen-printer-device/print-jobs/:id', { id: p.deviceId })}>
                <Button type="link">印刷履歴</Button>
              </Link>
              {perm.can('update') && (
                <Button type="link" onClick={() => editor.edit(p)}>
                  印刷設定
                </Button>
              )}
            </>
          ),
        }}
      />
      <KitchenPrinterFormModal {...editor.modal} />
    </>
  );
}
