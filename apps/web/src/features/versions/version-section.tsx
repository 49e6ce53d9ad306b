import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Form, Input, Space, Switch, Table, Tag } from 'antd';
import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  versionEndpoints,
  versionKind,
  versionLabels as L,
  versionType,
  type VersionKind,
  type VersionRecord,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { exportRows, type ExportFormat } from '../../lib/export-file.js';
import type { CsvEncoding } from '../../lib/csv.js';
import { ExportButtons } from '../../ui/export-buttons.js';
import { yen } from '../../lib/format.js';
import { versionKeys } from '../../entities/versions/version-queries.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import { exportColumns, rowActionsColumn, tableColumns, type ListColumn } from '../../ui/list-columns.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { VersionFormModal } from './version-form-modal.js';
import { versionSectionQuery, type VersionFilters, type VersionListEndpoint } from './version-queries.js';

// Language rows show their version type beside the code: SUBTITLE（字幕版）.
const codeText = (v: VersionRecord) =>
  v.kind === 'language' && v.code in versionType.labels
    ? `${v.code}（${versionType.labels[v.code as keyof typeof versionType.labels]}）`
    : v.code;

const byText = (k: 'name' | 'code') => (a: VersionRecord, b: VersionRecord) => a[k].localeCompare(b[k], 'ja');
const byNumber = (k: 'surcharge' | 'sortOrder') => (a: VersionRecord, b: VersionRecord) => a[k] - b[k];
const activeText = (on: boolean) => (on ? '有効' : '無効');
const surchargeTitle = `${L.surcharge}（円）`;

/**
 * The section's columns: the table sorts on the page (the section reads every row); the export puts
 * the kind and the plain code first, and counts the screens of a format.
 */
function sectionColumns(kind: VersionKind, label: string, active: ListColumn<VersionRecord>['render']) {
  const columns: ListColumn<VersionRecord>[] = [
    { title: L.kind, exportOnly: true, csv: () => label },
    { title: L.code, exportOnly: true, csv: (v) => v.code },
    { title: L.name, dataIndex: 'name', sorter: byText('name'), csv: (v) => v.name },
    { title: L.code, dataIndex: 'code', sorter: byText('code'), render: (_: string, v) => codeText(v) },
    {
      title: surchargeTitle,
      dataIndex: 'surcharge',
      align: 'right',
      sorter: byNumber('surcharge'),
      render: (n: number) => yen(n),
      csv: (v) => v.surcharge,
    },
    {
      title: L.sortOrder,
      dataIndex: 'sortOrder',
      align: 'right',
      sorter: byNumber('sortOrder'),
      csv: (v) => v.sortOrder,
    },
    { title: L.active, dataIndex: 'active', render: active, csv: (v) => activeText(v.active) },
  ];
  if (kind === 'format')
    columns.push(
      { title: '対応スクリーン', dataIndex: 'screenCount', align: 'right', render: (n: number) => `${n}件` },
      { title: L.screenCount, exportOnly: true, csv: (v) => v.screenCount },
    );
  return columns;
}

/** One kind of version as an editable table: filter, sort, add and edit in a dialog, delete, CSV. */
export function VersionSection({ kind, endpoint }: { kind: VersionKind; endpoint: VersionListEndpoint }) {
  const session = useSession();
  const perm = usePermission('performance');
  const [form] = Form.useForm<VersionFilters>();
  const [filters, setFilters] = useState<VersionFilters>({});
  const editor = useModalEditor<VersionRecord>(versionKeys.all);
  // その他（メガネ代など） reads その他 on buttons and in messages.
  const label = versionKind.labels[kind].replace(/（.*）$/, '');

  const result = useQuery({
    ...versionSectionQuery(session?.cinemaId ?? null, endpoint, kind, filters),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.list ?? [];

  const toggle = (v: VersionRecord, active: boolean) =>
    call(versionEndpoints.update, {
      body: {
        id: v.id,
        version: v.version,
        kind: v.kind,
        code: v.code,
        name: v.name,
        surcharge: v.surcharge,
        sortOrder: v.sortOrder,
        active,
      },
    })
      .catch(() => undefined)
      .then(editor.refresh);

  const columns = sectionColumns(kind, label, (on: boolean, v: VersionRecord) =>
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
      <Tag color={on ? 'green' : undefined}>{activeText(on)}</Tag>
    ),
  );
  const exportList = (format: ExportFormat, encoding?: CsvEncoding) =>
    exportRows(`${label}一覧`, format, rows, exportColumns(columns), { encoding });
  const shown = [
    ...tableColumns(columns, []),
    rowActionsColumn<VersionRecord>(
      { edit: (v) => () => editor.edit(v) },
      { update: perm.can('update'), create: perm.can('create') },
      perm.can('delete')
        ? (v) => () => editor.remove(v.name, () => call(versionEndpoints.delete, { params: { id: v.id } }))
        : undefined,
    ),
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
          {perm.can('export') && <ExportButtons onExport={exportList} />}
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
        columns={shown}
        dataSource={rows}
        loading={result.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => `全${total}件` }}
        locale={{
          emptyText: (
            <Empty
              description={
                filtered
                  ? '該当するデータがありません'
                  : `${label}がまだ登録されていません。「${label}を追加」から登録してください。`
              }
            />
          ),
        }}
      />
      <VersionFormModal {...editor.modal} kind={kind} nextSortOrder={nextSortOrder} />
    </>
  );
}
