import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Descriptions, Drawer, Form, Table } from 'antd';
import {
  accountReceivableEndpoints,
  arEntryKindLabel,
  lastMonthInJapan,
  monthText,
  pathTo,
  type ArBalanceRow,
  type ArLedgerEntry,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { date, text, yenText } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { arKeys, ClientFilter, ClientGroupFilter } from './ar-queries.js';
import { MonthField } from '../../ui/month-field.js';

// 売掛一覧 (docs/accounting.md, "売掛"): per 取引先 前月末残高, 当月売上, 当月入金, 値引・相殺, 残高 and 回収予定日; 元帳 opens
// the client's 得意先元帳 for the month.

const right = 'right' as const;
const yen = (title: string, key: keyof ArBalanceRow & ('opening' | 'sales' | 'payments' | 'offsets' | 'closing')) => ({
  title,
  dataIndex: key,
  align: right,
  render: yenText,
  csv: (r: ArBalanceRow) => r[key],
});

const columns: ListColumn<ArBalanceRow>[] = [
  { title: '取引先グループ', dataIndex: 'clientGroupName', render: text, csv: (r) => r.clientGroupName },
  { title: '取引先コード', dataIndex: 'clientCode', csv: (r) => r.clientCode },
  { title: '取引先', dataIndex: 'clientName', alwaysShown: true, csv: (r) => r.clientName },
  yen('前月末残高', 'opening'),
  yen('当月売上（税込）', 'sales'),
  yen('当月入金', 'payments'),
  yen('値引・相殺', 'offsets'),
  yen('残高', 'closing'),
  { title: '回収予定日', dataIndex: 'dueDate', render: date, csv: (r) => r.dueDate },
];

const ledgerColumns = [
  { title: '日付', dataIndex: 'date', render: date },
  { title: '伝票/請求書番号', dataIndex: 'documentNo', render: text },
  { title: '区分', dataIndex: 'kind', render: (k: ArLedgerEntry['kind']) => arEntryKindLabel[k] },
  { title: '摘要', dataIndex: 'description' },
  { title: '売上', dataIndex: 'sales', align: right, render: (v: number) => (v ? yenText(v) : '') },
  { title: '入金', dataIndex: 'received', align: right, render: (v: number) => (v ? yenText(v) : '') },
  { title: '残高', dataIndex: 'balance', align: right, render: yenText },
];

function Ledger({ row, month, onClose }: { row: ArBalanceRow; month: string; onClose: () => void }) {
  const { data } = useQuery(
    endpointQuery([...arKeys.all, 'ledger', row.clientId, month], accountReceivableEndpoints.ledger, {
      query: { clientId: row.clientId, month },
    }),
  );
  return (
    <Drawer
      open
      width={900}
      onClose={onClose}
      title={`得意先元帳 ${row.clientName} ${monthText(month)}`}
      extra={
        <Link to={pathTo('/pdf-account-receivable-balance-detail', {}, { month, clientId: row.clientId })}>
          <Button>元帳PDF</Button>
        </Link>
      }
    >
      <Descriptions size="small" column={5} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="前月繰越">{yenText(data?.opening)}</Descriptions.Item>
        <Descriptions.Item label="売上">{yenText(data?.sales)}</Descriptions.Item>
        <Descriptions.Item label="入金">{yenText(data?.payments)}</Descriptions.Item>
        <Descriptions.Item label="相殺">{yenText(data?.offsets)}</Descriptions.Item>
        <Descriptions.Item label="残高">{yenText(data?.closing)}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey={(e) => `${e.date}-${e.kind}-${e.documentNo}-${e.balance}`}
        columns={ledgerColumns}
        dataSource={data?.entries ?? []}
        pagination={false}
        locale={{ emptyText: 'この月の売上・入金はありません' }}
      />
    </Drawer>
  );
}

export function ArBalanceTab() {
  const [initial] = useState(() => ({ month: lastMonthInJapan() }));
  const [month, setMonth] = useState(initial.month);
  const [ledger, setLedger] = useState<ArBalanceRow | null>(null);
  return (
    <>
      <ListPage
        title="売掛一覧"
        module="accounting"
        endpoint={accountReceivableEndpoints.balances}
        queryKey={[...arKeys.all, 'balances']}
        rowKey="clientId"
        columns={columns}
        keyword="取引先コード・名称"
        initialFilters={initial}
        resetFilters={initial}
        onFiltersChange={(v) => setMonth(typeof v.month === 'string' ? v.month : initial.month)}
        filters={
          <>
            <MonthField />
            <ClientGroupFilter />
            <ClientFilter />
            <Form.Item name="nonZero" valuePropName="checked">
              <Checkbox>残高0を除く</Checkbox>
            </Form.Item>
          </>
        }
        exportName={`売掛一覧_${month}`}
        extra={
          <>
            <Link to={pathTo('/pdf-accounts-receivable-balance', {}, { month })}>
              <Button>残高一覧表PDF</Button>
            </Link>
            <Link to={pathTo('/pdf-accounts-receivable-verify', {}, { month })}>
              <Button>残高確認書</Button>
            </Link>
          </>
        }
        emptyText="この月の売掛はありません。掛売を登録するか、会計設定で支払方法の精算先を設定してください"
        actions={{
          extra: (row) => (
            <Button type="link" onClick={() => setLedger(row)}>
              元帳
            </Button>
          ),
        }}
      />
      {ledger && <Ledger row={ledger} month={month} onClose={() => setLedger(null)} />}
    </>
  );
}
