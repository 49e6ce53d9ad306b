import { Button, Card, Form, Input, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  MAX_SLIDES,
  signageLabels as L,
  signagePlaylistCreateBody,
  signagePlaylistEndpoints,
  type SignagePlaylist,
  type SignagePlaylistInput,
} from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';
import { SlideFields } from './slide-fields.js';
import { useSignageDevices, useSignageGroups } from './signage-queries.js';

const rule = zodRule(signagePlaylistCreateBody);

/** 表示先 as one choice: the whole cinema, one device, or one group. */
type Values = Omit<SignagePlaylistInput, 'deviceId' | 'groupId'> & { target: string };
const toValues = (p: SignagePlaylist): Values => ({
  name: p.name,
  target: p.deviceId ? `device:${p.deviceId}` : p.groupId ? `group:${p.groupId}` : 'all',
  slides: p.slides,
  active: p.active,
});
const toBody = ({ target, ...v }: Values) => {
  const [kind, id] = target.split(':');
  return {
    ...v,
    deviceId: kind === 'device' ? Number(id) : null,
    groupId: kind === 'group' ? Number(id) : null,
  };
};

/** プレイリスト登録・編集: its 表示先 and its slides in order. */
export function PlaylistFormModal(props: EditorModalProps<SignagePlaylist>) {
  const devices = useSignageDevices().data ?? [];
  const groups = useSignageGroups().data ?? [];
  const targets = [
    { value: 'all', label: '劇場全体（個別の指定がない端末）' },
    ...devices.map((d) => ({ value: `device:${d.id}`, label: `端末：${d.name}（${d.code}）` })),
    ...groups.map((g) => ({ value: `group:${g.id}`, label: `端末グループ：${g.name}` })),
  ];
  return (
    <RecordModalForm
      {...props}
      title={props.record ? 'プレイリスト編集' : 'プレイリスト登録'}
      width={860}
      toValues={toValues}
      defaults={{ target: 'all', active: true, slides: [{ kind: 'board', durationSeconds: 15 }] }}
      create={signagePlaylistEndpoints.create}
      update={signagePlaylistEndpoints.update}
      toBody={toBody}
    >
      {() => (
        <>
          <Form.Item label={L.name} name="name" required rules={[rule]}>
            <Input maxLength={50} placeholder="ロビー（標準）" />
          </Form.Item>
          <Space size="large" align="start">
            <Form.Item label="表示先" name="target" required>
              <Select options={targets} style={{ width: 360 }} />
            </Form.Item>
            <Form.Item label={L.active} name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.List name="slides">
            {(fields, { add, remove, move }) => (
              <>
                {fields.map((field, i) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={`スライド ${i + 1}`}
                    style={{ marginBottom: 8 }}
                    extra={
                      <Space>
                        <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                          ↑
                        </Button>
                        <Button size="small" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                          ↓
                        </Button>
                        <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(i)}>
                          削除
                        </Button>
                      </Space>
                    }
                  >
                    <SlideFields name={field.name} />
                  </Card>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_SLIDES}
                  onClick={() => add({ kind: 'board', durationSeconds: 15 })}
                >
                  スライドを追加
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
    </RecordModalForm>
  );
}
