import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Space, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import {
  receiptReissueBody,
  receiptReissueEndpoints,
  type ReceiptReissueBody,
  type ReissuedReceipt,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { applyServerErrors } from '../../lib/zod-form.js';
import { schemaForm } from '../../ui/schema-form.js';
import { ReceiptSheet } from './receipt-sheet.js';

// 領収書を再発行 (docs/sales.md, "reissued receipts"): 宛名 and 但し書き first, then the receipt as it prints with 印刷.
// Each 再発行する is one reissue (counted and in 操作ログ); printing again from the dialog is not another.

const { Field } = schemaForm(receiptReissueBody);
const PRINTING = 'receipt-printing';

/** The receipt alone while the page prints: 印刷, or the browser's own print while the receipt is shown. */
function usePrintOnly(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const before = () => document.body.classList.add(PRINTING);
    const after = () => document.body.classList.remove(PRINTING);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      after();
    };
  }, [active]);
  return () => {
    flushSync(() => document.body.classList.add(PRINTING));
    window.print();
    document.body.classList.remove(PRINTING);
  };
}

export interface ReissueTarget {
  id: string;
  transactionNo: string;
}

function ReissueDialog({ sale, onClose }: { sale: ReissueTarget; onClose: () => void }) {
  const [form] = Form.useForm<ReceiptReissueBody>();
  const [receipt, setReceipt] = useState<ReissuedReceipt | null>(null);
  const reissue = useMutation({
    mutationFn: (body: ReceiptReissueBody) =>
      call(
        receiptReissueEndpoints.reissue,
        { params: { id: sale.id }, body },
        { loading: false, alert: false, successMessage: false },
      ),
    onSuccess: setReceipt,
    onError: (err) => {
      if (err instanceof ApiError) applyServerErrors(form, err.errors);
    },
  });
  const print = usePrintOnly(receipt != null);
  const footer = receipt ? (
    <Space>
      <Button onClick={onClose}>閉じる</Button>
      <Button type="primary" icon={<PrinterOutlined />} onClick={print}>
        印刷
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={onClose}>戻る</Button>
      <Button type="primary" loading={reissue.isPending} onClick={() => form.submit()}>
        再発行する
      </Button>
    </Space>
  );
  return (
    <Modal
      open
      title={`領収書を再発行（取引番号 ${sale.transactionNo}）`}
      onCancel={onClose}
      footer={footer}
      width={receipt ? 420 : 520}
      mask={{ closable: false }}
    >
      {receipt ? (
        <>
          <ReceiptSheet r={receipt} />
          {!receipt.receipt.registrationNo && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title="ブランドの登録番号（インボイス）が未登録のため、適格簡易請求書の記載を満たしません。"
            />
          )}
          {createPortal(
            <div className="receipt-print" data-testid="receipt-print">
              <ReceiptSheet r={receipt} />
            </div>,
            document.body,
          )}
        </>
      ) : (
        <Spin spinning={reissue.isPending} description="再発行しています…">
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="販売時のレシートと同じ明細・税額で「再発行」と印字します。払戻があれば残りの金額で発行し、操作ログに記録します。"
          />
          {reissue.isError && (
            <Alert type="error" showIcon style={{ marginBottom: 12 }} title={reissue.error.message} />
          )}
          <Form<ReceiptReissueBody>
            form={form}
            name="receiptReissueForm"
            layout="vertical"
            onFinish={(values) => reissue.mutate(values)}
          >
            <Field name="addressee" />
            <Field name="purpose" />
          </Form>
        </Spin>
      )}
    </Modal>
  );
}

/** The dialog for the sale named, if any: a fresh form and no receipt each time it opens. */
export function ReceiptReissueModal({ sale, onClose }: { sale: ReissueTarget | null; onClose: () => void }) {
  return sale ? <ReissueDialog key={sale.id} sale={sale} onClose={onClose} /> : null;
}
