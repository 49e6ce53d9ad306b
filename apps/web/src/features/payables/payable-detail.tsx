import { useState } from 'react';
import { Button, Descriptions, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  payableEndpoints,
  payableEntryKind,
  payableKind,
  payableLabels as L,
  payableState,
  type PayableEntry,
  type PayableItem,
  type PayableState,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { dateTime, text, yenText } from '../../lib/format.js';
import { CancelForm, OffsetForm, PayForm, payableTitle } from './payable-dialogs.js';
import { payableKeys } from './payable-queries.js';

// 買掛・未払's drawer (docs/accounting.md, "買掛・未払"): a 取引先's payables (映画料 per month, 仕入) with 支払登録 and
// 相殺, and its 支払・相殺 history with 取消.

const right = 'right' as const;
const colors: Record<PayableState, string> = { unpaid: 'red', partial: 'orange', paid: 'green' };
export const PayableStateTag = ({ state }: { state: PayableState }) => (
  <Tag color={colors[state]}>{payableState.labels[state]}</Tag>
);

export function PayableDetail({
  clientId,
  canWrite,
  onClose,
}: {
  clientId: number;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { data } = useQuery(
    endpointQuery(payableKeys.detail(clientId), payableEndpoints.detail, { params: { id: clientId }, query: {} }),
  );
  const [paying, setPaying] = useState<PayableItem | null>(null);
  const [offsetting, setOffsetting] = useState<PayableItem | null>(null);
  const [cancelling, setCancelling] = useState<PayableEntry | null>(null);
  const payables = [
    { title: L.kind, dataIndex: 'kind', render: (k: PayableItem['kind']) => payableKind.labels[k] },
    { title: L.month, dataIndex: 'month' },
    { title: L.cinemaId, dataIndex: 'cinemaName', render: (v: string | null) => v ?? '全劇場' },
    { title: L.dueOn, dataIndex: 'dueOn' },
    { title: L.amount, dataIndex: 'amount', align: right, render: yenText },
    { title: '消費税', key: 'tax', align: right, render: (p: PayableItem) => yenText(p.tax10 + p.tax8) },
    { title: '支払・相殺', key: 'settled', align: right, render: (p: PayableItem) => yenText(p.paid + p.offset) },
    { title: L.balance, dataIndex: 'balance', align: right, render: yenText },
    { title: L.state, dataIndex: 'state', render: (s: PayableState) => <PayableStateTag state={s} /> },
    { title: L.memo, dataIndex: 'memo', render: text },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            render: (p: PayableItem) =>
              p.balance > 0 && (
                <Space size={0}>
                  <Button type="link" onClick={() => setPaying(p)}>
                    支払登録
                  </Button>
                  <Button type="link" onClick={() => setOffsetting(p)}>
                    相殺
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];
  const entries = [
    { title: '日付', dataIndex: 'entryOn' },
    { title: '区分', dataIndex: 'kind', render: (k: PayableEntry['kind']) => payableEntryKind.labels[k] },
    {
      title: '対象',
      key: 'payable',
      render: (e: PayableEntry) => payableTitle({ kind: e.payableKind, month: e.payableMonth }),
    },
    { title: '金額', dataIndex: 'amount', align: right, render: yenText },
    { title: L.depositId, dataIndex: 'depositName', render: text },
    { title: 'メモ・理由', dataIndex: 'memo', render: text },
    { title: '登録', key: 'by', render: (e: PayableEntry) => `${dateTime(e.createdAt)} ${e.createdByName ?? ''}` },
    {
      title: '取消',
      key: 'cancel',
      render: (e: PayableEntry) =>
        e.cancelledAt ? (
          <Typography.Text type="secondary">
            {dateTime(e.cancelledAt)} {e.cancelledByName}（{e.cancelReason}）
          </Typography.Text>
        ) : (
          canWrite && (
            <Button type="link" danger onClick={() => setCancelling(e)}>
              取消
            </Button>
          )
        ),
    },
  ];
  return (
    <Drawer open width={1100} onClose={onClose} title={data ? `${data.client.code} ${data.client.name}` : '買掛・未払'}>
      {data && (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="登録番号">{data.client.invoiceNumber ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="支払条件">{data.client.terms}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>買掛・未払</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            columns={payables}
            dataSource={data.payables}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'この取引先の買掛・未払はありません' }}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            支払・相殺の履歴
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            columns={entries}
            dataSource={data.entries}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: '支払・相殺はまだありません。買掛・未払の「支払登録」から登録します' }}
          />
        </>
      )}
      {paying && <PayForm payable={paying} onClose={() => setPaying(null)} />}
      {offsetting && <OffsetForm payable={offsetting} onClose={() => setOffsetting(null)} />}
      {cancelling && <CancelForm entry={cancelling} onClose={() => setCancelling(null)} />}
    </Drawer>
  );
}
