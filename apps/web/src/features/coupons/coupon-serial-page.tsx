import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Select, Table, type TableProps } from 'antd';
import { PlusOutlined, PrinterOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import {
  couponDiscountText,
  couponEndpoints,
  serialImportColumns,
  serialState,
  type CouponSerial,
  type CouponSerialListQuery,
  matchRoute,
  pathTo,
  screenPath,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { usePermission } from '../../api/session.js';
import { exportRows, type ExportFormat } from '../../lib/export-file.js';
import type { CsvEncoding } from '../../lib/csv.js';
import { ExportButtons } from '../../ui/export-buttons.js';
import { ImportModal } from '../../ui/import-modal.js';
import { exportColumns, tableColumns } from '../../ui/list-columns.js';
import { NumberInput } from '../../ui/number-input.js';
import { PageHeader } from '../../ui/page-header.js';
import { couponKeys, couponSerialKey } from './coupon-queries.js';
import { serialColumns } from './coupon-serial-columns.js';
import { SerialIssueDialog, SerialStateDialog } from './coupon-serial-dialogs.js';
import { SerialRedeemCard } from './coupon-serial-redeem.js';
import { expiryText } from './coupon-text.js';

type Filters = Partial<Pick<CouponSerialListQuery, 'keyword' | 'state' | 'fromSeq' | 'toSeq'>>;
type Dialog =
  { kind: 'issue' } | { kind: 'import' } | { kind: 'state'; action: 'activate' | 'invalidate'; ids?: number[] } | null;

/** /couponlist/:id: the serials of one coupon, issued, activated, invalidated, exported and printed. */
export default function CouponSerialPage() {
  const couponId = Number(useParams().id);
  // /ticketlist/:id shows a paper ticket's serials on the same page.
  const paper = matchRoute(useLocation().pathname)?.path === screenPath('/ticketlist/:id');
  const perm = usePermission('couponLib');
  const qc = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<{ sortField?: 'seq' | 'state' | 'usedCount'; sortOrder?: 'ascend' | 'descend' }>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);

  const coupon = useQuery(
    endpointQuery([...couponKeys.all, 'detail', couponId], couponEndpoints.detail, { params: { id: couponId } }),
  );
  const query = { couponId, ...filters, ...sort, ...paging };
  const serials = useQuery({
    ...endpointQuery([...couponSerialKey(couponId), query], couponEndpoints.serialList, { query }),
    placeholderData: keepPreviousData,
  });
  const refresh = async () => {
    setSelected([]);
    await qc.invalidateQueries({ queryKey: couponKeys.all });
  };

  // Every serial the filters find, 9,999 a call, for the export.
  const exportAll = async (format: ExportFormat, encoding?: CsvEncoding) => {
    const rows: CouponSerial[] = [];
    for (let page = 0; ; page++) {
      const r = await call(couponEndpoints.serialList, {
        query: { couponId, ...filters, ...sort, page, pageSize: 9999 },
      });
      rows.push(...r.list);
      if (rows.length >= r.total || !r.list.length) break;
    }
    await exportRows(`シリアル_${coupon.data?.name ?? couponId}`, format, rows, exportColumns(serialColumns), {
      encoding,
    });
  };
  const onChange: TableProps<CouponSerial>['onChange'] = (p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(s?.order ? { sortField: String(s.field) as 'seq', sortOrder: s.order } : {});
    setPaging({ page: (p.current ?? 1) - 1, pageSize: p.pageSize ?? 50 });
  };
  const printQuery = new URLSearchParams(
    Object.entries({ fromSeq: filters.fromSeq, toSeq: filters.toSeq, state: filters.state })
      .filter(([, v]) => v != null)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  const c = coupon.data;
  return (
    <>
      <PageHeader
        title={c ? `シリアル：${c.name}` : 'シリアル'}
        sub={c && `${couponDiscountText(c)} ／ ${expiryText(c)} ／ 1シリアル${c.usageLimit}回`}
        extra={
          <>
            <Link to={paper ? pathTo('/ticket') : pathTo('/coupon')}>
              <Button>一覧へ戻る</Button>
            </Link>
            {perm.can('export') && <ExportButtons onExport={exportAll} />}
            {perm.can('export') && (
              <Link
                to={`/${paper ? 'ticketlist' : 'couponlist'}/${couponId}/print${printQuery ? `?${printQuery}` : ''}`}
              >
                <Button icon={<PrinterOutlined />}>印刷用シート</Button>
              </Link>
            )}
            {perm.can('create') && (
              <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import' })}>
                取込
              </Button>
            )}
            {perm.can('create') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'issue' })}>
                シリアル発行
              </Button>
            )}
          </>
        }
      />
      <SerialRedeemCard />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form
          layout="inline"
          onFinish={(v: Filters) => {
            setFilters(v);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
        >
          <Form.Item name="keyword">
            <Input placeholder="シリアル番号" aria-label="シリアル番号で検索" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="state">
            <Select
              allowClear
              placeholder="状態"
              aria-label="状態で絞り込み"
              options={serialState.options}
              style={{ width: 120 }}
            />
          </Form.Item>
          <Form.Item name="fromSeq">
            <NumberInput placeholder="番号から" style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="toSeq">
            <NumberInput placeholder="番号まで" style={{ width: 110 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            検索
          </Button>
        </Form>
      </Card>
      {perm.can('update') && (
        <Flex gap={8} style={{ marginBottom: 12 }} align="center">
          <span>選択 {selected.length}件：</span>
          <Button
            disabled={!selected.length}
            onClick={() => setDialog({ kind: 'state', action: 'activate', ids: selected })}
          >
            有効にする
          </Button>
          <Button
            danger
            disabled={!selected.length}
            onClick={() => setDialog({ kind: 'state', action: 'invalidate', ids: selected })}
          >
            無効にする
          </Button>
          <Button onClick={() => setDialog({ kind: 'state', action: 'invalidate' })}>番号の範囲で変更</Button>
        </Flex>
      )}
      <Table<CouponSerial>
        rowKey="id"
        size="small"
        columns={tableColumns(serialColumns, ['seq', 'state', 'usedCount'])}
        dataSource={serials.data?.list ?? []}
        loading={serials.isFetching}
        onChange={onChange}
        rowSelection={
          perm.can('update') ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) } : undefined
        }
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'シリアルはまだ発行されていません。「シリアル発行」から発行してください。' }}
        pagination={{
          current: paging.page + 1,
          pageSize: paging.pageSize,
          total: serials.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [50, 100, 500],
          showTotal: (total) => `全${total.toLocaleString('ja-JP')}件`,
        }}
      />
      <SerialIssueDialog
        couponId={couponId}
        open={dialog?.kind === 'issue'}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
      <ImportModal
        title="以前のシステムのシリアルを取込"
        open={dialog?.kind === 'import'}
        columns={serialImportColumns}
        run={(file, commit) =>
          call(
            couponEndpoints.serialImport,
            { query: { couponId }, body: { ...file, commit } },
            { successMessage: commit },
          )
        }
        onClose={() => setDialog(null)}
        onImported={refresh}
      />
      <SerialStateDialog
        key={dialog?.kind === 'state' ? `${dialog.action}-${dialog.ids?.length ?? 'range'}` : 'closed'}
        couponId={couponId}
        open={dialog?.kind === 'state'}
        action={dialog?.kind === 'state' ? dialog.action : undefined}
        serialIds={dialog?.kind === 'state' ? dialog.ids : undefined}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
    </>
  );
}
