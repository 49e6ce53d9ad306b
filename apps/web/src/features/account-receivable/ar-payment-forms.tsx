import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Select } from 'antd';
import { accountReceivableEndpoints, arLabels as L, type ArPayment } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { kanaSearch } from '../../lib/option-search.js';
import { yenText } from '../../lib/format.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ModalForm } from '../../ui/modal-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { arKeys, dateItem, useArOptions } from './ar-queries.js';

// 入金登録 and 消込 (docs/accounting.md, "売掛"): the invoices chosen take the payment in order, each what it still
// owes; 入金額 + 振込手数料 settles; what is left stays 未消込 on the client.

function OpenInvoices({ clientId }: { clientId: number | undefined }) {
  const { data } = useQuery({
    ...endpointQuery([...arKeys.all, 'open', clientId], accountReceivableEndpoints.invoices, {
      query: { clientId, pageSize: 200 },
    }),
    enabled: clientId !== undefined,
  });
  const open = (data?.list ?? []).filter((i) => i.status === 'unpaid' || i.status === 'partial');
  return (
    <Form.Item name="invoiceIds" label={L.invoiceIds} extra="選んだ順に、各請求書の未入金額まで消し込みます">
      <Select<number[]>
        mode="multiple"
        showSearch={kanaSearch}
        aria-label={L.invoiceIds}
        placeholder={clientId ? '未入金の請求書を選択' : '先に取引先を選択'}
        options={open.map((i) => ({
          value: i.id,
          label: `${i.number}（${i.periodTo}締め、未入金 ${yenText(i.openAmount)}）`,
        }))}
      />
    </Form.Item>
  );
}

type PaymentValues = {
  clientId?: number;
  paidOn?: string;
  amount?: number;
  fee?: number;
  depositId?: number;
  memo?: string | null;
  invoiceIds?: number[];
};

export function PaymentForm({ onClose }: { onClose: () => void }) {
  const qc = useQueryClient();
  const { data } = useArOptions();
  const [form] = Form.useForm<PaymentValues>();
  const clientId = Form.useWatch('clientId', form);
  return (
    <ModalForm<PaymentValues>
      title="入金登録"
      open
      form={form}
      okText="登録する"
      onClose={onClose}
      initialValues={{ fee: 0, invoiceIds: [] }}
      submit={(v) =>
        call(accountReceivableEndpoints.pay, {
          body: {
            clientId: v.clientId ?? 0,
            paidOn: v.paidOn ?? '',
            amount: v.amount ?? 0,
            fee: v.fee ?? 0,
            depositId: v.depositId ?? 0,
            memo: v.memo ?? null,
            invoiceIds: v.invoiceIds ?? [],
          },
        })
      }
      onSaved={() => qc.invalidateQueries({ queryKey: arKeys.all })}
    >
      {() => (
        <>
          <Form.Item name="clientId" label={L.clientId} required>
            <Select<number>
              showSearch={kanaSearch}
              placeholder="取引先を選択"
              options={(data?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
            />
          </Form.Item>
          <Form.Item name="paidOn" label={L.paidOn} required {...dateItem}>
            <DatePicker aria-label={L.paidOn} />
          </Form.Item>
          <Form.Item name="amount" label={L.amount} required extra="口座に入金された額">
            <NumberInput suffix="円" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="fee" label={L.fee} extra="先方が差し引いた振込手数料（支払手数料として相殺）">
            <NumberInput suffix="円" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="depositId" label={L.depositId} required>
            <Select<number>
              placeholder="入金口座を選択"
              options={(data?.deposits ?? []).map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
          <OpenInvoices clientId={clientId} />
          <Form.Item name="memo" label={L.memo}>
            <Input maxLength={200} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}

export function MatchForm({ payment, onClose }: { payment: ArPayment; onClose: () => void }) {
  const qc = useQueryClient();
  return (
    <ModalForm<{ invoiceIds?: number[] }>
      title={`消込（${payment.clientName} ${payment.paidOn}）`}
      open
      okText="消し込む"
      onClose={onClose}
      initialValues={{ invoiceIds: [] }}
      submit={(v) =>
        call(accountReceivableEndpoints.match, {
          body: { paymentId: payment.id, version: payment.version, invoiceIds: v.invoiceIds ?? [] },
        })
      }
      onSaved={() => qc.invalidateQueries({ queryKey: arKeys.all })}
    >
      {() => (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={`未消込 ${yenText(payment.unmatched)} を消し込みます`}
          />
          <OpenInvoices clientId={payment.clientId} />
        </>
      )}
    </ModalForm>
  );
}
