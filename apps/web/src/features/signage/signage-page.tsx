import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Segmented, Tag } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import {
  signageGroupEndpoints,
  signagePlaylistEndpoints,
  signageSlideKind,
  type SignageGroup,
  type SignagePlaylist,
} from '@cinema/contracts';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { GroupFormModal } from './group-form-modal.js';
import { PlaylistFormModal } from './playlist-form-modal.js';
import { PlaylistPreview } from './playlist-preview.js';
import { signageKeys, useSignageDevices, useSignageGroups } from './signage-queries.js';

// /signage サイネージ (docs/signage.md): the chosen cinema's playlists, and its device groups (?view=groups).

function useTargetName() {
  const devices = useSignageDevices().data ?? [];
  const groups = useSignageGroups().data ?? [];
  return (p: SignagePlaylist) =>
    p.deviceId
      ? `端末：${devices.find((d) => d.id === p.deviceId)?.name ?? p.deviceId}`
      : p.groupId
        ? `端末グループ：${groups.find((g) => g.id === p.groupId)?.name ?? p.groupId}`
        : '劇場全体';
}

function ViewSwitch() {
  const [params, setParams] = useSearchParams();
  return (
    <Segmented
      value={params.get('view') === 'groups' ? 'groups' : 'playlists'}
      options={[
        { value: 'playlists', label: 'プレイリスト' },
        { value: 'groups', label: '端末グループ' },
      ]}
      onChange={(v) => setParams(v === 'groups' ? { view: 'groups' } : {})}
    />
  );
}

function Playlists() {
  const editor = useModalEditor<SignagePlaylist>(signageKeys.all);
  const [previewed, setPreviewed] = useState<SignagePlaylist | null>(null);
  const targetName = useTargetName();
  const columns: ListColumn<SignagePlaylist>[] = [
    { title: '名称', dataIndex: 'name', sorter: true, csv: (p) => p.name },
    { title: '表示先', key: 'target', render: (_: unknown, p) => targetName(p), csv: (p) => targetName(p) },
    {
      title: 'スライド',
      key: 'slides',
      render: (_: unknown, p) => p.slides.map((s) => signageSlideKind.labels[s.kind]).join('・'),
      csv: (p) => p.slides.length,
    },
    {
      title: '有効',
      dataIndex: 'active',
      render: (on: boolean) => (on ? <Tag color="green">有効</Tag> : <Tag>無効</Tag>),
      csv: (p) => (p.active ? '有効' : '無効'),
    },
  ];
  return (
    <>
      <ListPage
        title="サイネージ"
        module="signage"
        endpoint={signagePlaylistEndpoints.list}
        queryKey={signageKeys.all}
        emptyText="プレイリストがまだありません。「新規作成」から登録してください。"
        onCreate={editor.create}
        keyword="名称"
        extra={<ViewSwitch />}
        columns={columns}
        actions={{
          edit: (p) => () => editor.edit(p),
          extra: (p) => (
            <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => setPreviewed(p)}>
              プレビュー
            </Button>
          ),
        }}
        remove={{ endpoint: signagePlaylistEndpoints.delete, name: (p) => p.name }}
      />
      <PlaylistFormModal {...editor.modal} />
      <PlaylistPreview playlist={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}

function Groups() {
  const editor = useModalEditor<SignageGroup>(signageKeys.all);
  const devices = useSignageDevices().data ?? [];
  const names = (g: SignageGroup) =>
    g.deviceIds.map((id) => devices.find((d) => d.id === id)?.name ?? `#${id}`).join('、');
  return (
    <>
      <ListPage
        title="サイネージ"
        listName="signage-groups"
        module="signage"
        endpoint={signageGroupEndpoints.list}
        queryKey={signageKeys.all}
        emptyText="端末グループがまだありません。「新規作成」から登録してください。"
        onCreate={editor.create}
        keyword="名称"
        extra={<ViewSwitch />}
        columns={[
          { title: '名称', dataIndex: 'name', sorter: true, csv: (g) => g.name },
          { title: 'サイネージ端末', key: 'devices', render: (_: unknown, g) => names(g), csv: (g) => names(g) },
        ]}
        actions={{ edit: (g) => () => editor.edit(g) }}
        remove={{ endpoint: signageGroupEndpoints.delete, name: (g) => g.name }}
      />
      <GroupFormModal {...editor.modal} />
    </>
  );
}

export default function SignagePage() {
  const [params] = useSearchParams();
  return params.get('view') === 'groups' ? <Groups /> : <Playlists />;
}
