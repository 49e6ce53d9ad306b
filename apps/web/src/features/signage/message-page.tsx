import { Button, Tag } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import {
  signageMessageEndpoints,
  signageMessageKind,
  signageMessageStyle,
  type SignageMessage,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { MessageFormModal } from './message-form-modal.js';
import { signageKeys, useSignageDevices } from './signage-queries.js';

// /customized-message メッセージ (docs/signage.md): ticker and full-screen messages of the chosen cinema; a 緊急 one
// replaces whatever the players show until it ends or is withdrawn (取り下げ).

const kindColor = { notice: 'blue', soldOut: 'orange', delay: 'gold', urgent: 'red' } as const;

/** 表示中, 予定, 終了 or 取り下げ at this moment. */
export function messageState(m: SignageMessage, now = Date.now()) {
  if (m.withdrawnAt) return '取り下げ';
  if (m.endAt && Date.parse(m.endAt) <= now) return '終了';
  return Date.parse(m.startAt) > now ? '予定' : '表示中';
}

export default function MessagePage() {
  const editor = useModalEditor<SignageMessage>(signageKeys.all);
  const canUpdate = usePermission('signage').can('update');
  const devices = useSignageDevices().data ?? [];
  const target = (m: SignageMessage) =>
    m.deviceId ? (devices.find((d) => d.id === m.deviceId)?.name ?? `#${m.deviceId}`) : '全端末';
  const withdraw = (m: SignageMessage) =>
    confirmAction({
      title: 'このメッセージを取り下げますか？',
      content: '表示中の端末からすぐに消えます。',
      okText: '取り下げる',
      onOk: () => call(signageMessageEndpoints.withdraw, { params: { id: m.id } }).then(editor.refresh),
    });
  const columns: ListColumn<SignageMessage>[] = [
    {
      title: '種類',
      dataIndex: 'kind',
      render: (k: SignageMessage['kind']) => <Tag color={kindColor[k]}>{signageMessageKind.labels[k]}</Tag>,
      csv: (m) => signageMessageKind.labels[m.kind],
    },
    { title: '本文', dataIndex: 'text', csv: (m) => m.text },
    {
      title: '表示方法',
      dataIndex: 'style',
      render: (s: SignageMessage['style']) => signageMessageStyle.labels[s],
      csv: (m) => signageMessageStyle.labels[m.style],
    },
    { title: '表示先', key: 'target', render: (_: unknown, m) => target(m), csv: target },
    { title: '開始', dataIndex: 'startAt', sorter: true, render: dateTime, csv: (m) => dateTime(m.startAt) },
    { title: '終了', dataIndex: 'endAt', render: dateTime, csv: (m) => dateTime(m.endAt) },
    { title: '状態', key: 'state', render: (_: unknown, m) => messageState(m), csv: (m) => messageState(m) },
  ];
  return (
    <>
      <ListPage
        title="メッセージ"
        module="signage"
        endpoint={signageMessageEndpoints.list}
        queryKey={signageKeys.all}
        emptyText="メッセージがまだありません。「新規作成」から登録してください。"
        onCreate={editor.create}
        keyword="本文"
        columns={columns}
        actions={{
          edit: (m) => () => editor.edit(m),
          extra: (m) =>
            canUpdate &&
            messageState(m) !== '取り下げ' &&
            messageState(m) !== '終了' && (
              <Button size="small" type="link" danger icon={<StopOutlined />} onClick={() => withdraw(m)}>
                取り下げ
              </Button>
            ),
        }}
        remove={{ endpoint: signageMessageEndpoints.delete, name: (m) => m.text.slice(0, 20) }}
      />
      <MessageFormModal {...editor.modal} />
    </>
  );
}
