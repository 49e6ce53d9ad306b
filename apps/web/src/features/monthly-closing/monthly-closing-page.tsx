import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  lastMonthInJapan,
  monthlyClosingEndpoints,
  monthlyClosingLabels as L,
  monthlyClosingStatus,
  monthText,
  type MonthlyClosingCloseAllAnswer,
  type MonthlyClosingRow,
} from '@cinema/contracts';
import { showBatchResult } from '../../ui/batch-result.js';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { monthlyClosingKeys } from '../../entities/monthly-closing/monthly-closing-queries.js';
import { dateTime, figure, text, yenText } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { invalidateClosings, MonthDetail, ReopenForm, StatusTag } from './monthly-closing-detail.js';
import { MonthField } from '../../ui/month-field.js';

// /monthly-closing 月次締め (docs/reports.md, "月次締め"): the chosen month (last month by default) with a row per cinema,
// its state, closed days, figures and why it cannot be closed yet; head office closes one cinema or every ready one,
// and reopens with a reason; cinema staff read their own cinema's month.

const right = 'right' as const;
const columns: ListColumn<MonthlyClosingRow>[] = [
  { title: L.cinemaCode, dataIndex: 'cinemaCode', csv: (r) => r.cinemaCode },
  { title: L.cinemaName, dataIndex: 'cinemaName', alwaysShown: true, csv: (r) => r.cinemaName },
  { title: L.month, dataIndex: 'month', render: monthText, csv: (r) => monthText(r.month), defaultHidden: true },
  {
    title: L.status,
    dataIndex: 'status',
    render: (_: unknown, r) => <StatusTag status={r.status} />,
    csv: (r) => monthlyClosingStatus.labels[r.status],
  },
  {
    title: L.daysClosed,
    dataIndex: 'daysClosed',
    align: right,
    render: (_: unknown, r) => `${r.daysClosed} / ${r.daysInMonth}`,
    csv: (r) => `${r.daysClosed}/${r.daysInMonth}`,
  },
  { title: L.totalSales, dataIndex: 'totalSales', align: right, render: yenText, csv: (r) => r.totalSales },
  { title: L.boxOffice, dataIndex: 'boxOffice', align: right, render: yenText, csv: (r) => r.boxOffice },
  {
    title: L.admissions,
    dataIndex: 'admissions',
    align: right,
    render: (v: number) => `${figure(v)}人`,
    csv: (r) => r.admissions,
  },
  {
    title: L.blockers,
    dataIndex: 'blockers',
    wrap: true,
    render: (b: string[]) => (b.length ? <Typography.Text type="warning">{b.join('。')}</Typography.Text> : '-'),
    csv: (r) => r.blockers.join('。'),
  },
  { title: L.closedAt, dataIndex: 'closedAt', render: dateTime, csv: (r) => dateTime(r.closedAt) },
  { title: L.closedByName, dataIndex: 'closedByName', render: text, csv: (r) => r.closedByName, defaultHidden: true },
];

function showResult(a: MonthlyClosingCloseAllAnswer) {
  showBatchResult(
    `${monthText(a.month)}の全劇場締め：${a.closed.length}劇場を締めました`,
    [
      { label: '締めた劇場', items: a.closed.map((c) => c.cinemaName) },
      { label: '締められなかった劇場', items: a.refused.map((c) => `${c.cinemaName}：${c.reason}`) },
    ],
    'close-all-result',
  );
}

export default function MonthlyClosingPage() {
  const session = useSession();
  const { can } = usePermission('operations');
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [initial] = useState(() => ({ month: lastMonthInJapan() }));
  const month = params.get('month') ?? initial.month;
  const [detail, setDetail] = useState<MonthlyClosingRow | null>(null);
  const [reopening, setReopening] = useState<MonthlyClosingRow | null>(null);
  // Head office alone closes and reopens (docs/reports.md, "月次締め"); cinema staff read their own cinema.
  const headOffice = session?.adminType === 'brand' && can('update');

  const close = (row: MonthlyClosingRow) =>
    confirmAction({
      title: `${row.cinemaName}の${monthText(row.month)}を締めますか？`,
      content:
        'この月の作品別興行収入・売掛金・仕入の数値が会計用に確定し、この月の日次締めは締め解除できなくなります。締め解除は本部のみ、理由を添えて行えます。',
      okText: '締める',
      onOk: async () => {
        await call(monthlyClosingEndpoints.close, { body: { cinemaId: row.cinemaId, month: row.month } });
        await invalidateClosings(qc);
      },
    });
  const closeAll = () =>
    confirmAction({
      title: `${monthText(month)}を全劇場で締めますか？`,
      content: '締められる状態の劇場をすべて締めます。締められない劇場は理由とともにお知らせします。',
      okText: '全劇場を締める',
      onOk: async () => {
        const answer = await call(monthlyClosingEndpoints.closeAll, { body: { month } });
        await invalidateClosings(qc);
        showResult(answer);
      },
    });

  return (
    <>
      <ListPage
        title="月次締め"
        module="operations"
        endpoint={monthlyClosingEndpoints.list}
        queryKey={monthlyClosingKeys.all}
        rowKey="cinemaId"
        columns={columns}
        initialFilters={initial}
        resetFilters={initial}
        filters={<MonthField ariaLabel={L.month} />}
        exportName={`月次締め_${month}`}
        emptyText="表示できる劇場がありません"
        extra={
          headOffice && (
            <Button type="primary" onClick={closeAll}>
              全劇場を締める
            </Button>
          )
        }
        actions={{
          extra: (row) => (
            <Space size={0}>
              <Button type="link" onClick={() => setDetail(row)}>
                詳細
              </Button>
              {headOffice && row.status !== 'closed' && (
                <Button
                  type="link"
                  disabled={!row.ready}
                  title={row.ready ? undefined : row.blockers.join('。')}
                  onClick={() => close(row)}
                >
                  締める
                </Button>
              )}
              {headOffice && row.status === 'closed' && (
                <Button type="link" danger onClick={() => setReopening(row)}>
                  締め解除
                </Button>
              )}
            </Space>
          ),
        }}
      />
      {detail && <MonthDetail row={detail} onClose={() => setDetail(null)} />}
      {reopening && <ReopenForm row={reopening} onClose={() => setReopening(null)} />}
    </>
  );
}
