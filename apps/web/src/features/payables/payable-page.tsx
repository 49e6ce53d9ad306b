import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Form, Select, Typography } from 'antd';
import {
  monthInJapan,
  payableKind,
  payableLabels as L,
  payableEndpoints,
  payableState,
  type PayableList,
  type PayableRow,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { yenText } from '../../lib/format.js';
import { kanaSearch } from '../../lib/option-search.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { PurchaseForm } from './payable-dialogs.js';
import { PayableDetail, PayableStateTag } from './payable-detail.js';
import { payableKeys, usePayableOptions } from './payable-queries.js';
import { MonthField } from '../../ui/month-field.js';

// /account-payable 買掛・未払 (docs/accounting.md, "買掛・未払"): per 取引先, 前月末残高 + 当月発生 − 当月支払 − 相殺 = 残高
// for 対象月 (this month by default), with 支払予定日; the drawer holds the payables, 支払登録, 相殺 and the history.

const right = 'right' as const;
const money = (title: string, key: keyof PayableRow & ('opening' | 'incurred' | 'paid' | 'offset' | 'balance')) => ({
  title,
  dataIndex: key,
  align: right,
  render: yenText,
  csv: (r: PayableRow) => r[key],
});

const columns: ListColumn<PayableRow>[] = [
  { title: '取引先コード', dataIndex: 'clientCode', csv: (r) => r.clientCode },
  { title: '取引先', dataIndex: 'clientName', alwaysShown: true, csv: (r) => r.clientName },
  money(L.opening, 'opening'),
  money(L.incurred, 'incurred'),
  money(L.paid, 'paid'),
  money(L.offset, 'offset'),
  money(L.balance, 'balance'),
  { title: L.dueOn, dataIndex: 'dueOn', render: (v: string | null) => v ?? '-', csv: (r) => r.dueOn ?? '' },
  {
    title: L.state,
    dataIndex: 'state',
    render: (s: PayableRow['state']) => <PayableStateTag state={s} />,
    csv: (r) => payableState.labels[r.state],
  },
];

function Filters() {
  const { data } = usePayableOptions();
  return (
    <>
      <MonthField ariaLabel={L.month} />
      <Form.Item name="clientId">
        <Select<number>
          aria-label={L.clientId}
          placeholder={L.clientId}
          allowClear
          showSearch={kanaSearch}
          style={{ minWidth: 220 }}
          options={(data?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
        />
      </Form.Item>
      <Form.Item name="kind">
        <Select
          aria-label={L.kind}
          placeholder={L.kind}
          allowClear
          options={payableKind.options}
          style={{ minWidth: 120 }}
        />
      </Form.Item>
      <Form.Item name="state">
        <Select
          aria-label={L.state}
          placeholder={L.state}
          allowClear
          options={payableState.options}
          style={{ minWidth: 120 }}
        />
      </Form.Item>
    </>
  );
}

function Totals({ answer }: { answer: PayableList }) {
  const sum = (f: (r: PayableRow) => number) => answer.list.reduce((s, r) => s + f(r), 0);
  return (
    <Typography.Text data-testid="payable-totals">
      このページの合計: {L.incurred} {yenText(sum((r) => r.incurred))}、{L.paid} {yenText(sum((r) => r.paid))}、
      {L.offset} {yenText(sum((r) => r.offset))}、{L.balance} {yenText(sum((r) => r.balance))}
    </Typography.Text>
  );
}

export default function PayablePage() {
  const session = useSession();
  const { can } = usePermission('accounting');
  const [params] = useSearchParams();
  const [initial] = useState(() => ({ month: monthInJapan() }));
  const month = params.get('month') ?? initial.month;
  const [clientId, setClientId] = useState<number | null>(null);
  const [purchasing, setPurchasing] = useState(false);
  // Writes are head office's (a brand account, or superAdmin acting as one).
  const brand = session?.adminType === 'brand';
  return (
    <>
      <ListPage
        title="買掛・未払"
        module="accounting"
        endpoint={payableEndpoints.list}
        queryKey={payableKeys.all}
        rowKey="clientId"
        columns={columns}
        keyword="取引先コード・取引先名"
        initialFilters={initial}
        resetFilters={initial}
        filters={<Filters />}
        exportName={`買掛・未払_${month}`}
        emptyText="この月の買掛・未払はありません。映画料集計で映画料を確定するか、「仕入計上」で仕入を登録してください"
        footer={(answer) => <Totals answer={answer} />}
        extra={
          brand &&
          can('create') && (
            <Button type="primary" onClick={() => setPurchasing(true)}>
              仕入計上
            </Button>
          )
        }
        actions={{
          extra: (row) => (
            <Button type="link" onClick={() => setClientId(row.clientId)}>
              明細・支払
            </Button>
          ),
        }}
      />
      {clientId !== null && (
        <PayableDetail clientId={clientId} canWrite={brand && can('update')} onClose={() => setClientId(null)} />
      )}
      {purchasing && <PurchaseForm onClose={() => setPurchasing(false)} />}
    </>
  );
}
