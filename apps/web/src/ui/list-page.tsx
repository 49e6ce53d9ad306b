import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Input, Table, type TableProps } from 'antd';
import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { sortFieldsOf, type EndpointData, type EndpointDef, type EndpointRow, type Module } from '@cinema/contracts';
import { call } from '../api/client.js';
import { usePermission, useSession } from '../api/session.js';
import type { CsvEncoding } from '../lib/csv.js';
import { exportRows, type ExportFormat } from '../lib/export-file.js';
import { readListState, writeListState, type ListState } from '../lib/list-url-state.js';
import { ColumnSettings, useColumnChoice, useListName } from './column-settings.js';
import { confirmDelete } from './confirm.js';
import { ExportButtons } from './export-buttons.js';
import { exportColumns, rowActionsColumn, tableColumns, type ListColumn, type RowActionSpec } from './list-columns.js';
import { PageHeader } from './page-header.js';
import { HIGHLIGHT_CLASS, useRowHighlight } from './row-highlight.js';
import { confirmDiscard, hasUnsavedInput, unsavedSearchTitle } from './use-unsaved-guard.js';
import './list-page.css';

type ListEndpoint = EndpointDef & { method: 'GET' };
type DeleteEndpoint = EndpointDef & { method: 'DELETE' };

export interface ListPageProps<E extends ListEndpoint> {
  title: string;
  /** The name its 表示列 choice is saved under; the route's path unless given. */
  listName?: string;
  module: Module | null;
  /** The list call; it answers { list, total, page, pageSize }. */
  endpoint: E;
  /** The feature's key root: the list reads under it, and a delete invalidates it. */
  queryKey: QueryKey;
  columns: ListColumn<EndpointRow<E>>[];
  rowKey?: keyof EndpointRow<E> & string;
  /** The one keyword box, first in the search form: what it searches (e.g. 作品名・カナ). */
  keyword?: string;
  /** More search fields after the keyword. */
  filters?: ReactNode;
  /** The search form's starting values when the URL names no filter, e.g. a filter remembered from the last visit. */
  initialFilters?: Record<string, unknown>;
  /** What リセット goes back to; by default the starting values. */
  resetFilters?: Record<string, unknown>;
  /** Told the search form's values on every search and reset, e.g. to remember them. */
  onFiltersChange?: (values: Record<string, unknown>) => void;
  /** Turns the search form's values into the list call's query, e.g. a date range into from and to. */
  toQuery?: (values: Record<string, unknown>) => Record<string, unknown>;
  createPath?: string;
  createLabel?: string;
  /** What 新規作成 does instead of going to createPath (a dialog). */
  onCreate?: () => void;
  /** The file name of the export (without date and extension); no export when omitted. */
  exportName?: string;
  /** The row actions; ListPage adds 削除 from `remove`, each behind its permission. */
  actions?: RowActionSpec<EndpointRow<E>>;
  /** 削除: the delete call, the name the confirmation shows, and why a row may not be deleted. */
  remove?: {
    endpoint: DeleteEndpoint;
    name: (row: EndpointRow<E>) => string;
    /** Why this row cannot be deleted: 削除 shows disabled, with the reason. */
    refused?: (row: EndpointRow<E>) => string | undefined;
    /** Rows that offer no 削除 at all (e.g. an ended stop). */
    hidden?: (row: EndpointRow<E>) => boolean;
  };
  /** What to say when nothing exists yet, and what to do about it. */
  emptyText: string;
  extra?: ReactNode;
  /** Check boxes for work on several rows at once (the page keeps the selection). */
  rowSelection?: TableProps<EndpointRow<E>>['rowSelection'];
  /** A line under the table from the whole answer, e.g. the totals of the filtered list beyond the page. */
  footer?: (answer: EndpointData<E>) => ReactNode;
}

/**
 * The shared list skeleton: search form, server-paged and sorted table, row actions, export of the filtered list.
 * Its filters, sort and page live in the URL (lib/list-url-state.ts): a link shares them, 戻る brings them back.
 */
