import dayjs from 'dayjs';
import { useState } from 'react';
import { Card, Col, Form, Input, Radio, Row, Select, Switch, type FormRule } from 'antd';
import {
  clientLabels as L,
  clientRole,
  clientType,
  holidayRule,
  END_OF_MONTH,
  closingDateOf,
  dueDateOf,
  paymentMonthLabels,
  receivableCycleText,
  type Client,
} from '@cinema/contracts';
import { PostalCodeInput } from '../../entities/address/postal-code-lookup.js';
import { BankAccountFields } from '../../entities/banks/bank-account-fields.js';
import { ClientGroupSelect } from '../../entities/client-groups/client-group-select.js';
import { PrefectureSelect } from '../../entities/system/prefecture-select.js';
import { holidayName } from '../../lib/holidays.js';

const dayOptions = [
  ...Array.from({ length: END_OF_MONTH - 1 }, (_, i) => ({ value: i + 1, label: `${i + 1}日` })),
  { value: END_OF_MONTH, label: '末日' },
];
const monthOptions = paymentMonthLabels.map((label, value) => ({ value, label }));

function CycleSummary() {
  const [closingDay, paymentMonth, paymentDay, rule] = [
    Form.useWatch('closingDay'),
    Form.useWatch('paymentMonth'),
    Form.useWatch('paymentDay'),
    Form.useWatch('holidayRule'),
  ] as [number, number, number, Client['holidayRule']];
  if (!closingDay || paymentMonth == null || !paymentDay || !rule) return null;
  const terms = { closingDay, paymentMonth, paymentDay, holidayRule: rule };
  const month = dayjs().format('YYYY-MM');
  const due = dueDateOf(month, terms, (d) => holidayName(d) !== null);
  return (
    <span>
      回収サイト：{receivableCycleText(terms)}（今月 {closingDateOf(month, terms)} 締め → {due}）
    </span>
  );
}

function AddressCard({ rule }: { rule: FormRule }) {
  const form = Form.useFormInstance();
  // What the look-up did, under the field until the next one: filled in, or why not.
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  return (
    <Card title="所在地・連絡先" size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            label={L.postalCode}
            name="postalCode"
            rules={[rule]}
            extra={note && <span style={{ color: note.failed ? '#d46b08' : undefined }}>{note.text}</span>}
          >
            <PostalCodeInput
              onFound={(a, convertedTo) => {
                form.setFieldsValue({ prefectureCode: a.prefectureCode, city: a.city, addressLine: a.town });
                const converted = convertedTo ? `郵便番号を半角の ${convertedTo} に変換しました。` : '';
                setNote({
                  text: `${converted}住所を入力しました：${a.prefectureName}${a.city}${a.town}（番地を続けて入力してください）`,
                  failed: false,
                });
              }}
              onMissing={(m) => setNote({ text: m, failed: true })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label={L.prefectureCode} name="prefectureCode" rules={[rule]}>
            <PrefectureSelect allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label={L.city} name="city" rules={[rule]}>
            <Input maxLength={100} placeholder="新宿区" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={L.addressLine} name="addressLine" rules={[rule]}>
            <Input maxLength={200} placeholder="新宿3-1-1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={L.building} name="building" rules={[rule]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={L.phone} name="phone" rules={[rule]}>
            <Input placeholder="03-1234-5678" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={L.contactName} name="contactName" rules={[rule]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={L.email} name="email" rules={[rule]}>
            <Input type="email" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The 取引先 form: basic data, address with 郵便番号 look-up, billing terms, and the optional 振込先. */
export function ClientForm({ rule, record }: { rule: FormRule; record?: Client }) {
  const withBank = Form.useWatch('withBank') as boolean | undefined;
  return (
    <>
      <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label={L.code} name="code" required rules={[rule]}>
              <Input maxLength={20} placeholder="D001" />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item label={L.name} name="name" required rules={[rule]}>
              <Input maxLength={100} placeholder="株式会社〇〇" />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item
              label={L.kana}
              name="kana"
              required
              rules={[rule]}
              extra="「株式会社」などは除いて入力してください"
            >
              <Input maxLength={100} placeholder="マルマル" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={L.type} name="type" required rules={[rule]}>
              <Radio.Group options={clientType.options} optionType="button" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={L.role} name="role" required rules={[rule]}>
              <Select options={clientRole.options} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.clientGroupId} name="clientGroupId" rules={[rule]}>
              <ClientGroupSelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label={L.active} name="active" valuePropName="checked">
              <Switch checkedChildren="有効" unCheckedChildren="無効" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <AddressCard rule={rule} />
      <Card title="請求・支払" size="small" style={{ marginBottom: 16 }} extra={<CycleSummary />}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              label={L.invoiceNumber}
              name="invoiceNumber"
              rules={[rule]}
              extra="T＋13桁（法人番号のチェックデジットを確認します）"
            >
              <Input maxLength={20} placeholder="T1234567890123" />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item label={L.closingDay} name="closingDay" required rules={[rule]}>
              <Select options={dayOptions} />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item label={L.paymentMonth} name="paymentMonth" required rules={[rule]}>
              <Select options={monthOptions} />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item label={L.paymentDay} name="paymentDay" required rules={[rule]}>
              <Select options={dayOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label={L.holidayRule} name="holidayRule" required rules={[rule]}>
              <Select options={holidayRule.options} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.paymentTerms} name="paymentTerms" rules={[rule]}>
              <Input maxLength={200} placeholder="振込手数料は先方負担" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card
        title={L.bankAccount}
        size="small"
        style={{ marginBottom: 16 }}
        extra={
          <Form.Item name="withBank" valuePropName="checked" noStyle>
            <Switch checkedChildren="登録する" unCheckedChildren="登録しない" aria-label="振込先口座を登録する" />
          </Form.Item>
        }
      >
        {withBank ? (
          <BankAccountFields prefix={['bankAccount']} rule={rule} saved={record?.bankAccount} />
        ) : (
          <span>振込先口座は登録されていません。</span>
        )}
      </Card>
      <Form.Item label={L.memo} name="memo" rules={[rule]}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </>
  );
}
