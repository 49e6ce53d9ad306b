import dayjs, { type Dayjs } from 'dayjs';
import { Card, Col, Form, Input, InputNumber, Row, TimePicker } from 'antd';
import { cinemaCreateBody, MAX_CLEANING_MINUTES } from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';

const rule = zodRule(cinemaCreateBody);

// The contract stores the online sales start time as "HH:mm"; the picker works with dayjs.
const asTime = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(`2000-01-01T${v}`) : null });
const fromTime = (t: Dayjs | null) => (t ? t.format('HH:mm') : null);

const numberItem = (label: string, name: string, min: number, max: number, extra?: string) => (
  <Col xs={24} md={8} key={name}>
    <Form.Item label={label} name={name} required rules={[rule]} extra={extra}>
      <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  </Col>
);

const textItem = (label: string, name: string, placeholder?: string) => (
  <Col xs={24} md={12} key={name}>
    <Form.Item label={label} name={name} rules={[rule]}>
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
          {numberItem('営業日の切り替え時刻', 'businessDayCutoffHour', 0, 36, '24以上は翌日の時刻です（例：29 = 翌5:00）。')}
          {numberItem('清掃時間の初期値（分）', 'defaultCleaningMinutes', 0, MAX_CLEANING_MINUTES, '新しい上映回の終了後、次の回まで空ける時間です。回ごとに変更できます。')}
          {numberItem('オンライン販売開始（日前）', 'onlineSalesStartDays', 0, 90)}
          <Col xs={24} md={8}>
            <Form.Item label="オンライン販売開始時刻" name="onlineSalesStartTime" rules={[rule]} getValueProps={asTime} normalize={fromTime}>
              <TimePicker format="HH:mm" minuteStep={5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {numberItem('オンライン販売終了（上映開始後・分）', 'onlineSalesEndMinutes', -120, 120, 'マイナスは上映開始前です。')}
          {numberItem('窓口販売終了（上映開始後・分）', 'posSalesEndMinutes', 0, 240)}
          {numberItem('1回の購入上限枚数', 'maxTicketsPerOrder', 1, 50)}
          {numberItem('座席仮押さえ時間（分）', 'seatHoldMinutes', 1, 60)}
        </Row>
      </Card>
      <Card title="決済・メール" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="決済ショップID" name="paymentShopId" rules={[rule]} extra="決済サービスのショップID（13桁の数字）">
              <Input maxLength={13} inputMode="numeric" />
            </Form.Item>
          </Col>
          {textItem('送信者名', 'mailSenderName')}
          {textItem('送信元メールアドレス', 'mailSenderAddress', 'noreply@example.co.jp')}
          {textItem('返信先メールアドレス', 'mailReplyTo')}
        </Row>
      </Card>
      <Card title="SNS・リンク" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {textItem('公式サイト', 'websiteUrl', 'https://')}
          {textItem('X（旧Twitter）', 'xUrl', 'https://x.com/')}
          {textItem('Instagram', 'instagramUrl', 'https://www.instagram.com/')}
          {textItem('Facebook', 'facebookUrl', 'https://www.facebook.com/')}
          {textItem('LINE', 'lineUrl', 'https://')}
          {textItem('YouTube', 'youtubeUrl', 'https://www.youtube.com/')}
        </Row>
      </Card>
    </>
  );
}
