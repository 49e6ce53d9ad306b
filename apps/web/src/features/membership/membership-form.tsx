import { Card, Col, Form, Input, Radio, Row, Select, Switch, type FormRule } from 'antd';
import {
  feeTax,
  MEMBERSHIP_TAX_RATE,
  membershipLabels as L,
  rankBasis,
  validityKind,
  type ValidityKind,
} from '@cinema/contracts';
import { yenText } from '../../lib/format.js';
import { DatePicker } from '../../ui/date-picker.js';
import { NumberInput } from '../../ui/number-input.js';
import { asDate, fromDate } from './membership-dates.js';
import { RanksField } from './membership-ranks-field.js';

const fees = ['joinFee', 'annualFee', 'renewalFee', 'cardFee'] as const;

function FeeField({ name, rule }: { name: (typeof fees)[number]; rule: FormRule }) {
  const fee = Form.useWatch<number | undefined>(name);
  return (
    <Form.Item
      label={L[name]}
      name={name}
      rules={[rule]}
      extra={typeof fee === 'number' && fee > 0 ? `うち消費税 ${yenText(feeTax(fee))}` : undefined}
    >
      <NumberInput suffix="円" style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The 会員制度's sections: basics and period, fees, ranks, points, rank conditions. */
export function MembershipForm({ rule }: { rule: FormRule }) {
  const kind = Form.useWatch<ValidityKind | undefined>('validityKind');
  return (
    <>
      <Card title="基本情報・有効期間" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={L.code} name="code" rules={[rule]} required>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={L.name} name="name" rules={[rule]} required>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.validityKind} name="validityKind" rules={[rule]}>
              <Radio.Group options={validityKind.options} optionType="button" />
            </Form.Item>
          </Col>
          {kind === 'fixed' ? (
            <>
              <Col xs={12} md={6}>
                <Form.Item
                  label={L.validFrom}
                  name="validFrom"
                  rules={[rule]}
                  getValueProps={asDate}
                  normalize={fromDate}
                >
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item label={L.validTo} name="validTo" rules={[rule]} getValueProps={asDate} normalize={fromDate}>
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          ) : (
            <Col xs={12} md={6}>
              <Form.Item label={L.validMonths} name="validMonths" rules={[rule]}>
                <NumberInput suffix="か月" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={4}>
            <Form.Item label={L.autoRenew} name="autoRenew" valuePropName="checked">
              <Switch aria-label={L.autoRenew} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={`料金（税込・消費税${MEMBERSHIP_TAX_RATE * 100}%）`} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {fees.map((f) => (
            <Col xs={12} md={6} key={f}>
              <FeeField name={f} rule={rule} />
            </Col>
          ))}
        </Row>
      </Card>
      <RanksField rule={rule} />
      <Card title={L.points} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {(['pos', 'kiosk', 'online'] as const).map((c) => (
            <Col xs={12} md={5} key={c}>
              <Form.Item label={L[c]} name={['points', c]} rules={[rule]}>
                <NumberInput suffix="pt" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={12} md={4}>
            <Form.Item label={L.shopItems} name={['points', 'shopItems']} valuePropName="checked">
              <Switch aria-label={L.shopItems} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label={L.expiryMonths} name={['points', 'expiryMonths']} rules={[rule]}>
              <NumberInput suffix="か月" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <div style={{ color: '#8c8c8c' }}>支払額100円ごとのポイント（1円未満切り捨て）。会費は対象外です。</div>
      </Card>
      <Card title="ランク判定（毎日）" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={12} md={8}>
            <Form.Item label={L.rankBasis} name="rankBasis" rules={[rule]}>
              <Select options={rankBasis.options} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.rankWindowMonths} name="rankWindowMonths" rules={[rule]}>
              <NumberInput suffix="か月" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </>
  );
}
