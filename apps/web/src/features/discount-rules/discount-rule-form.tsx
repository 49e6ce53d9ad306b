import dayjs, { type Dayjs } from 'dayjs';
import { Card, Checkbox, Col, Form, Input, Radio, Row, Switch } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import {
  DISCOUNT_QUANTITY,
  discountRuleCreateBody,
  discountRuleLabels as L,
  discountType,
  ticketKind,
  weekdayLabels,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { NumberInput } from '../../ui/number-input.js';

const rule = zodRule(discountRuleCreateBody, withBlanks('name'));
const weekdayOptions = weekdayLabels.map((label, value) => ({ value, label }));
// Pickers work with dayjs; the form and the contract keep YYYY-MM-DD text.
const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

const switches = [
  { name: 'sameDayOnly', label: L.sameDayOnly, extra: '上映当日の購入にだけ適用します。' },
  {
    name: 'boxOfficeReflection',
    label: '興収に反映',
    extra: 'オンにすると割引後の金額を興行収入として計上します。オフは定価で計上します（劇場負担の割引）。',
  },
  { name: 'couponCombinable', label: L.couponCombinable, extra: 'クーポンと同時に使えるようにします。' },
  {
    name: 'holidaysAsSunday',
    label: L.holidaysAsSunday,
    extra:
      '祝日は日曜日として判定します（日曜日に適用するルールは祝日にも適用され、平日のルールは祝日には適用されません）。',
  },
  { name: 'active', label: L.active, extra: 'オフにすると販売時に選択できなくなります。' },
] as const;

/** Fields of a 割引ルール, shared by create and edit. */
export function DiscountRuleForm() {
  const type = Form.useWatch('discountType');
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={L.name} name="name" required rules={[rule]}>
            <Input maxLength={50} placeholder="夫婦50割" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            label={L.quantity}
            name="quantity"
            required
            rules={[rule]}
            extra={
              type === 'groupPrice'
                ? 'グループの人数です（例：夫婦50割は2名）。'
                : `${DISCOUNT_QUANTITY.min}〜${DISCOUNT_QUANTITY.max}名。この人数以上の同時購入に適用します。`
            }
          >
            <NumberInput suffix="名" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {type !== 'groupPrice' && (
          <Col xs={12} md={6}>
            <Form.Item label={L.maxQuantity} name="maxQuantity" rules={[rule]} extra="空欄は上限なしです。">
              <NumberInput suffix="名" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item label={L.discountType} name="discountType" required rules={[rule]}>
            <Radio.Group options={discountType.options} optionType="button" />
          </Form.Item>
        </Col>
        {type === 'amount' && (
          <Col xs={12} md={6}>
            <Form.Item
              label="割引額（1名あたり）"
              name="amountOff"
              required
              rules={[rule]}
              extra="上映方式などの加算料金は割引されません。"
            >
              <NumberInput prefix="¥" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        {type === 'percent' && (
          <Col xs={12} md={6}>
            <Form.Item
              label={L.percentOff}
              name="percentOff"
              required
              rules={[rule]}
              extra="券種の料金から割り引きます（1円未満は切り捨て）。加算料金は割引されません。"
            >
              <NumberInput suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        {type === 'groupPrice' && (
          <Col xs={12} md={6}>
            <Form.Item
              label={`${L.groupPrice}（グループ全体）`}
              name="groupPrice"
              required
              rules={[rule]}
              extra="例：夫婦50割は「2名で2,400円」。1名あたりは人数で割った金額です。加算料金は別にかかります。"
            >
              <NumberInput prefix="¥" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item label={L.ticketKinds} name="ticketKinds" extra="選択しない場合は、すべての券種に適用します。">
            <Checkbox.Group options={ticketKind.options} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={L.weekdays} name="weekdays" required rules={[rule]}>
            <Checkbox.Group options={weekdayOptions} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={L.validFrom} name="validFrom" rules={[rule]} getValueProps={asDate} normalize={fromDate}>
            <DatePicker placeholder="開始日" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={L.validTo} name="validTo" rules={[rule]} getValueProps={asDate} normalize={fromDate}>
            <DatePicker placeholder="期限なし" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {switches.map((s) => (
          <Col xs={12} md={6} key={s.name}>
            <Form.Item label={s.label} name={s.name} valuePropName="checked" extra={s.extra}>
              <Switch />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24}>
          <Form.Item label={L.note} name="note" rules={[rule]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
