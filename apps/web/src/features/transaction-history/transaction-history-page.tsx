import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from 'antd';
import {
  historyType,
  transactionHistoryEndpoints,
  transactionHistoryOtherEndpoints,
  transactionHistoryStandEndpoints,
  type HistoryType,
} from '@cinema/contracts';
import { ListPage } from '../../ui/list-page.js';
import { historyColumns } from './history-columns.js';
import { HistoryDrawer } from './history-drawer.js';
import { HistoryFilters } from './history-filters.js';
import { PagedExport } from './paged-export.js';
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

/** /transaction-history, -stand, -other: the chosen cinema's sales with lines of the kind, and a sale's 詳細. */
export default function TransactionHistoryPage() {
  const path = useLocation().pathname.replace(/\/+$/, '') as keyof typeof screens;
  const screen = screens[path] ?? screens['/transaction-history'];
  const [open, setOpen] = useState<string | null>(null);
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
        actions={{
          extra: (row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)}>
              詳細
            </Button>
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
    </>
  );
}
