import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Input, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { restrictEndpoints, restrictLabels as L, restrictUpdateBody, type RestrictCode } from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { exportRows, type ExportFormat } from '../../lib/export-file.js';
import type { CsvEncoding } from '../../lib/csv.js';
import { ExportButtons } from '../../ui/export-buttons.js';
import { text } from '../../lib/format.js';
import { applyServerErrors, withBlanks, zodRule } from '../../lib/zod-form.js';
import { confirmDelete } from '../../ui/confirm.js';
import { exportColumns, tableColumns, type ListColumn } from '../../ui/list-columns.js';
import { restrictCodesQuery, restrictKeys } from './restrict-queries.js';
import { RestrictCodeFormModal } from './restrict-code-form-modal.js';
import { NumberInput } from '../../ui/number-input.js';

type EditValues = Pick<RestrictCode, 'label' | 'notice' | 'minAge' | 'sortOrder'>;

const ageText = (n: number) => (n > 0 ? `${n}歳以上` : '制限なし');
const matches = (r: RestrictCode, keyword: string) =>
  [r.code, r.label, r.notice ?? ''].some((v) => v.toLowerCase().includes(keyword.toLowerCase()));

/** The cinema's classification codes, each row edited in place; own codes can be added and deleted. */
export function RestrictCodeTable({ cinemaId }: { cinemaId: number | null }) {
  const perm = usePermission('film');
  const qc = useQueryClient();
  const [form] = Form.useForm<EditValues>();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<RestrictCode | null>(null);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const result = useQuery(restrictCodesQuery(cinemaId));
  const all = result.data?.list ?? [];
  const rows = keyword ? all.filter((r) => matches(r, keyword)) : all;
  const refresh = () => qc.invalidateQueries({ queryKey: restrictKeys.lists() });
  const rule = zodRule(restrictUpdateBody, (v) => ({
    ...withBlanks('label')(v),
    id: editing?.id,
    version: editing?.version,
  }));

  const edit = (r: RestrictCode) => {
    form.setFieldsValue({ label: r.label, notice: r.notice, minAge: r.minAge, sortOrder: r.sortOrder });
    setEditing(r);
  };
  const save = async () => {
    if (!editing) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await call(restrictEndpoints.update, { body: { ...values, id: editing.id, version: editing.version } });
      setEditing(null);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors(form, err.errors);
    } finally {
      setSaving(false);
    }
  };
  const remove = (r: RestrictCode) =>
    confirmDelete(r.code, () => call(restrictEndpoints.delete, { params: { id: r.id } }).then(refresh));

  const editable =
    (name: keyof EditValues, view: (r: RestrictCode) => ReactNode, input: ReactNode) =>
    (_: unknown, r: RestrictCode) =>
      editing?.id === r.id ? (
        <Form.Item name={name} rules={[rule]} style={{ margin: 0 }}>
          {input}
        </Form.Item>
      ) : (
        view(r)
      );

  const columns: ListColumn<RestrictCode>[] = [
    {
      title: L.code,
      dataIndex: 'code',
      width: 120,
      sorter: (a, b) => a.code.localeCompare(b.code),
      render: (code: string, r) => (
        <Space size={4}>
          <strong>{code}</strong>
          {!r.standard && <Tag>独自</Tag>}
        </Space>
      ),
      csv: (r) => r.code,
    },
    {
      title: L.label,
      dataIndex: 'label',
      width: 260,
      sorter: (a, b) => a.label.localeCompare(b.label, 'ja'),
      render: editable('label', (r) => r.label, <Input maxLength={50} aria-label={L.label} />),
      csv: (r) => r.label,
    },
    {
      title: L.notice,
      dataIndex: 'notice',
      render: editable(
        'notice',
        (r) => text(r.notice),
        <Input.TextArea maxLength={200} autoSize aria-label={L.notice} />,
      ),
      csv: (r) => r.notice,
    },
    {
      title: '年齢制限',
      dataIndex: 'minAge',
      width: 120,
      align: 'right',
      sorter: (a, b) => a.minAge - b.minAge,
      render: editable(
        'minAge',
        (r) => ageText(r.minAge),
        <NumberInput suffix="歳" style={{ width: '100%' }} aria-label={L.minAge} />,
      ),
    },
    { title: L.minAge, exportOnly: true, csv: (r) => r.minAge },
    {
      title: L.sortOrder,
      dataIndex: 'sortOrder',
      width: 100,
      align: 'right',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => a.sortOrder - b.sortOrder,
      render: editable(
        'sortOrder',
        (r) => r.sortOrder,
        <NumberInput style={{ width: '100%' }} aria-label={L.sortOrder} />,
      ),
      csv: (r) => r.sortOrder,
    },
    { title: '種別', exportOnly: true, csv: (r) => (r.standard ? '映倫区分' : '独自') },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_: unknown, r) =>
        editing?.id === r.id ? (
          <Space size={0}>
            <Button type="link" onClick={save} loading={saving}>
              保存
            </Button>
            <Button type="link" onClick={() => setEditing(null)}>
              キャンセル
            </Button>
          </Space>
        ) : (
          <Space size={0}>
            {perm.can('update') && (
              <Button type="link" disabled={!!editing} onClick={() => edit(r)}>
                編集
              </Button>
            )}
            {perm.can('delete') && !r.standard && (
              <Button type="link" danger disabled={!!editing} onClick={() => remove(r)}>
                削除
              </Button>
            )}
          </Space>
        ),
    },
  ];

  const exportList = (format: ExportFormat, encoding?: CsvEncoding) =>
    exportRows('映倫区分・年齢制限', format, rows, exportColumns(columns), { encoding });

  const nextSortOrder = all.reduce((max, r) => Math.max(max, r.sortOrder), 0) + 10;
  return (
    <Card size="small" title="映倫区分">
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="区分コード・説明"
          allowClear
          onSearch={setKeyword}
          style={{ width: 240 }}
          aria-label="区分の検索"
        />
        <Space>
          {perm.can('export') && <ExportButtons onExport={exportList} />}
          {perm.can('create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              区分を追加
            </Button>
          )}
        </Space>
      </Flex>
      {result.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={result.error.message} />}
      <Form form={form} component={false}>
        <Table<RestrictCode>
          rowKey="id"
          columns={tableColumns(columns, [])}
          dataSource={rows}
          loading={result.isFetching}
          size="middle"
          tableLayout="fixed"
          scroll={{ x: 1000 }}
          pagination={false}
          locale={{
            emptyText: (
              <Empty
                description={
                  keyword
                    ? '該当するデータがありません'
                    : '区分がまだ登録されていません。画面を再読み込みしてください。'
                }
              />
            ),
          }}
        />
      </Form>
      <RestrictCodeFormModal
        open={adding}
        nextSortOrder={nextSortOrder}
        onClose={() => setAdding(false)}
        onSaved={refresh}
      />
    </Card>
  );
}
