import { Checkbox, Flex, Form, Input, Select } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { filmFeeCategory, weekdayLabels } from '@cinema/contracts';
import { asDate, fromDate, templateRule } from './ticket-values.js';
import { NumberInput } from '../../ui/number-input.js';

const weekdayOptions = weekdayLabels.map((label, value) => ({ value, label }));
const item = { style: { margin: 0 }, rules: [templateRule] };

/** The selling rules of one 券種: when (start-time window, weekdays, dates), for what, and for whom. */
export function TicketDetails({ row }: { row: number }) {
  const label = (what: string) => `${row + 1}行目の${what}`;
  return (
    <Flex gap={16} wrap align="flex-start" style={{ paddingLeft: 36 }}>
      <Form.Item
        label="販売時間帯（上映開始）"
        style={item.style}
        tooltip="この時間帯に始まる上映回で販売します（36時間表記：25:30 = 翌1:30）。空欄は制限なし。"
      >
        <Flex gap={4} align="center">
          <Form.Item name={[row, 'salesStartTime']} {...item}>
            <Input aria-label={label('販売開始時刻')} placeholder="開始" maxLength={5} style={{ width: 80 }} />
          </Form.Item>
          〜
          <Form.Item name={[row, 'salesEndTime']} {...item}>
            <Input aria-label={label('販売終了時刻')} placeholder="終了" maxLength={5} style={{ width: 80 }} />
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item label="販売曜日" name={[row, 'weekdays']} {...item}>
        <Checkbox.Group aria-label={label('販売曜日')} options={weekdayOptions} />
      </Form.Item>
      <Form.Item label="対象の興行区分" name={[row, 'categories']} {...item}>
        <Select
          aria-label={label('対象の興行区分')}
          mode="multiple"
          options={filmFeeCategory.options}
          style={{ width: 300 }}
        />
      </Form.Item>
      <Form.Item label="表示期間" style={item.style}>
        <Flex gap={4} align="center">
          <Form.Item name={[row, 'displayFrom']} getValueProps={asDate} normalize={fromDate} {...item}>
            <DatePicker aria-label={label('表示開始日')} placeholder="開始日" style={{ width: 130 }} />
          </Form.Item>
          〜
          <Form.Item name={[row, 'displayTo']} getValueProps={asDate} normalize={fromDate} {...item}>
            <DatePicker aria-label={label('表示終了日')} placeholder="終了なし" style={{ width: 130 }} />
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item
        label="先行販売の会員ランク"
        name={[row, 'presaleMemberRank']}
        {...item}
        tooltip="このランク以上の会員が先行販売で購入できます。空欄は先行販売なし。"
      >
        <NumberInput
          aria-label={label('先行販売の会員ランク')}
          placeholder="なし"
          prefix="ランク"
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item label="立見席数" name={[row, 'standingSeatCount']} {...item}>
        <NumberInput aria-label={label('立見席数')} suffix="席" style={{ width: 100 }} />
      </Form.Item>
    </Flex>
  );
}
