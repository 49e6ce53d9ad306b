import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { billingStatus, transactionHistoryClEndpoints, type ClHistoryRow } from '@cinema/contracts';
import { usePermission } from '../../api/session.js';
import { useCinemaOptions } from '../../entities/cinemas/cinema-queries.js';
import { useClientGroupOptions } from '../../entities/client-groups/client-group-queries.js';
import { ClientSelect } from '../../entities/clients/client-select.js';
import { date, num, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { ClSaleModal } from './cl-sale-modal.js';
import { HistoryDrawer } from './history-drawer.js';
import { PeriodFilter } from './history-filters.js';
import { PagedExport } from './paged-export.js';
import { defaultPeriod, historyKeys, periodQuery } from './history-queries.js';

const yen = (title: string, pick: (r: ClHistoryRow) => number, dataIndex?: string): ListColumn<ClHistoryRow> => ({
  title,
  dataIndex,
  align: 'right',
  render: (_: unknown, r: ClHistoryRow) => num(pick(r)),
  csv: pick,
});

// Shown at first (docs/web-conventions.md, "pages"): the tax split waits in 表示列 (and the export), so the rest
// fit a 1366 px screen beside the menu.
const columns: ListColumn<ClHistoryRow>[] = [
  { title: '計上日', dataIndex: 'salesBusinessDate', render: (v: string) => date(v), csv: (r) => r.salesBusinessDate },
  { title: '劇場', dataIndex: 'cinemaName', csv: (r) => r.cinemaName },
  { title: '取引番号', dataIndex: 'transactionNo', csv: (r) => r.transactionNo, alwaysShown: true },
  { title: '取引先コード', exportOnly: true, csv: (r) => r.clientCode },
  { title: '取引先', dataIndex: 'clientName', render: (v: string | null) => text(v), csv: (r) => r.clientName },
  { title: '摘要', render: (_: unknown, r) => r.memo ?? r.summary, csv: (r) => r.memo ?? r.summary },
  { ...yen('10%対象（円）', (r) => r.taxable10), defaultHidden: true },
  { ...yen('8%対象（円）', (r) => r.taxable8), defaultHidden: true },
  { ...yen('消費税（円）', (r) => r.tax), defaultHidden: true },
  yen('税込（円）', (r) => r.total, 'total'),
  {
    title: '請求状態',
    dataIndex: 'billingStatus',
    render: (_: unknown, r) => billingStatus.labels[r.billingStatus],
    csv: (r) => billingStatus.labels[r.billingStatus],
  },
  {
    title: '請求書番号',
    dataIndex: 'invoiceNumber',
    render: (v: string | null) => text(v),
    csv: (r) => r.invoiceNumber,
  },
  { title: '入金日', dataIndex: 'paidOn', render: (v: string | null) => date(v), csv: (r) => r.paidOn },
];

/** /transaction-history-cl: the brand's sales on account to 取引先, entered here as back-office sales. */
export default function ClHistoryPage() {
  const qc = useQueryClient();
  const canCreate = usePermission('reports').can('create');
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  const [initial] = useState(() => ({ period: defaultPeriod() }));
  const [query, setQuery] = useState(() => periodQuery(initial));
  const cinemas = useCinemaOptions(null).data ?? [];
  const groups = useClientGroupOptions().data ?? [];
  return (
    <>
      <ListPage
        title="取引先取引履歴（掛売）"
        module="reports"
        endpoint={transactionHistoryClEndpoints.list}
        queryKey={[...historyKeys.all, 'cl']}
        emptyText="この期間の掛売はありません。「掛売登録」から団体鑑賞や鑑賞券の販売を登録してください。"
        initialFilters={initial}
        onFiltersChange={(v) => setQuery(periodQuery(v))}
        toQuery={periodQuery}
        filters={
          <>
            <PeriodFilter label="計上日" />
            <Form.Item name="cinemaId">
              <Select
                placeholder="劇場"
                allowClear
                style={{ width: 180 }}
                options={cinemas.map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
            <Form.Item name="clientGroupId">
              <Select placeholder="取引先グループ" allowClear style={{ width: 180 }} options={groups} />
            </Form.Item>
            <Form.Item name="clientId">
              <ClientSelect style={{ width: 220 }} />
            </Form.Item>
          </>
        }
        extra={
          <>
            <PagedExport
              endpoint={transactionHistoryClEndpoints.list}
              title="取引先取引履歴（掛売）"
              query={query}
              columns={columns}
            />
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
                掛売登録
              </Button>
            )}
          </>
        }
        columns={columns}
        actions={{
          extra: (row) => (
            <Button type="link" size="small" onClick={() => setDetail(row.id)}>
              詳細
            </Button>
          ),
        }}
      />
      <ClSaleModal
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => qc.invalidateQueries({ queryKey: historyKeys.all })}
      />
      <HistoryDrawer endpoint={transactionHistoryClEndpoints.detail} id={detail} onClose={() => setDetail(null)} />
    </>
  );
}
