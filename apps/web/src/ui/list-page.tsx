import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Table, type TableColumnsType, type TableProps } from 'antd';
import { DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Module } from '@cinema/contracts';
import { api } from '../api/client.js';
import { usePermission } from '../api/session.js';
import { downloadCsv, type CsvColumn } from '../lib/csv.js';
import { PageHeader } from './page-header.js';

interface ListAnswer<T> {
  list: T[];
  total: number;
}

export interface ListPageProps<T> {
  title: string;
  module: Module | null;
  /** The list call, e.g. /api/cinema/list; it answers { list, total, page, pageSize }. */
  endpoint: string;
  queryKey: readonly unknown[];
  columns: TableColumnsType<T>;
  rowKey?: keyof T & string;
  filters?: ReactNode;
  /** The search form's starting values, e.g. a filter remembered from the last visit. */
  initialFilters?: Record<string, unknown>;
  /** What リセット goes back to; by default the starting values. */
  resetFilters?: Record<string, unknown>;
  /** Told the search form's values on every search and reset, e.g. to remember them. */
  onFiltersChange?: (values: Record<string, unknown>) => void;
  /** Turns the search form's values into the list call's query, e.g. a date range into from and to. */
  toQuery?: (values: Record<string, unknown>) => Record<string, unknown>;
  createPath?: string;
  createLabel?: string;
  csv?: { filename: string; columns: CsvColumn<T>[] };
  /** What to say when nothing exists yet, and what to do about it. */
  emptyText: string;
  extra?: ReactNode;
}

/** The shared list skeleton: search form, server-paged and sorted table, CSV of the whole filtered list. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { title, module, endpoint, queryKey, columns, rowKey = 'id' as keyof T & string, filters, createPath, csv } = props;
  const perm = usePermission(module);
  const [form] = Form.useForm();
  const [criteria, setCriteria] = useState<Record<string, unknown>>(props.initialFilters ?? {});
  const [paging, setPaging] = useState({ page: 0, pageSize: 20 });
  const [sort, setSort] = useState<{ sortField?: string; sortOrder?: 'ascend' | 'descend' }>({});
  const [exporting, setExporting] = useState(false);

  const filterQuery = props.toQuery ? props.toQuery(criteria) : criteria;
  const query = { ...filterQuery, ...sort, ...paging };
  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => api<ListAnswer<T>>(endpoint, { query, loading: false, alert: false }),
    placeholderData: keepPreviousData,
  });

  const onTableChange: TableProps<T>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(s?.order ? { sortField: String(s.field ?? s.columnKey), sortOrder: s.order } : {});
    setPaging({ page: (pagination.current ?? 1) - 1, pageSize: pagination.pageSize ?? 20 });
  };

  const exportCsv = async () => {
    if (!csv) return;
    setExporting(true);
    try {
      const all = await api<ListAnswer<T>>(endpoint, { query: { ...filterQuery, ...sort, page: 0, pageSize: 9999 } });
      downloadCsv(csv.filename, all.list, csv.columns);
    } finally {
      setExporting(false);
    }
  };

  const filtered = Object.values(filterQuery).some((v) => v !== undefined && v !== '' && v !== null);
  const applyFilters = (values: Record<string, unknown>) => {
    setCriteria(values);
    setPaging((p) => ({ ...p, page: 0 }));
    props.onFiltersChange?.(values);
  };
  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            {props.extra}
            {csv && perm.can('export') && (
              <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
                CSV出力
              </Button>
            )}
            {createPath && perm.can('create') && (
              <Link to={createPath}>
                <Button type="primary" icon={<PlusOutlined />}>
                  {props.createLabel ?? '新規作成'}
                </Button>
              </Link>
            )}
          </>
        }
      />
      {filters && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Form form={form} layout="inline" initialValues={props.initialFilters} onFinish={applyFilters}>
            {filters}
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                検索
              </Button>
              <Button
                onClick={() => {
                  const to = props.resetFilters ?? props.initialFilters ?? {};
                  form.resetFields();
                  if (props.resetFilters)
                    form.setFieldsValue(Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, to[k]])));
                  applyFilters(to);
                }}
              >
                リセット
              </Button>
            </Flex>
          </Form>
        </Card>
      )}
      {result.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={result.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => result.refetch()}>
              再読み込み
            </Button>
          }
        />
      )}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        onChange={onTableChange}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: <Empty description={filtered ? '該当するデータがありません' : props.emptyText} /> }}
        pagination={{
          current: paging.page + 1,
          pageSize: paging.pageSize,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total) => `全${total}件`,
        }}
      />
    </>
  );
}