export function ListPage<E extends ListEndpoint>(props: ListPageProps<E>) {
  type Row = EndpointRow<E>;
  const { title, module, endpoint, queryKey, columns, rowKey = 'id' as keyof Row & string, remove, footer } = props;
  const perm = usePermission(module);
  // Lists of cinema screens follow the cinema chosen in the header: its id is part of the key.
  const cinemaId = useSession()?.cinemaId ?? null;
  const qc = useQueryClient();
  const path = useListName();
  const choice = useColumnChoice(props.listName ?? path);
  const highlight = useRowHighlight();
  const [form] = Form.useForm();
  const [params, setParams] = useSearchParams();
  const initial = props.initialFilters;
  const state = useMemo(() => readListState(params, initial), [params, initial]);
  // The router commits a new URL in a transition: a change made before that render (a sort right after
  // a search) builds on what was last written, not on the state of the render before it.
  const live = useRef({ state, setParams, initial });
  const written = useRef<ListState | null>(null);
  useLayoutEffect(() => {
    live.current = { state, setParams, initial };
  });
  useLayoutEffect(() => {
    written.current = null;
  }, [params]);
  const setState = (next: Partial<ListState>) => {
    const now = live.current;
    const merged = { ...(written.current ?? now.state), ...next };
    written.current = merged;
    now.setParams(writeListState(merged, now.initial), { replace: true });
  };
  const criteria = state.filters;
  const paging = { page: state.page, pageSize: state.pageSize };
  const sort = state.sortField ? { sortField: state.sortField, sortOrder: state.sortOrder } : {};
  // The search form follows the URL when it changes from outside (戻る, a link to other filters).
  const criteriaKey = filtersKey(criteria);
  const shownKey = useRef(criteriaKey);
  const latest = useRef(criteria);
  useLayoutEffect(() => {
    latest.current = criteria;
  });
  const { onFiltersChange } = props;
  useEffect(() => {
    if (shownKey.current === criteriaKey) return;
    shownKey.current = criteriaKey;
    form.resetFields();
    form.setFieldsValue(latest.current);
  }, [criteriaKey, form]);
  // Filters read from a link are told to the page as a search would be (its totals, a remembered filter).
  const linked = useRef(criteria !== initial && Object.keys(criteria).length > 0 ? criteria : null);
  useEffect(() => {
    if (linked.current) onFiltersChange?.(linked.current);
    linked.current = null;
  }, [onFiltersChange]);

  const filterQuery = props.toQuery ? props.toQuery(criteria) : criteria;
  const query = { ...filterQuery, ...sort, ...paging };
  const fetchList = (q: Record<string, unknown>, settings = { loading: false, alert: false }) =>
    (call as (e: EndpointDef, i: object, s: object) => Promise<{ list: Row[]; total: number }>)(
      endpoint,
      { query: q },
      settings,
    );
  const result = useQuery({
    queryKey: [...queryKey, 'list', cinemaId, query],
    queryFn: () => fetchList(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => qc.invalidateQueries({ queryKey });

  const sortable = useMemo(() => sortFieldsOf(endpoint.query), [endpoint]);
  const removeRow =
    remove && perm.can('delete')
      ? (row: Row) =>
          !remove.hidden?.(row) &&
          (() =>
            confirmDelete(remove.name(row), () =>
              call(remove.endpoint, { params: { id: (row as { id: number }).id } }).then(refresh),
            ))
      : undefined;
  // The sort shown in the header is the URL's.
  const shown = [
    ...tableColumns(columns, sortable, choice.isShown).map((c) =>
      c.sorter ? { ...c, sortOrder: String(c.dataIndex ?? c.key) === state.sortField ? state.sortOrder : null } : c,
    ),
    ...(props.actions || removeRow
      ? [
          rowActionsColumn(
            props.actions ?? {},
            { update: perm.can('update'), create: perm.can('create') },
            removeRow,
            remove?.refused,
          ),
        ]
      : []),
  ];

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setState({
      ...(s?.order
        ? { sortField: String(s.field ?? s.columnKey), sortOrder: s.order }
        : { sortField: undefined, sortOrder: undefined }),
      page: (pagination.current ?? 1) - 1,
      pageSize: pagination.pageSize ?? 20,
    });
  };

  const exportList = async (format: ExportFormat, encoding?: CsvEncoding) => {
    if (!props.exportName) return;
    const all = await fetchList({ ...filterQuery, ...sort, page: 0, pageSize: 9999 }, { loading: true, alert: true });
    await exportRows(props.exportName, format, all.list, exportColumns(columns), { encoding });
  };

  const filtered = Object.values(filterQuery).some((v) => v !== undefined && v !== '' && v !== null);
  const apply = (values: Record<string, unknown>) => {
    shownKey.current = filtersKey(values);
    setState({ filters: values, page: 0 });
    onFiltersChange?.(values);
  };
  // A search replaces the rows: input typed into them (a count sheet, a grid of settings) or into an open
  // dialog would go without a word, so the unsaved-changes guard asks first, as it does on leaving.
  const applyFilters = (values: Record<string, unknown>) =>
    hasUnsavedInput() ? confirmDiscard(() => apply(values), unsavedSearchTitle) : apply(values);
  // Every field is set to what リセット goes back to: the form's initial values are the URL's filters (a
  // link opens with them), so resetFields() alone would bring back the search just made.
  const reset = () => {
    const to = props.resetFilters ?? props.initialFilters ?? {};
    form.setFieldsValue(Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, to[k]])));
    applyFilters(to);
  };
  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
      {props.createLabel ?? '新規作成'}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            <ColumnSettings columns={columns.filter((c) => !c.exportOnly)} choice={choice} />
            {props.extra}
            {props.exportName && perm.can('export') && <ExportButtons onExport={exportList} />}
            {perm.can('create') &&
              (props.onCreate ? createButton : props.createPath && <Link to={props.createPath}>{createButton}</Link>)}
          </>
        }
      />
      {(props.keyword || props.filters) && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Form form={form} layout="inline" initialValues={criteria} onFinish={applyFilters}>
            {props.keyword && (
              <Form.Item name="keyword">
                <Input placeholder={props.keyword} aria-label={props.keyword} allowClear style={{ width: 220 }} />
              </Form.Item>
            )}
            {props.filters}
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                検索
              </Button>
              <Button onClick={reset}>リセット</Button>
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
      <Table<Row>
        rowKey={rowKey}
        rowSelection={props.rowSelection}
        columns={shown}
        rowClassName={(row) => (highlight !== undefined && String(row[rowKey]) === highlight ? HIGHLIGHT_CLASS : '')}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        onChange={onTableChange}
        footer={footer && result.data ? () => footer(result.data as EndpointData<E>) : undefined}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{
          emptyText: (
            <ListEmpty loading={result.isPending} failed={result.isError} filtered={filtered} text={props.emptyText} />
          ),
        }}
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

/** The filters as a comparable text: empty values left out, as the URL leaves them out. */
const filtersKey = (filters: Record<string, unknown>) =>
  JSON.stringify(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** What an empty table says: nothing while loading or after a failure (the spinner and the alert speak). */
function ListEmpty(p: { loading: boolean; failed: boolean; filtered: boolean; text: ReactNode }) {
  if (p.loading) return <div aria-busy="true" style={{ minHeight: 120 }} />;
  if (p.failed) return <Empty description="一覧を表示できませんでした" />;
  return <Empty description={p.filtered ? '該当するデータがありません' : p.text} />;
}
