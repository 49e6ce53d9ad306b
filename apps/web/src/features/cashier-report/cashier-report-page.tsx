import { useState } from 'react';
import { Button } from 'antd';
import type { CashierReportRow } from '@cinema/contracts';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportColumn, ReportQuery } from '../../ui/report-page/report-types.js';
import { cashierReportColumns } from './cashier-report-columns.js';
import { CashierReportDrawer } from './cashier-report-drawer.js';
import { cashierReportKeys } from './cashier-report-keys.js';
import { CashierExceptionsButton, CashierExceptionsDrawer, useCashierExceptions } from './cashier-exceptions-drawer.js';
import {
  defaultPeriod,
  fetchShifts,
  shiftChart,
  shiftQuery,
  shiftSummary,
  useCashierCriteria,
} from './cashier-report-filters.js';

const exceptionsQuery = (q: ReportQuery) => {
  const { from, to, deviceId } = shiftQuery(q);
  return { from, to, deviceId: deviceId ? Number(deviceId) : undefined };
};

function ExceptionsButton({ query, onClick }: { query: ReportQuery; onClick: () => void }) {
  const exceptions = useCashierExceptions(exceptionsQuery(query));
  return <CashierExceptionsButton count={exceptions.data?.total} onClick={onClick} />;
}

/** /cashier-report: the chosen cinema's cashier shifts, one shift's 点検 (X) or 精算 (Z), and the period's exceptions. */
export default function CashierReportPage() {
  const [open, setOpen] = useState<string | null>(null);
  const [exceptionsOpen, setExceptionsOpen] = useState(false);
  // The criteria the drawer was opened under: it keeps them while it closes.
  const [exceptionsFor, setExceptionsFor] = useState<ReportQuery | null>(null);
  const criteria = useCashierCriteria();
  const columns: ReportColumn<CashierReportRow>[] = [
    ...cashierReportColumns,
    {
      key: 'actions',
      title: '',
      screenOnly: true,
      value: () => null,
      render: (row) => (
        <Button type="link" size="small" onClick={() => setOpen(row.id)}>
          詳細
        </Button>
      ),
    },
  ];
  return (
    <>
      <ReportPage<CashierReportRow>
        title="レジ精算"
        module="operations"
        basis="saleDay"
        cinemas="chosen"
        periodLabel="営業日"
        defaultPeriod={defaultPeriod}
        queryKey={cashierReportKeys.all}
        fetch={fetchShifts}
        columns={columns}
        rowKey={(r) => r.id}
        criteria={criteria}
        summary={shiftSummary}
        chart={shiftChart}
        emptyText="この期間のシフトはありません。"
        extra={(query) => (
          <ExceptionsButton
            query={query}
            onClick={() => {
              setExceptionsFor(query);
              setExceptionsOpen(true);
            }}
          />
        )}
      />
      <CashierExceptionsDrawer
        open={exceptionsOpen}
        query={exceptionsFor ? exceptionsQuery(exceptionsFor) : {}}
        onClose={() => setExceptionsOpen(false)}
        onOpenShift={(id) => setOpen(id)}
      />
      <CashierReportDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
