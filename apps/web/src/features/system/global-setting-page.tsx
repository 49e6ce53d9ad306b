import { Card, Col, Form, Input, Row, Select } from 'antd';
import {
  fail,
  globalSettingsFields,
  globalSettingsUpdateBody,
  roundingMode,
  systemEndpoints,
  systemLabels as L,
  type GlobalSettings,
  type GlobalSettingsUpdateBody,
  pathTo,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { asyncCheck, zodRule } from '../../lib/zod-form.js';
import { useBrandOptions } from '../../entities/brands/brand-queries.js';
import { systemKeys } from '../../entities/system/system-queries.js';
import { FormPage } from '../../ui/form-page.js';
import { NumberInput } from '../../ui/number-input.js';

type SettingValues = Omit<GlobalSettingsUpdateBody, 'version'>;

// The version is the record's, added on save; validation needs one to reach the field rules.
const rule = zodRule(globalSettingsUpdateBody, (v) => ({ ...v, version: 1 }));

// Each tag is checked on its own: the whole-form rule reports them under specialBrandCodes.0, .1, ...
const codesRule = {
  validator: asyncCheck((_: unknown, value: unknown) => {
    const result = globalSettingsFields.specialBrandCodes.safeParse(value ?? []);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  }),
};

const toValues = ({ version: _v, updatedAt: _u, ...rest }: GlobalSettings): SettingValues => rest;

type NumberField =
  | 'passwordExpiryDays'
  | 'sessionTtlHours'
  | 'loginMaxFailures'
  | 'loginLockMinutes'
  | 'mailRetryIntervalMinutes'
  | 'mailRetryCount'
  | 'mailBatchSize';
const numberItem = (name: NumberField, extra?: string) => (
  // The range is the contract's: out of range is refused with its message, never clamped.
  <Col xs={24} md={12}>
    <Form.Item label={L[name]} name={name} required rules={[rule]} extra={extra}>
      <NumberInput style={{ width: '100%' }} />
    </Form.Item>
  </Col>
);

function GlobalSettingForm() {
  const brands = useBrandOptions();
  const brandCodes = (brands.data ?? []).map((b) => ({ value: b.code, label: `${b.code}（${b.name}）` }));
  return (
    <>
      <Card title="ログイン・セキュリティ" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {numberItem('passwordExpiryDays', '0 = 無期限')}
          {numberItem('sessionTtlHours')}
          {numberItem('loginMaxFailures', '上限に達するとアカウントを一時的にロックします。')}
          {numberItem('loginLockMinutes')}
        </Row>
      </Card>
      <Card title="チケットメール" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {numberItem('mailRetryIntervalMinutes', '送信に失敗したメールを、この間隔をあけて送り直します。')}
          {numberItem('mailRetryCount', '最初の送信に続けて送り直す回数。超えると「送信失敗」になります。')}
          {numberItem('mailBatchSize', '1回の送信処理で送るメールの上限件数。')}
        </Row>
      </Card>
      <Card title="計算" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.roundingMode}
              name="roundingMode"
              required
              rules={[rule]}
              extra="ブランドで設定していない場合に使います。"
            >
              <Select options={roundingMode.options} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="特別レポート" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.specialBrandCodes}
              name="specialBrandCodes"
              rules={[codesRule]}
              extra="一覧にないコードも入力できます。"
            >
              <Select
                mode="tags"
                tokenSeparators={[',', ' ']}
                options={brandCodes}
                loading={brands.isLoading}
                placeholder="ブランドコードを入力"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.specialBrandCodePrefix}
              name="specialBrandCodePrefix"
              rules={[rule]}
              extra="この文字で始まるブランドコードにも特別レポートを表示します。"
            >
              <Input maxLength={20} placeholder="TEST" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </>
  );
}

// The one record has no id of its own; FormPage's id only names it in the query key.
const detail = { endpoint: systemEndpoints.globalSetting, id: 'global' };

/**
 * /setting-global: platform settings (superAdmin). One record; saving stays on this page. A save
 * refreshes the whole system root: a brand without its own rounding reads the global one.
 */
export default function GlobalSettingPage() {
  return (
    <FormPage
      title="全体設定"
      backPath={pathTo('/dashboard')}
      queryKey={systemKeys.all}
      detail={detail}
      defaults={{}}
      toValues={toValues}
      submit={(values: SettingValues, record) =>
        call(systemEndpoints.updateGlobalSetting, {
          body: { ...values, version: (record ?? fail('the setting is read before it is saved')).version },
        })
      }
      afterSave={() => pathTo('/setting-global')}
    >
      {() => <GlobalSettingForm />}
    </FormPage>
  );
}
