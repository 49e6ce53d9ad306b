import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, Tag, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { salesStopScope, salesStopState, type SalesStop, type SalesStopState } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import { CinemaSelect } from '../../ui/cinema-select.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { SalesStopFormModal } from './sales-stop-form-modal.js';
import { SalesStopHistoryModal } from './sales-stop-history-modal.js';
import { previewSalesStopMessage } from './sales-stop-preview.js';
import { deleteSalesStop, endSalesStop, listActiveSalesStops, salesStopEndpoints, salesStopKeys } from './sales-stops-api.js';

const stateColors: Record<SalesStopState, string | undefined> = { scheduled: 'blue', active: 'red', ended: undefined };
const target = (s: SalesStop) => (s.scope === 'platform' ? salesStopScope.labels.platform : (s.cinemaName ?? '-'));
const until = (v: string | null) => (v ? dateTime(v) : '終了するまで');

/** オンライン販売の緊急停止: what is stopped now, what is planned, and what was. */
export default function SalesStopPage() {
  const session = useSession();
  const operator = session?.adminType === 'superAdmin';
  const perm = usePermission('settings');
  const editor = useModalEditor<SalesStop>(salesStopKeys.all);
  const [history, setHistory] = useState<SalesStop | null>(null);
  const active = useQuery({ queryKey: salesStopKeys.active, queryFn: listActiveSalesStops });
  // Cinema staff read platform-wide stops; only the operator changes them.
  const writable = (s: SalesStop) => operator || s.scope === 'cinema';

  const end = (s: SalesStop) =>
    Modal.confirm({
      title: `「${target(s)}」の販売停止を終了しますか？`,
      content: 'オンライン販売をただちに再開します。',
      okText: '終了する',
      cancelText: 'キャンセル',
      onOk: () =>
        endSalesStop({ id: s.id, version: s.version })
          .then(editor.refresh)
          .catch(() => undefined),
    });

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
      <ListPage<SalesStop>
        title="オンライン販売停止"
        module="settings"
        endpoint={salesStopEndpoints.list}
        queryKey={[...salesStopKeys.all, 'list']}
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
              <Select placeholder="状態" allowClear style={{ width: 120 }} options={salesStopState.options} />
            </Form.Item>
            {operator && (
              <Form.Item name="scope">
                <Select placeholder="停止の対象" allowClear style={{ width: 190 }} options={salesStopScope.options} />
              </Form.Item>
            )}
            <Form.Item name="cinemaId">
              <CinemaSelect allowClear style={{ width: 220 }} />
            </Form.Item>
          </>
        }
        csv={{
          filename: 'オンライン販売停止',
          columns: [
            { title: '状態', value: (s) => salesStopState.labels[s.state] },
            { title: '停止の対象', value: target },
            { title: '停止開始日時', value: (s) => dateTime(s.startsAt) },
            { title: '停止終了日時', value: (s) => (s.endsAt ? dateTime(s.endsAt) : '') },
            { title: 'お客様向けメッセージ', value: (s) => s.message },
            { title: '登録者', value: (s) => s.createdByName },
            { title: '登録日時', value: (s) => dateTime(s.createdAt) },
          ],
        }}
        columns={[
          {
            title: '状態',
            dataIndex: 'state',
            render: (v: SalesStopState) => <Tag color={stateColors[v]}>{salesStopState.labels[v]}</Tag>,
          },
          {
            title: '停止の対象',
            dataIndex: 'scope',
            sorter: true,
            render: (_: unknown, s) => (s.scope === 'platform' ? <Tag color="volcano">{target(s)}</Tag> : target(s)),
          },
          { title: '停止開始日時', dataIndex: 'startsAt', sorter: true, render: (v: string) => dateTime(v) },
          { title: '停止終了日時', dataIndex: 'endsAt', sorter: true, render: until },
          {
            title: 'お客様向けメッセージ',
            dataIndex: 'message',
            render: (v: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 360 }}>
                {v}
              </Typography.Paragraph>
            ),
          },
          { title: '登録者', dataIndex: 'createdByName', render: (v: string | null) => v ?? '-' },
          actionsColumn<SalesStop>((s) => (
            <RowActions
              edit={writable(s) && perm.can('update') && s.state !== 'ended' && (() => editor.edit(s))}
              remove={
                writable(s) &&
                perm.can('delete') &&
                s.state === 'scheduled' &&
                (() => editor.remove(`${target(s)}の販売停止`, () => deleteSalesStop(s.id)))
              }
            >
              <Button type="link" onClick={() => previewSalesStopMessage(s.message)}>
                表示確認
              </Button>
              <Button type="link" onClick={() => setHistory(s)}>
                履歴
              </Button>
              {writable(s) && perm.can('update') && s.state === 'active' && (
                <Button type="link" onClick={() => end(s)}>
                  終了
                </Button>
              )}
            </RowActions>
          )),
        ]}
      />
      <SalesStopFormModal {...editor.modal} />
      <SalesStopHistoryModal stop={history} onClose={() => setHistory(null)} />
    </>
  );
}
