import { Checkbox, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { inventoryTargetKind } from '@cinema/contracts';
import { DatePicker } from '../../ui/date-picker.js';

// The search fields 在庫一覧 has for a cinema and for the brand's total alike.

const asRange = (v: unknown) => ({
  value: Array.isArray(v) ? v.map((d) => (typeof d === 'string' && d ? dayjs(d) : null)) : null,
});
const fromRange = (v: (Dayjs | null)[] | null) =>
  v && v.some(Boolean) ? v.map((d) => (d ? d.format('YYYY-MM-DD') : null)) : null;

/** This month up to today: the period the 受払表 opens with. */
export const thisMonth = () => [dayjs().startOf('month').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')];

/** The search form's values as the list call's query. */
export const inventoryQuery = (v: Record<string, unknown>) => {
  const [from, to] = (v.period as (string | null)[] | null) ?? [];
  return {
    keyword: v.keyword || undefined,
    from: from ?? undefined,
    to: to ?? undefined,
    locationId: v.locationId ?? undefined,
    kind: v.kind ?? undefined,
    belowMinimum: v.belowMinimum ? 'true' : undefined,
    negative: v.negative ? 'true' : undefined,
  };
};

export function PeriodFilter() {
  return (
    <Form.Item name="period" getValueProps={asRange} normalize={fromRange}>
      <DatePicker.RangePicker
        aria-label="期間"
        placeholder={['開始日', '終了日']}
        allowEmpty={[true, true]}
        style={{ width: 260 }}
      />
    </Form.Item>
  );
}

/** 区分, 最低在庫割れのみ and マイナス在庫のみ. */
export function StockFlagFilters() {
  return (
    <>
      <Form.Item name="kind">
        <Select
          placeholder="区分"
          aria-label="区分"
          allowClear
          style={{ width: 110 }}
          options={inventoryTargetKind.options}
        />
      </Form.Item>
      <Form.Item name="belowMinimum" valuePropName="checked">
        <Checkbox>最低在庫割れのみ</Checkbox>
      </Form.Item>
      <Form.Item name="negative" valuePropName="checked">
        <Checkbox>マイナス在庫のみ</Checkbox>
      </Form.Item>
    </>
  );
}
