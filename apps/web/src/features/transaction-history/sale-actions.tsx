import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space, Table } from 'antd';
import { mailEndpoints, transactionActionEndpoints, type HistoryDetail } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { num } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { ModalForm } from '../../ui/modal-form.js';
import { CashFromField } from './cash-from-field.js';

type Line = HistoryDetail['lines'][number];
interface RefundValues {
  reason: string;
  quantities: Record<string, number | null>;
  cashFrom?: string;
}

const left = (l: Line) => l.quantity - l.refundedQuantity;
const refundable = (d: HistoryDetail) => d.status === 'success' || d.status === 'partial_refunded';

/** Asks before running; resolves or rejects with the call, so the dialog behind stays open on an error. */
const confirmed = <T,>(title: string, content: string, okText: string, run: () => Promise<T>) =>
  new Promise<T>((resolve, reject) =>
    confirmAction({
      title,
      content,
      okText,
      danger: true,
      onOk: () => run().then(resolve, (e: unknown) => (reject(e), undefined)),
      onCancel: () => reject(new Error('cancelled')),
    }),
  );

/** 払戻, 取消 and メール再送 of a sale in its 詳細, for staff with the update permission of レポート. */
export function SaleActions(props: { detail: HistoryDetail; onDone: () => Promise<unknown> }) {
  const d = props.detail;
  const perm = usePermission('reports');
  const [modal, setModal] = useState<'refund' | 'void' | null>(null);
  if (!perm.can('update') || d.kind !== 'sale') return null;
  const lines = d.lines.filter((l) => left(l) > 0);
  const refund = (v: RefundValues) => {
    const chosen = lines
      .map((l) => ({ lineNo: l.lineNo, quantity: v.quantities[String(l.lineNo)] ?? 0 }))
      .filter((l) => l.quantity > 0);
    const whole =
      chosen.length === lines.length &&
      chosen.every((c, i) => {
        const line = lines[i];
        return line !== undefined && c.quantity === left(line);
      });
    return confirmed(
      `取引番号 ${d.transactionNo} を払戻しますか？`,
      whole ? '残りの明細をすべて元の支払方法へ払戻します。' : `選択した明細 ${chosen.length}件を払戻します。`,
      '払戻する',
      () =>
        call(transactionActionEndpoints.refund, {
          body: { id: d.id, reason: v.reason, lines: whole ? undefined : chosen, cashFrom: v.cashFrom },
        }),
    );
  };
  const voidSale = (v: { reason: string; cashFrom?: string }) =>
    confirmed(`取引番号 ${d.transactionNo} を取消しますか？`, '座席・在庫・クーポンが戻ります。', '取消する', () =>
      call(transactionActionEndpoints.void, { body: { id: d.id, reason: v.reason, cashFrom: v.cashFrom } }),
    );
  const resend = () =>
    confirmAction({
      title: 'チケットメールを再送しますか？',
      content: `送信先: ${d.purchaserEmail ?? ''}`,
      okText: '再送する',
      focus: 'ok',
      onOk: () => call(mailEndpoints.resend, { params: { id: d.id } }).then(props.onDone),
    });
  return (
    <Space>
      {refundable(d) && lines.length > 0 && (
        <Button danger onClick={() => setModal('refund')}>
          払戻
        </Button>
      )}
      {d.status === 'success' && (
        <Button danger onClick={() => setModal('void')}>
          取消
        </Button>
      )}
      {d.channel === 'online' && d.status === 'success' && d.purchaserEmail && (
        <Button onClick={resend}>メール再送</Button>
      )}
      <ModalForm<RefundValues>
        title="払戻"
        open={modal === 'refund'}
        onClose={() => setModal(null)}
        initialValues={{ quantities: Object.fromEntries(lines.map((l) => [String(l.lineNo), left(l)])) }}
        submit={refund}
        onSaved={props.onDone}
        okText="払戻"
        width={720}
      >
        {() => (
          <>
            <Table<Line>
              rowKey="lineNo"
              size="small"
              pagination={false}
              dataSource={lines}
              columns={[
                { title: '#', dataIndex: 'lineNo', width: 40 },
                { title: '内容', render: (_: unknown, l: Line) => (l.seatKey ? `${l.name} ${l.seatKey}` : l.name) },
                { title: '金額', dataIndex: 'amount', align: 'right', render: (v: number) => num(v) },
                { title: '払戻可能', align: 'right', render: (_: unknown, l: Line) => left(l) },
                {
                  title: '払戻数量',
                  render: (_: unknown, l: Line) => (
                    <Form.Item name={['quantities', String(l.lineNo)]} noStyle>
                      <InputNumber min={0} max={left(l)} precision={0} aria-label={`明細${l.lineNo}の払戻数量`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
            <Form.Item name="reason" label="理由" rules={[{ required: true, message: '「理由」を入力してください' }]}>
              <Input maxLength={200} />
            </Form.Item>
            <CashFromField saleId={d.id} kind="refund" />
          </>
        )}
      </ModalForm>
      <ModalForm<{ reason: string; cashFrom?: string }>
        title="取消"
        open={modal === 'void'}
        onClose={() => setModal(null)}
        initialValues={{}}
        submit={voidSale}
        onSaved={props.onDone}
        okText="取消"
      >
        {() => (
          <>
            <Form.Item name="reason" label="理由" rules={[{ required: true, message: '「理由」を入力してください' }]}>
              <Input maxLength={200} />
            </Form.Item>
            <CashFromField saleId={d.id} kind="void" />
          </>
        )}
      </ModalForm>
    </Space>
  );
}
