import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import {
  accountReceivableEndpoints,
  arInvoiceStatus,
  arLabels as L,
  lastMonthInJapan,
  monthText,
  type ArInvoice,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { kanaSearch } from '../../lib/option-search.js';
import { date, yenText } from '../../lib/format.js';
import { DatePicker } from '../../ui/date-picker.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { ModalForm } from '../../ui/modal-form.js';
import { ArInvoiceDetail } from './ar-invoice-detail.js';
import { arKeys, ClientFilter, dateItem, InvoiceStatusTag, useArOptions } from './ar-queries.js';
import { MonthField } from '../../ui/month-field.js';

// 請求書 (docs/accounting.md, "売掛"): the brand's invoices; 請求書発行 draws one for a 取引先 and closing month from its
// open receivables; 明細 opens the invoice (再発行, 取消, 印刷).

const right = 'right' as const;

const columns: ListColumn<ArInvoice>[] = [
  { title: L.number, dataIndex: 'number', alwaysShown: true, csv: (r) => r.number },
  { title: L.issueDate, dataIndex: 'issueDate', render: date, csv: (r) => r.issueDate },
  { title: '取引先コード', dataIndex: 'clientCode', csv: (r) => r.clientCode, defaultHidden: true },
  { title: L.clientId, dataIndex: 'clientName', csv: (r) => r.clientName },
  {
    title: L.period,
    render: (_: unknown, r) => `${r.periodFrom}〜${r.periodTo}`,
    csv: (r) => `${r.periodFrom}〜${r.periodTo}`,
  },
  { title: L.total, dataIndex: 'total', align: right, render: yenText, csv: (r) => r.total },
  { title: L.tax, dataIndex: 'tax', align: right, render: yenText, csv: (r) => r.tax },
  { title: L.paidAmount, dataIndex: 'paidAmount', align: right, render: yenText, csv: (r) => r.paidAmount },
  { title: L.openAmount, dataIndex: 'openAmount', align: right, render: yenText, csv: (r) => r.openAmount },
  { title: L.dueDate, dataIndex: 'dueDate', render: date, csv: (r) => r.dueDate },
  {
    title: L.status,
    dataIndex: 'status',
    render: (_: unknown, r) => <InvoiceStatusTag status={r.status} />,
    csv: (r) => arInvoiceStatus.labels[r.status],
  },
  { title: '再発行', dataIndex: 'reissueCount', align: right, csv: (r) => r.reissueCount, defaultHidden: true },
];

type DrawValues = { clientId?: number; month?: string; issueDate?: string };

function DrawForm({ onClose, onDrawn }: { onClose: () => void; onDrawn: (id: number) => void }) {
  const qc = useQueryClient();
  const { data } = useArOptions();
  return (
    <ModalForm<DrawValues>
      title="請求書発行"
      open
      onClose={onClose}
      okText="発行する"
      initialValues={{ month: lastMonthInJapan() }}
      submit={async (v) => {
        const invoice = await call(accountReceivableEndpoints.draw, {
          body: { clientId: v.clientId ?? 0, month: v.month ?? '', issueDate: v.issueDate ?? null },
        });
        onDrawn(invoice.id);
      }}
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
          <Form.Item label="締め月" required extra="取引先の締日で区切った期間の、未請求の売掛をまとめます">
            <MonthField />
          </Form.Item>
          <Form.Item name="issueDate" label={L.issueDate} extra="空欄なら今日" {...dateItem}>
            <DatePicker aria-label={L.issueDate} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}

export function ArInvoiceTab() {
  const canCreate = usePermission('accounting').can('create');
  const [initial] = useState(() => ({ month: lastMonthInJapan() }));
  const [drawing, setDrawing] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const [month, setMonth] = useState<string | undefined>(initial.month);
  return (
    <>
      <ListPage
        title="請求書"
        module="accounting"
        endpoint={accountReceivableEndpoints.invoices}
        queryKey={[...arKeys.all, 'invoices']}
        columns={columns}
        keyword="請求書番号・取引先"
        initialFilters={initial}
        onFiltersChange={(v) => setMonth(typeof v.month === 'string' ? v.month : undefined)}
        filters={
          <>
            <MonthField allowClear />
            <ClientFilter />
            <Form.Item name="status">
              <Select
                aria-label={L.status}
                placeholder={L.status}
                allowClear
                style={{ minWidth: 120 }}
                options={arInvoiceStatus.options}
              />
            </Form.Item>
          </>
        }
        exportName={`請求書_${month ?? '全期間'}`}
        emptyText={`${month ? monthText(month) : ''}の請求書はありません。「請求書発行」から取引先と締め月を選んで発行してください`}
        extra={
          canCreate && (
            <Button type="primary" onClick={() => setDrawing(true)}>
              請求書発行
            </Button>
          )
        }
        actions={{
          extra: (row) => (
            <Button type="link" onClick={() => setDetail(row.id)}>
              明細
            </Button>
          ),
        }}
      />
      {drawing && <DrawForm onClose={() => setDrawing(false)} onDrawn={setDetail} />}
      {detail !== null && <ArInvoiceDetail id={detail} onClose={() => setDetail(null)} />}
    </>
  );
}
