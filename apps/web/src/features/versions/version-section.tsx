import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Form, Input, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { versionKind, versionType, type VersionKind, type VersionRecord } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { downloadCsv } from '../../lib/csv.js';
import { yen } from '../../lib/format.js';
import { RowActions } from '../../ui/row-actions.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { deleteVersion, listVersions, updateVersion, versionKeys, type VersionFilters } from './versions-api.js';
import { VersionFormModal } from './version-form-modal.js';
import { ActiveFilter } from '../../ui/active-filter.js';


// Language rows show their SPEC.md type beside the code: SUBTITLE（字幕版）.
const codeText = (v: VersionRecord) =>
  v.kind === 'language' && v.code in versionType.labels
    ? `${v.code}（${versionType.labels[v.code as keyof typeof versionType.labels]}）`
    : v.code;

const byText = (k: 'name' | 'code') => (a: VersionRecord, b: VersionRecord) => a[k].localeCompare(b[k], 'ja');
const byNumber = (k: 'surcharge' | 'sortOrder') => (a: VersionRecord, b: VersionRecord) => a[k] - b[k];

/** One kind of version as an editable table: filter, sort, add and edit in a dialog, delete, CSV. */
export function VersionSection({ kind, endpoint }: { kind: VersionKind; endpoint: string }) {
  const session = useSession();
  const perm = usePermission('performance');
  const [form] = Form.useForm<VersionFilters>();
  const [filters, setFilters] = useState<VersionFilters>({});
  const editor = useModalEditor<VersionRecord>(versionKeys.all);
  // その他（メガネ代など） reads その他 on buttons and in messages.
  const label = versionKind.labels[kind].replace(/（.*）$/, '');

  const cinemaId = session?.cinemaId ?? null;
  const result = useQuery({
    queryKey: versionKeys.list(cinemaId, kind, filters),
    queryFn: () => listVersions(endpoint, kind, filters),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.list ?? [];

  const toggle = (v: VersionRecord, active: boolean) =>
    updateVersion({
      id: v.id,
      version: v.version,
      kind: v.kind,
      code: v.code,
      name: v.name,
      surcharge: v.surcharge,
      sortOrder: v.sortOrder,
      active,
    })
      .catch(() => undefined)
      .then(editor.refresh);

  const exportCsv = () =>
    downloadCsv(`${label}一覧`, rows, [
      { title: '種別', value: () => label },
      { title: 'コード', value: (v) => v.code },
      { title: '表示名', value: (v) => v.name },
      { title: '加算料金（円）', value: (v) => v.surcharge },
      { title: '表示順', value: (v) => v.sortOrder },
      { title: '有効', value: (v) => (v.active ? '有効' : '無効') },
      ...(kind === 'format' ? [{ title: '対応スクリーン数', value: (v: VersionRecord) => v.screenCount }] : []),
    ]);

  const columns: TableColumnsType<VersionRecord> = [
    { title: '表示名', dataIndex: 'name', sorter: byText('name') },
    { title: 'コード', dataIndex: 'code', sorter: byText('code'), render: (_: string, v) => codeText(v) },
    { title: '加算料金（円）', dataIndex: 'surcharge', align: 'right', sorter: byNumber('surcharge'), render: (n: number) => yen(n) },
    { title: '表示順', dataIndex: 'sortOrder', align: 'right', sorter: byNumber('sortOrder') },
    {
      title: '有効',
      dataIndex: 'active',
      render: (on: boolean, v) =>
        perm.can('update') ? (
          <Switch
            size="small"
            checked={on}
            checkedChildren="有効"
            unCheckedChildren="無効"
            aria-label={`${v.name}を有効にする`}
            onChange={(c) => toggle(v, c)}
          />
        ) : (
          <Tag color={on ? 'green' : undefined}>{on ? '有効' : '無効'}</Tag>
        ),
    },
    ...(kind === 'format'
      ? [{ title: '対応スクリーン', dataIndex: 'screenCount', align: 'right' as const, render: (n: number) => `${n}件` }]
      : []),
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, v) => (
        <RowActions
          edit={perm.can('update') && (() => editor.edit(v))}
          remove={perm.can('delete') && (() => editor.remove(v.name, () => deleteVersion(v.id)))}
        />
      ),
    },
  ];

  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');
  const nextSortOrder = rows.reduce((max, v) => Math.max(max, v.sortOrder), 0) + 1;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Form form={form} layout="inline" onFinish={(values) => setFilters(values)}>
          <Form.Item name="keyword">
            <Input placeholder="表示名・コード" allowClear style={{ width: 180 }} />
          </Form.Item>
          <ActiveFilter placeholder="有効・無効" />
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              検索
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({});
              }}
            >
              リセット
            </Button>
          </Space>
        </Form>
        <Space>
          {perm.can('export') && (
            <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!rows.length}>
              CSV出力
            </Button>
          )}
          {perm.can('create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.create}>
              {`${label}を追加`}
            </Button>
          )}
        </Space>
      </Flex>
      {result.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={result.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => result.refetch()}>
              再読み込み
            </Button>
          }
        />
      )}
      <Table<VersionRecord>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={result.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => `全${total}件` }}
        locale={{
          emptyText: (
            <Empty
              description={
                filtered ? '該当するデータがありません' : `${label}がまだ登録されていません。「${label}を追加」から登録してください。`
              }
            />
          ),
        }}
      />
      <VersionFormModal {...editor.modal} kind={kind} nextSortOrder={nextSortOrder} />
    </>
  );
}
