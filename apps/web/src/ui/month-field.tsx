import dayjs from 'dayjs';
import { Form } from 'antd';
import { DatePicker } from './date-picker.js';

// A month criterion ('YYYY-MM' in the form, the page's URL and the query), picked as 2026年10月: the one field of
// every monthly screen (月次締め, 映画料集計, 買掛・未払, 売掛, 会計伝票 and the PDF documents).

export function MonthField({
  label,
  name = 'month',
  ariaLabel = '対象月',
  allowClear = false,
}: {
  /** Shown before the picker; none where the filter bar labels nothing. */
  label?: string;
  name?: string;
  ariaLabel?: string;
  allowClear?: boolean;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      getValueProps={(v: string | undefined) => ({ value: v ? dayjs(`${v}-01`) : undefined })}
      normalize={(d: dayjs.Dayjs | null) => d?.format('YYYY-MM')}
    >
      <DatePicker picker="month" allowClear={allowClear} aria-label={ariaLabel} format="YYYY年M月" />
    </Form.Item>
  );
}
