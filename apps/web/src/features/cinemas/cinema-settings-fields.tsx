import dayjs, { type Dayjs } from 'dayjs';
import { Card, Col, Form, Input, Row, TimePicker } from 'antd';
import { cinemaCreateBody, cinemaLabels as L } from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';
import { NumberInput } from '../../ui/number-input.js';

const rule = zodRule(cinemaCreateBody);

// The contract stores the online sales start time as "HH:mm"; the picker works with dayjs.
const asTime = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(`2000-01-01T${v}`) : null });
const fromTime = (t: Dayjs | null) => (t ? t.format('HH:mm') : null);

type Field = keyof typeof L;

const numberItem = (name: Field, extra?: string) => (
  // The range is the contract's: out of range is refused with its message, never clamped.
  <Col xs={24} md={8} key={name}>
    <Form.Item label={L[name]} name={name} required rules={[rule]} extra={extra}>
      <NumberInput style={{ width: '100%' }} />
    </Form.Item>
  </Col>
);

const textItem = (name: Field, placeholder?: string) => (
  <Col xs={24} md={12} key={name}>
    <Form.Item label={L[name]} name={name} rules={[rule]}>
      <Input placeholder={placeholder} />
    </Form.Item>
  </Col>
);

/** 販売設定, 決済・メール and SNS・リンク: the cinema's sales rules, mail sender and public links. */
export function CinemaSettingsFields() {
  return (
    <>
      <Card title="販売設定" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {numberItem('businessDayCutoffHour', '24以上は翌日の時刻です（例：29 = 翌5:00）。')}
          {numberItem(
            'defaultCleaningMinutes',
            '新しい上映回の終了後、次の回まで空ける時間です。回ごとに変更できます。',
          )}
          {numberItem('onlineSalesStartDays')}
          <Col xs={24} md={8}>
            <Form.Item
              label={L.onlineSalesStartTime}
              name="onlineSalesStartTime"
              rules={[rule]}
              getValueProps={asTime}
              normalize={fromTime}
            >
              <TimePicker format="HH:mm" minuteStep={5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {numberItem('onlineSalesEndMinutes', 'マイナスは上映開始前です。')}
          {numberItem('posSalesEndMinutes')}
          {numberItem('maxTicketsPerOrder')}
          {numberItem('seatHoldMinutes')}
        </Row>
      </Card>
      <Card title="決済・メール" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.paymentShopId}
              name="paymentShopId"
              rules={[rule]}
              extra="決済サービスのショップID（13桁の数字）"
            >
              <Input maxLength={13} inputMode="numeric" />
            </Form.Item>
          </Col>
          {textItem('mailSenderName')}
          {textItem('mailSenderAddress', 'noreply@example.co.jp')}
          {textItem('mailReplyTo')}
        </Row>
      </Card>
      <Card title="SNS・リンク" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {textItem('websiteUrl', 'https://')}
          {textItem('xUrl', 'https://x.com/')}
          {textItem('instagramUrl', 'https://www.instagram.com/')}
          {textItem('facebookUrl', 'https://www.facebook.com/')}
          {textItem('lineUrl', 'https://')}
          {textItem('youtubeUrl', 'https://www.youtube.com/')}
        </Row>
      </Card>
    </>
  );
}
