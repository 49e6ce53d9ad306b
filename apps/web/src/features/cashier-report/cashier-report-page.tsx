import { useState } from 'react';
import { Button, Space } from 'antd';
import { cashierReportEndpoints } from '@cinema/contracts';
import { ListPage } from '../../ui/list-page.js';
import { cashierReportColumns } from './cashier-report-columns.js';
import { CashierReportDrawer, cashierReportKeys } from './cashier-report-drawer.js';
import { CashierExceptionsButton, CashierExceptionsDrawer, useCashierExceptions } from './cashier-exceptions-drawer.js';
import { CashierReportExport, CashierReportFilters, defaultPeriod, periodQuery } from './cashier-report-filters.js';

/** /cashier-report: the chosen cinema's cashier shifts, one shift's 点検 (X) or 精算 (Z), and the period's exceptions. */
export default function CashierReportPage() {
  const [open, setOpen] = useState<string | null>(null);
  const [exceptionsOpen, setExceptionsOpen] = useState(false);
  const [initial] = useState(() => ({ period: defaultPeriod() }));
  const [query, setQuery] = useState(() => periodQuery(initial));
  const exceptions = useCashierExceptions(query);
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
        extra={
          <Space>
            <CashierExceptionsButton count={exceptions.data?.total} onClick={() => setExceptionsOpen(true)} />
            <CashierReportExport query={query} />
          </Space>
        }
        columns={cashierReportColumns}
        actions={{
          extra: (row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)}>
              詳細
            </Button>
          ),
        }}
      />
      <CashierExceptionsDrawer
        open={exceptionsOpen}
        query={query}
        onClose={() => setExceptionsOpen(false)}
        onOpenShift={(id) => setOpen(id)}
      />
      <CashierReportDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
