import { useState } from 'react';
import { Alert, Button, Form, Modal, Select, Tag } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import {
  salesStopEndpoints,
  salesStopLabels as L,
  salesStopScope,
  salesStopState,
  type SalesStop,
  type SalesStopState,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import { CinemaFilter } from '../../entities/cinemas/cinema-select.js';
import { salesStopKeys } from '../../entities/sales-stops/sales-stop-keys.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { SalesStopFormModal } from './sales-stop-form-modal.js';
import { SalesStopHistoryModal } from './sales-stop-history-modal.js';
import { previewSalesStopMessage } from './sales-stop-preview.js';
import { useActiveSalesStops, useEndSalesStop } from './sales-stop-queries.js';

const stateColors: Record<SalesStopState, string | undefined> = { scheduled: 'blue', active: 'red', ended: undefined };
const target = (s: SalesStop) => (s.scope === 'platform' ? salesStopScope.labels.platform : (s.cinemaName ?? '-'));
const until = (v: string | null) => (v ? dateTime(v) : '終了するまで');

const columns: ListColumn<SalesStop>[] = [
  {
    title: L.state,
    dataIndex: 'state',
    render: (v: SalesStopState) => <Tag color={stateColors[v]}>{salesStopState.labels[v]}</Tag>,
    csv: (s) => salesStopState.labels[s.state],
  },
  {
    title: L.scope,
    dataIndex: 'scope',
    sorter: true,
    render: (_: unknown, s) => (s.scope === 'platform' ? <Tag color="volcano">{target(s)}</Tag> : target(s)),
    csv: target,
  },
  {
    title: L.startsAt,
    dataIndex: 'startsAt',
    sorter: true,
    render: (v: string) => dateTime(v),
    csv: (s) => dateTime(s.startsAt),
  },
  {
    title: L.endsAt,
    dataIndex: 'endsAt',
    sorter: true,
    render: until,
    csv: (s) => (s.endsAt ? dateTime(s.endsAt) : ''),
  },
  {
    title: L.createdByName,
    dataIndex: 'createdByName',
    render: (v: string | null) => v ?? '-',
    csv: (s) => s.createdByName,
  },
  // The sentence last: it wraps, and what is left of the row stays in view beside 操作.
  {
    title: L.message,
    dataIndex: 'message',
    wrap: true,
    csv: (s) => s.message,
  },
  { title: L.createdAt, exportOnly: true, csv: (s) => dateTime(s.createdAt) },
];

/** オンライン販売の緊急停止: what is stopped now, what is planned, and what was. */
export default function SalesStopPage() {
  const session = useSession();
  const operator = session?.adminType === 'superAdmin';
  const perm = usePermission('settings');
  const editor = useModalEditor<SalesStop>(salesStopKeys.all);
  const [history, setHistory] = useState<SalesStop | null>(null);
  const active = useActiveSalesStops();
  const endStop = useEndSalesStop();
  // Cinema staff read platform-wide stops; only the operator changes them.
  const writable = (s: SalesStop) => operator || s.scope === 'cinema';

  const end = (s: SalesStop) =>
    Modal.confirm({
      title: `「${target(s)}」の販売停止を終了しますか？`,
      content: 'オンライン販売をただちに再開します。',
      okText: '終了する',
      cancelText: 'キャンセル',
      onOk: () => endStop.mutateAsync({ id: s.id, version: s.version }).catch(() => undefined),
    });
  const remove = (s: SalesStop) =>
    editor.remove(`${target(s)}の販売停止`, () => call(salesStopEndpoints.delete, { params: { id: s.id } }));

  // 編集 and 削除 depend on the stop's state and scope, so the row's actions are its own.
  const rowActions = (s: SalesStop) => {
    const canChange = writable(s) && perm.can('update');
    return (
      <>
        {canChange && s.state !== 'ended' && (
          <Button type="link" onClick={() => editor.edit(s)}>
            編集
          </Button>
        )}
        <Button type="link" onClick={() => previewSalesStopMessage(s.message)}>
          表示確認
        </Button>
        <Button type="link" onClick={() => setHistory(s)}>
          履歴
        </Button>
        {canChange && s.state === 'active' && (
          <Button type="link" onClick={() => end(s)}>
            終了
          </Button>
        )}
        {writable(s) && perm.can('delete') && s.state === 'scheduled' && (
          <Button type="link" danger onClick={() => remove(s)}>
            削除
          </Button>
        )}
      </>
    );
  };

  return (
    <>
      {!!active.data?.total && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="オンライン販売を停止しています"
          description={active.data.list.map((s) => `${target(s)}：${until(s.endsAt)}`).join(' ／ ')}
        />
      )}
      <ListPage
        title="オンライン販売停止"
        module="settings"
        endpoint={salesStopEndpoints.list}
        queryKey={salesStopKeys.all}
        emptyText="販売停止の記録はありません。障害やメンテナンスのときは「オンライン販売を停止」から停止してください。"
        extra={
          perm.can('create') && (
            <Button type="primary" danger size="large" icon={<StopOutlined />} onClick={editor.create}>
              オンライン販売を停止
            </Button>
          )
        }
        filters={
          <>
            <Form.Item name="state">
              <Select placeholder={L.state} allowClear style={{ width: 120 }} options={salesStopState.options} />
            </Form.Item>
            {operator && (
              <Form.Item name="scope">
                <Select placeholder={L.scope} allowClear style={{ width: 190 }} options={salesStopScope.options} />
              </Form.Item>
            )}
            <CinemaFilter style={{ width: 220 }} />
          </>
        }
        exportName="オンライン販売停止"
        columns={columns}
        actions={{ extra: rowActions }}
      />
      <SalesStopFormModal {...editor.modal} />
      <SalesStopHistoryModal stop={history} onClose={() => setHistory(null)} />
    </>
  );
}
