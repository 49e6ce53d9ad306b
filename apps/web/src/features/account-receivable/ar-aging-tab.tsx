import { useState } from 'react';
import { Form } from 'antd';
import { accountReceivableEndpoints, arAgingLabels as A, arLabels as L, type ArAgingRow } from '@cinema/contracts';
import { yenText } from '../../lib/format.js';
import { DatePicker } from '../../ui/date-picker.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { arKeys, ClientFilter, ClientGroupFilter, dateItem } from './ar-queries.js';

// 年齢表 (docs/accounting.md, "売掛"): per 取引先 what is owed at 基準日, by days past the invoice's 回収予定日.

const right = 'right' as const;
const yen = (key: keyof typeof A) => ({
  title: A[key],
  dataIndex: key,
  align: right,
  render: yenText,
  csv: (r: ArAgingRow) => r[key],
});

const columns: ListColumn<ArAgingRow>[] = [
  { title: '取引先コード', dataIndex: 'clientCode', csv: (r) => r.clientCode },
  { title: L.clientId, dataIndex: 'clientName', alwaysShown: true, csv: (r) => r.clientName },
  yen('unbilled'),
  yen('current'),
  yen('d30'),
  yen('d31'),
  yen('d61'),
  yen('d91'),
  yen('credit'),
  yen('total'),
];

export function ArAgingTab() {
  const [asOf, setAsOf] = useState<string | undefined>();
  return (
    <ListPage
      title="年齢表"
      module="accounting"
      endpoint={accountReceivableEndpoints.aging}
      queryKey={[...arKeys.all, 'aging']}
      rowKey="clientId"
      columns={columns}
      onFiltersChange={(v) => setAsOf(typeof v.asOf === 'string' ? v.asOf : undefined)}
      filters={
        <>
          <Form.Item name="asOf" {...dateItem}>
            <DatePicker aria-label={L.asOf} placeholder={`${L.asOf}（空欄は今日）`} />
          </Form.Item>
          <ClientGroupFilter />
          <ClientFilter />
        </>
      }
      exportName={`年齢表_${asOf ?? '今日'}`}
      emptyText="未入金の売掛はありません。基準日を変えるか、売掛一覧で残高を確認してください"
    />
  );
}
