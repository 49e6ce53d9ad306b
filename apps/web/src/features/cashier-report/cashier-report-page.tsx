import { useState } from 'react';
import { Button } from 'antd';
import { cashierReportEndpoints } from '@cinema/contracts';
import { ListPage } from '../../ui/list-page.js';
import { cashierReportColumns } from './cashier-report-columns.js';
import { CashierReportDrawer, cashierReportKeys } from './cashier-report-drawer.js';
import { CashierReportExport, CashierReportFilters, defaultPeriod, periodQuery } from './cashier-report-filters.js';

/** /cashier-report: the chosen cinema's cashier shifts, and one shift's 点検 (X) or 精算 (Z). */
export default function CashierReportPage() {
  const [open, setOpen] = useState<string | null>(null);
  const [initial] = useState(() => ({ period: defaultPeriod() }));
  const [query, setQuery] = useState(() => periodQuery(initial));
  return (
    <>
      <ListPage
        title="レジ精算"
        module="reports"
        endpoint={cashierReportEndpoints.list}
        queryKey={cashierReportKeys.all}
        emptyText="この期間のシフトはありません。"
        initialFilters={initial}
        onFiltersChange={(v) => setQuery(periodQuery(v))}
        toQuery={periodQuery}
        filters={<CashierReportFilters />}
        extra={<CashierReportExport query={query} />}
        columns={cashierReportColumns}
        actions={{
          extra: (row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)}>
              詳細
            </Button>
          ),
        }}
      />
      <CashierReportDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
