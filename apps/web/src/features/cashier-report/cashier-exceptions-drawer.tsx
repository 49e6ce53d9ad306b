import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Drawer, Table, Tag } from 'antd';
import { cashierReportEndpoints, dayExceptionSource, type CashierException } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { date, dateTime, text } from '../../lib/format.js';
import { cashierReportKeys } from './cashier-report-keys.js';

// 例外一覧: every exception of the period in one place, with or without a shift (a kiosk's cash, a
// document refused), so nothing a device reported is seen only by whoever opens the right shift.

type Query = { from?: string; to?: string; deviceId?: number; cinemaId?: number };

export function useCashierExceptions(query: Query) {
  return useQuery({
    ...endpointQuery(cashierReportKeys.list(['exceptions', query]), cashierReportEndpoints.exceptions, {
      query: { from: query.from ?? '', to: query.to ?? '', deviceId: query.deviceId, cinemaId: query.cinemaId },
    }),
    enabled: Boolean(query.from && query.to),
  });
}

const sourceColor = { sale: 'blue', shift: 'orange', refusal: 'red' } as const;

export function CashierExceptionsButton(props: { count: number | undefined; onClick: () => void }) {
  return (
    <Badge count={props.count ?? 0} overflowCount={999} size="small">
      <Button onClick={props.onClick}>例外一覧</Button>
    </Badge>
  );
}

/** The period's exceptions, oldest first; a row of a shift opens that shift's レジ精算. */
export function CashierExceptionsDrawer(props: {
  open: boolean;
  query: Query;
  onClose: () => void;
  onOpenShift: (id: string) => void;
}) {
  const answer = useCashierExceptions(props.query);
  const columns = [
    { title: '日時', dataIndex: 'occurredAt', width: 150, render: (v: string) => dateTime(v) },
    { title: '営業日', dataIndex: 'salesBusinessDate', width: 110, render: (v: string) => date(v) },
    {
      title: '区分',
      dataIndex: 'source',
      width: 120,
      render: (v: CashierException['source']) => <Tag color={sourceColor[v]}>{dayExceptionSource.labels[v]}</Tag>,
    },
    { title: '端末', dataIndex: 'deviceName', width: 120, render: (v: string | null) => text(v) },
    { title: '種類', dataIndex: 'kindLabel', width: 140 },
    { title: '取引番号', dataIndex: 'transactionNo', width: 100, render: (v: string | null) => text(v) },
    { title: '内容', dataIndex: 'message' },
    {
      title: '',
      key: 'shift',
      width: 90,
      render: (_: unknown, e: CashierException) =>
        e.shiftId ? (
          <Button type="link" size="small" onClick={() => e.shiftId && props.onOpenShift(e.shiftId)}>
            シフトを開く
          </Button>
        ) : (
          <Tag>シフトなし</Tag>
        ),
    },
  ];
  return (
    <Drawer open={props.open} onClose={props.onClose} width={1100} title="例外一覧（この期間）">
      {answer.isError && <Alert type="error" showIcon message={answer.error.message} />}
      <Table
        rowKey={(e) => `${e.source}-${e.occurredAt}-${e.transactionId ?? e.shiftId ?? ''}-${e.kind}-${e.message}`}
        size="small"
        loading={answer.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={columns}
        dataSource={answer.data?.list ?? []}
        locale={{ emptyText: 'この期間の例外はありません。' }}
      />
    </Drawer>
  );
}
