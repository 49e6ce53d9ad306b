import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  kitchenPrinterEndpoints,
  kitchenPrintJobEndpoints,
  kitchenPrintJobLabels as L,
  pathTo,
  printJobKind,
  printJobStatus,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ListPage } from '../../ui/list-page.js';
import { kitchenPrinterKeys } from './device-queries.js';
import { printJobColumns } from './print-job-columns.js';

const asRange = (v: unknown) => ({
  value: Array.isArray(v) ? v.map((d) => (typeof d === 'string' && d ? dayjs(d) : null)) : null,
});
const fromRange = (v: (Dayjs | null)[] | null) =>
  v && v.some(Boolean) ? v.map((d) => (d ? d.format('YYYY-MM-DD') : null)) : null;

/**
 * /kitchen-printer-device/print-jobs/:id 印刷履歴: the キッチン伝票 a kitchen printer was given, printed, or
 * had cancelled (docs/device-api.md, "kitchen printers"). Read only: the printer itself says what it printed.
 */
export default function PrintJobPage() {
  const deviceId = Number(useParams().id);
  const printer = useQuery(
    endpointQuery([...kitchenPrinterKeys.all, 'detail', deviceId], kitchenPrinterEndpoints.detail, {
      params: { id: deviceId },
    }),
  );
  const name = printer.data?.name;
  const toQuery = (v: Record<string, unknown>) => {
    const [from, to] = (v.period as (string | null)[] | null) ?? [];
    return {
      deviceId,
      keyword: v.keyword || undefined,
      status: v.status ?? undefined,
      kind: v.kind ?? undefined,
      from: from ?? undefined,
      to: to ?? undefined,
    };
  };
  return (
    <ListPage
      title={name ? `印刷履歴：${name}` : '印刷履歴'}
      module="settings"
      endpoint={kitchenPrintJobEndpoints.list}
      queryKey={[...kitchenPrinterKeys.all, 'printJobs', deviceId]}
      columns={printJobColumns}
      keyword={L.transactionNo}
      toQuery={toQuery}
      exportName={`印刷履歴_${name ?? deviceId}`}
      emptyText="このキッチンプリンターの伝票はまだありません。売店商品が販売されると、印刷する売店グループの伝票がここに並びます。"
      extra={
        <Link to={pathTo('/kitchen-printer-device')}>
          <Button>一覧へ戻る</Button>
        </Link>
      }
      filters={
        <>
          <Form.Item name="status">
            <Select
              placeholder={L.status}
              aria-label={`${L.status}で絞り込み`}
              allowClear
              style={{ width: 120 }}
              options={printJobStatus.options}
            />
          </Form.Item>
          <Form.Item name="kind">
            <Select
              placeholder={L.kind}
              aria-label={`${L.kind}で絞り込み`}
              allowClear
              style={{ width: 120 }}
              options={printJobKind.options}
            />
          </Form.Item>
          <Form.Item name="period" getValueProps={asRange} normalize={fromRange}>
            <DatePicker.RangePicker
              aria-label="期間"
              placeholder={[L.from, L.to]}
              allowEmpty={[true, true]}
              style={{ width: 260 }}
            />
          </Form.Item>
        </>
      }
    />
  );
}
