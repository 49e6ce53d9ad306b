import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { accountReceivableEndpoints, arLabels as L, monthInJapan, type ArPayment } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { date, text, yenText } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { ModalForm } from '../../ui/modal-form.js';
import { MatchForm, PaymentForm } from './ar-payment-forms.js';
import { arKeys, ClientFilter } from './ar-queries.js';
import { MonthField } from '../../ui/month-field.js';

// 入金 (docs/accounting.md, "売掛"): payments with what was matched and what is left 未消込 (前受); 入金登録, 消込 of the
// rest, 消込取消 with a reason.

const right = 'right' as const;
const columns: ListColumn<ArPayment>[] = [
  { title: L.paidOn, dataIndex: 'paidOn', render: date, csv: (r) => r.paidOn },
  { title: L.clientId, dataIndex: 'clientName', alwaysShown: true, csv: (r) => r.clientName },
  { title: L.amount, dataIndex: 'amount', align: right, render: yenText, csv: (r) => r.amount },
  { title: L.fee, dataIndex: 'fee', align: right, render: yenText, csv: (r) => r.fee },
  { title: '消込済', dataIndex: 'matched', align: right, render: yenText, csv: (r) => r.matched },
  { title: '未消込', dataIndex: 'unmatched', align: right, render: yenText, csv: (r) => r.unmatched },
  {
    title: '消込先',
    render: (_: unknown, r) => r.matches.map((m) => `${m.number} ${yenText(m.amount)}`).join('、') || '-',
    csv: (r) => r.matches.map((m) => `${m.number} ${m.amount}`).join('、'),
  },
  { title: L.depositId, dataIndex: 'depositName', csv: (r) => r.depositName },
  { title: L.memo, dataIndex: 'memo', render: text, csv: (r) => r.memo, defaultHidden: true },
];

type Undo = { payment: ArPayment; match: ArPayment['matches'][number] };

function UnmatchForm({ undo, onClose }: { undo: Undo; onClose: () => void }) {
  const qc = useQueryClient();
  return (
    <ModalForm<{ reason?: string }>
      title={`消込の取消（${undo.match.number} ${yenText(undo.match.amount)}）`}
      open
      danger
      okText="消込を取り消す"
      cancelText="戻る"
      onClose={onClose}
      initialValues={{}}
      submit={(v) =>
        call(accountReceivableEndpoints.unmatch, {
          params: { id: undo.match.id },
          body: { version: undo.payment.version, reason: v.reason ?? '' },
        })
      }
      onSaved={() => qc.invalidateQueries({ queryKey: arKeys.all })}
    >
      {() => (
        <Form.Item name="reason" label={L.undoReason} required>
          <Input maxLength={200} showCount />
        </Form.Item>
      )}
    </ModalForm>
  );
}

export function ArPaymentTab() {
  const can = usePermission('accounting').can;
  // This month's: the 入金 of last month's 請求書 come in now (請求書 and 売掛一覧 open on last month, the closed one),
  // and a payment just registered shows in the list it was registered from.
  const [initial] = useState(() => ({ month: monthInJapan() }));
  const [creating, setCreating] = useState(false);
  const [matching, setMatching] = useState<ArPayment | null>(null);
  const [undo, setUndo] = useState<Undo | null>(null);
  return (
    <>
      <ListPage
        title="入金"
        module="accounting"
        endpoint={accountReceivableEndpoints.payments}
        queryKey={[...arKeys.all, 'payments']}
        columns={columns}
        initialFilters={initial}
        filters={
          <>
            <MonthField allowClear />
            <ClientFilter />
          </>
        }
        exportName="入金"
        emptyText="この月の入金はありません。「入金登録」から登録してください"
        extra={
          can('create') && (
            <Button type="primary" onClick={() => setCreating(true)}>
              入金登録
            </Button>
          )
        }
        actions={{
          extra: (row) =>
            can('update') && (
              <Space size={0} wrap>
                {row.unmatched > 0 && (
                  <Button type="link" onClick={() => setMatching(row)}>
                    消込
                  </Button>
                )}
                {row.matches.map((m) => (
                  <Button key={m.id} type="link" danger onClick={() => setUndo({ payment: row, match: m })}>
                    {m.number}の消込取消
                  </Button>
                ))}
              </Space>
            ),
        }}
      />
      {creating && <PaymentForm onClose={() => setCreating(false)} />}
      {matching && <MatchForm payment={matching} onClose={() => setMatching(null)} />}
      {undo && <UnmatchForm undo={undo} onClose={() => setUndo(null)} />}
    </>
  );
}
