import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Input, Space } from 'antd';
import { accountReceivableEndpoints, arVoidBody } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { usePermission } from '../../api/session.js';
import { yenText } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { ModalForm } from '../../ui/modal-form.js';
import { schemaForm } from '../../ui/schema-form.js';
import { InvoiceSheet, printInvoice } from './ar-invoice-print.js';
import { arKeys, InvoiceStatusTag } from './ar-queries.js';

// An invoice's detail (docs/accounting.md, "売掛"): the sheet as printed, 再発行 (same number, counted), 取消 with a
// reason (refused while payments are matched), 印刷.

const voidForm = schemaForm(arVoidBody, (v) => ({ version: 1, ...v }));

export function ArInvoiceDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const qc = useQueryClient();
  const canUpdate = usePermission('accounting').can('update');
  const [voiding, setVoiding] = useState(false);
  const { data } = useQuery(
    endpointQuery([...arKeys.all, 'invoice', id], accountReceivableEndpoints.invoice, { params: { id } }),
  );
  const refresh = () => qc.invalidateQueries({ queryKey: arKeys.all });
  const reissue = () =>
    data &&
    confirmAction({
      title: `請求書 ${data.number} を再発行しますか？`,
      content: '番号と内容はそのままで、「再発行」と回数を記載して印刷できます。',
      okText: '再発行する',
      onOk: async () => {
        await call(accountReceivableEndpoints.reissue, { params: { id }, body: { version: data.version } });
        await refresh();
        printInvoice();
      },
    });
  return (
    <Drawer
      open
      width={860}
      onClose={onClose}
      title={
        data && (
          <>
            請求書 {data.number} <InvoiceStatusTag status={data.status} />
          </>
        )
      }
      extra={
        data && (
          <Space>
            <Button onClick={printInvoice}>印刷</Button>
            {canUpdate && data.status !== 'void' && (
              <>
                <Button onClick={reissue}>再発行</Button>
                <Button danger onClick={() => setVoiding(true)} disabled={data.paidAmount > 0}>
                  取消
                </Button>
              </>
            )}
          </Space>
        )
      }
    >
      {data && (
        <>
          {data.status === 'void' && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={`取消済み: ${data.voidReason ?? ''}`}
            />
          )}
          {data.paidAmount > 0 && data.status !== 'void' && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={`入金済 ${yenText(data.paidAmount)}、未入金 ${yenText(data.openAmount)}（消込を取り消すまで取消できません）`}
            />
          )}
          <InvoiceSheet invoice={data} />
          {voiding && (
            <ModalForm<{ reason?: string }>
              title={`請求書 ${data.number} の取消`}
              open
              danger
              okText="取消する"
              cancelText="戻る"
              onClose={() => setVoiding(false)}
              initialValues={{}}
              submit={(v) =>
                call(accountReceivableEndpoints.void, {
                  params: { id },
                  body: { version: data.version, reason: v.reason ?? '' },
                })
              }
              onSaved={refresh}
            >
              {() => (
                <>
                  <Alert
                    type="warning"
                    showIcon
                    style={{ marginBottom: 12 }}
                    message="取り消すと、この請求書の売掛は未請求に戻ります。番号は欠番にせず取消として残ります。"
                  />
                  <voidForm.Field name="reason">
                    <Input maxLength={200} showCount />
                  </voidForm.Field>
                </>
              )}
            </ModalForm>
          )}
        </>
      )}
    </Drawer>
  );
}
