import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { mailEndpoints, reissueRefusal, transactionActionEndpoints, type HistoryDetail } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { confirmAction } from '../../ui/confirm.js';
import { CashFromField } from './cash-from-field.js';
import { ReceiptReissueModal } from './receipt-reissue-modal.js';
import { RefundDialog } from './refund-dialog.js';
import { ReversalDialog } from './reversal-dialog.js';
import { moneySentence, unitsLeft, voidAmountOf } from './reversal-money.js';

interface VoidValues {
  reason: string;
  cashFrom?: string;
}

const refundable = (d: HistoryDetail) => d.status === 'success' || d.status === 'partial_refunded';

/** 取消: the whole sale, with what goes back where before 取消を実行. */
function VoidDialog(props: {
  detail: HistoryDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const d = props.detail;
  const [form] = Form.useForm<VoidValues>();
  return (
    <ReversalDialog<VoidValues>
      title={`取消（取引番号 ${d.transactionNo}）`}
      open={props.open}
      onClose={props.onClose}
      form={form}
      initialValues={{}}
      okText="取消を実行"
      sentence={moneySentence('void', d, voidAmountOf(d))}
      submit={(v) =>
        call(transactionActionEndpoints.void, { body: { id: d.id, reason: v.reason, cashFrom: v.cashFrom } })
      }
      onSaved={props.onDone}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="取引全体を取消します。座席・在庫・クーポンが戻ります。"
      />
      <Form.Item name="reason" label="理由" rules={[{ required: true, message: '「理由」を入力してください' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <CashFromField saleId={d.id} kind="void" />
    </ReversalDialog>
  );
}

/** 払戻, 取消, 領収書を再発行 and メール再送 of a sale in its 詳細, for staff with the update permission of レポート. */
export function SaleActions(props: { detail: HistoryDetail; onDone: () => Promise<unknown> }) {
  const d = props.detail;
  const perm = usePermission('reports');
  const [modal, setModal] = useState<'refund' | 'void' | 'receipt' | null>(null);
  if (!perm.can('update') || d.kind !== 'sale') return null;
  const close = () => setModal(null);
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
      {refundable(d) && d.lines.some((l) => unitsLeft(l) > 0) && (
        <Button danger onClick={() => setModal('refund')}>
          払戻
        </Button>
      )}
      {d.status === 'success' && (
        <Button danger onClick={() => setModal('void')}>
          取消
        </Button>
      )}
      {!reissueRefusal({ ...d, onAccount: d.clientName != null }) && (
        <Button onClick={() => setModal('receipt')}>領収書を再発行</Button>
      )}
      {d.channel === 'online' && d.status === 'success' && d.purchaserEmail && (
        <Button onClick={resend}>メール再送</Button>
      )}
      <RefundDialog detail={d} open={modal === 'refund'} onClose={close} onDone={props.onDone} />
      <VoidDialog detail={d} open={modal === 'void'} onClose={close} onDone={props.onDone} />
      <ReceiptReissueModal sale={modal === 'receipt' ? d : null} onClose={close} />
    </Space>
  );
}
