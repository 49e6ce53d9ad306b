import { Col, Form, Input, Radio, Row, Typography, type FormRule } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { ja, type ReleaseDateType } from '@cinema/contracts';
import { asDate, filmRule, fromDate } from './film-form-values.js';
import { asyncCheck } from '../../lib/zod-form.js';
import { FeeTermsShift } from './fee-terms-shift.js';

const typeOptions: { value: ReleaseDateType; label: string }[] = [
  { value: 'date', label: '日付' },
  { value: 'text', label: '時期（テキスト）' },
  { value: 'undecided', label: '未定' },
];

// The contract requires the date or the text that the chosen type names (checkRelease).
const requiredAs = (label: string): FormRule => ({
  validator: asyncCheck((_: unknown, v: unknown) => {
    if (v == null || v === '') throw new Error(ja.required(label));
  }),
});

/** 公開日: a date, a period in words (2027年春) or undecided; only the chosen one is sent. */
export function FilmReleaseField() {
  const type = Form.useWatch<ReleaseDateType | undefined>('releaseDateType');
  return (
    <>
      <FeeTermsShift />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="公開日の種類" name="releaseDateType" required rules={[filmRule]}>
            <Radio.Group options={typeOptions} optionType="button" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {type === 'date' && (
            <Form.Item
              label="公開日"
              name="releaseDate"
              required
              rules={[filmRule, requiredAs('公開日')]}
              getValueProps={asDate}
              normalize={fromDate}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          )}
          {type === 'text' && (
            <Form.Item label="公開時期" name="releaseText" required rules={[filmRule, requiredAs('公開時期')]}>
              <Input maxLength={50} placeholder="2027年春" />
            </Form.Item>
          )}
          {type === 'undecided' && (
            <Form.Item label="公開日">
              <Typography.Text type="secondary">未定（決まったら日付を入力してください）</Typography.Text>
            </Form.Item>
          )}
        </Col>
      </Row>
    </>
  );
}
