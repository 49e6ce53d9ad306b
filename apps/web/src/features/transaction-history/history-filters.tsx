import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { historyLabels, salesChannel, transactionKind, transactionStatus, type HistoryType } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { DatePicker } from '../../ui/date-picker.js';
import { useHistoryOptions } from './history-queries.js';

const L = historyLabels;

/** 営業日 期間 (at most 31 days; the server names the field when longer). */
export function PeriodFilter({ label = '営業日' }: { label?: string }) {
  return (
    <Form.Item name="period" label={label}>
      <DatePicker.RangePicker allowClear={false} style={{ width: 260 }} />
    </Form.Item>
  );
}

const unpaid = (['pendingPayment', 'fail', 'expired'] as const).map((s) => transactionStatus.labels[s]).join('・');

/**
 * ステータス, and whether orders never paid and deleted records are listed: by default only the
 * documents whose money moved, as the day's sales count them.
 */
export function ShownFilters() {
  return (
    <>
      <Form.Item name="status">
        <Select
          placeholder="ステータス"
          aria-label="ステータス"
          allowClear
          style={{ width: 140 }}
          options={transactionStatus.options}
        />
      </Form.Item>
      <Form.Item name="includeUnpaid" valuePropName="checked">
        <Checkbox>{`${L.includeUnpaid}（${unpaid}など）`}</Checkbox>
      </Form.Item>
      <Form.Item name="includeDeleted" valuePropName="checked">
        <Checkbox>{L.includeDeleted}</Checkbox>
      </Form.Item>
    </>
  );
}

/** The history filters (docs/reports.md, "the report screens"): number, state, channel, device, tender, member, purchaser, film or item, amount. */
export function HistoryFilters({ type }: { type: HistoryType }) {
  const cinemaId = useSession()?.cinemaId ?? null;
  const options = useHistoryOptions(cinemaId).data;
  const items = (options?.items ?? []).filter((i) => i.type === type);
  const pick = (xs: { id: number; name: string }[] | undefined) =>
    (xs ?? []).map((x) => ({ value: x.id, label: x.name }));
  return (
    <>
      <PeriodFilter />
      <Form.Item name="transactionNo">
        <Input placeholder={L.transactionNo} aria-label={L.transactionNo} allowClear style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="kind">
        <Select
          placeholder={L.kind}
          aria-label={L.kind}
          allowClear
          style={{ width: 100 }}
          options={transactionKind.options}
        />
      </Form.Item>
      <Form.Item name="channel">
        <Select placeholder="チャネル" allowClear style={{ width: 130 }} options={salesChannel.options} />
      </Form.Item>
      <Form.Item name="deviceId">
        <Select placeholder="端末" allowClear style={{ width: 160 }} options={pick(options?.devices)} />
      </Form.Item>
      <Form.Item name="paymentMethodId">
        <Select placeholder="決済方法" allowClear style={{ width: 150 }} options={pick(options?.paymentMethods)} />
      </Form.Item>
      <Form.Item name="memberNo">
        <Input placeholder={L.memberNo} aria-label={L.memberNo} allowClear style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="contact">
        <Input placeholder="購入者（氏名・電話・メール）" aria-label={L.contact} allowClear style={{ width: 220 }} />
      </Form.Item>
      {type === 'ticket' ? (
        <Form.Item name="filmId">
          <Select
            placeholder="作品"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 200 }}
            options={pick(options?.films)}
          />
        </Form.Item>
      ) : (
        <Form.Item name="shopItemId">
          <Select
            placeholder="商品"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 200 }}
            options={items.map((i) => ({ value: i.id, label: `${i.code} ${i.name}` }))}
          />
        </Form.Item>
      )}
      <Form.Item name="amountMin">
        <InputNumber placeholder="金額（下限）" aria-label={L.amountMin} min={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="amountMax">
        <InputNumber placeholder="金額（上限）" aria-label={L.amountMax} min={0} style={{ width: 120 }} />
      </Form.Item>
      <ShownFilters />
    </>
  );
}
