import { Checkbox, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { businessDateOf, inventoryTargetKind, tokyoDateOf } from '@cinema/contracts';
import { DatePicker } from '../../ui/date-picker.js';

// The search fields 在庫一覧 has for a cinema and for the brand's total alike.

const asRange = (v: unknown) => ({
  value: Array.isArray(v) ? v.map((d) => (typeof d === 'string' && d ? dayjs(d) : null)) : null,
});
const fromRange = (v: (Dayjs | null)[] | null) =>
  v && v.some(Boolean) ? v.map((d) => (d ? d.format('YYYY-MM-DD') : null)) : null;

/** The latest 営業日締め hour a cinema may set (36: noon of the next day), for a period that must hold today's moves. */
const LATEST_CUTOFF = 36;

/**
 * This month up to today, in Japan time: the period the 受払表 opens with. Stock moves are dated by business day, which
 * after midnight, until the cinema's cut-off, is still the day before; so the month is the one of the business day
 * (on the 1st, before the cut-off, the month before) and the period runs to the calendar date.
 */
export const thisMonth = (now = Date.now()) => {
  const business = businessDateOf(now, LATEST_CUTOFF);
  return [`${business.slice(0, 8)}01`, tokyoDateOf(now)];
};

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
