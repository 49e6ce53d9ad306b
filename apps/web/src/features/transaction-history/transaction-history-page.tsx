import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Typography } from 'antd';
import {
  historyType,
  reissueRefusal,
  transactionHistoryEndpoints,
  transactionHistoryOtherEndpoints,
  transactionHistoryStandEndpoints,
  type HistoryRow,
  type HistoryTotals,
  type HistoryType,
} from '@cinema/contracts';
import { usePermission } from '../../api/session.js';
import { num } from '../../lib/format.js';
import { ListPage } from '../../ui/list-page.js';
import { amountLabel, historyColumns } from './history-columns.js';
import { HistoryDrawer } from './history-drawer.js';
import { HistoryFilters } from './history-filters.js';
import { PagedExport } from './paged-export.js';
import { ReceiptReissueModal, type ReissueTarget } from './receipt-reissue-modal.js';
import { defaultPeriod, historyKeys, periodQuery } from './history-queries.js';

const screens = {
  '/transaction-history-stand': {
    type: 'shop',
    endpoints: transactionHistoryStandEndpoints,
    title: '取引履歴（売店）',
  },
  '/transaction-history-other': {
    type: 'other',
    endpoints: transactionHistoryOtherEndpoints,
    title: '取引履歴（その他売上）',
  },
  '/transaction-history': { type: 'ticket', endpoints: transactionHistoryEndpoints, title: '取引履歴（チケット）' },
} as const satisfies Record<string, { type: HistoryType; endpoints: object; title: string }>;

/** A sale whose money is held (docs/sales.md, "reissued receipts"): its row offers 領収書を再発行. */
const reissuable = (row: HistoryRow) => !reissueRefusal({ ...row, onAccount: row.clientName != null });

/** 件数 and 金額 of the whole filtered list, counting the documents whose money moved (voids and refunds negative). */
function HistoryTotalsLine({ type, totals }: { type: HistoryType; totals: HistoryTotals }) {
  return (
    <Typography.Text>
      合計：件数 <strong>{num(totals.count)}</strong>件 ／ {amountLabel(type)} <strong>{num(totals.amount)}</strong>
      円（未決済・削除済みは含みません）
    </Typography.Text>
  );
}

/**
 * /transaction-history, -stand, -other: the chosen cinema's sales, voids and refunds with lines of
 * the kind, and a sale's 詳細 (a void's or refund's opens the sale it reverses).
 */
export default function TransactionHistoryPage() {
  const path = useLocation().pathname.replace(/\/+$/, '') as keyof typeof screens;
  const screen = screens[path] ?? screens['/transaction-history'];
  const [open, setOpen] = useState<string | null>(null);
  const [reissueFor, setReissueFor] = useState<ReissueTarget | null>(null);
  const canUpdate = usePermission('reports').can('update');
  const [initial] = useState(() => ({ period: defaultPeriod() }));
  const [query, setQuery] = useState(() => periodQuery(initial));
  const columns = historyColumns(screen.type);
  return (
    <>
      <ListPage
        key={path}
        title={screen.title}
        module="reports"
        endpoint={screen.endpoints.list}
        queryKey={[...historyKeys.all, screen.type]}
        emptyText={`この期間の${historyType.labels[screen.type]}の取引はありません。`}
        initialFilters={initial}
        onFiltersChange={(v) => setQuery(periodQuery(v))}
        toQuery={periodQuery}
        filters={<HistoryFilters type={screen.type} />}
        extra={<PagedExport endpoint={screen.endpoints.list} title={screen.title} query={query} columns={columns} />}
        columns={columns}
        footer={(answer) => <HistoryTotalsLine type={screen.type} totals={answer.totals} />}
        actions={{
          extra: (row) => (
            <>
              <Button type="link" size="small" onClick={() => setOpen(row.originalId ?? row.id)}>
                詳細
              </Button>
              {canUpdate && reissuable(row) && (
                <Button type="link" size="small" onClick={() => setReissueFor(row)}>
                  領収書を再発行
                </Button>
              )}
            </>
          ),
        }}
      />
      <HistoryDrawer
        endpoint={screen.endpoints.detail}
        id={open}
        onClose={() => setOpen(null)}
        // 払戻・取消 of a sale from any of its histories (チケット, 売店, その他).
        actions
      />
      <ReceiptReissueModal sale={reissueFor} onClose={() => setReissueFor(null)} />
    </>
  );
}
