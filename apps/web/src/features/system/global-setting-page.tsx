import { Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { globalSettingsFields, globalSettingsUpdateBody, roundingMode, type GlobalSettings, type GlobalSettingsUpdateBody } from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';
import { useBrandOptions } from '../../ui/brand-select.js';
import { FormPage } from '../../ui/form-page.js';
import { globalSettingEndpoint, systemKeys, updateGlobalSetting } from './system-api.js';

type SettingValues = Omit<GlobalSettingsUpdateBody, 'version'>;

// The version is the record's, added on save; validation needs one to reach the field rules.
const rule = zodRule(globalSettingsUpdateBody, (v) => ({ ...v, version: 1 }));

// Each tag is checked on its own: the whole-form rule reports them under specialBrandCodes.0, .1, ...
const codesRule = {
  validator: async (_: unknown, value: unknown) => {
    const result = globalSettingsFields.specialBrandCodes.safeParse(value ?? []);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

const toValues = ({ version: _v, updatedAt: _u, ...rest }: GlobalSettings): SettingValues => rest;

const numberItem = (label: string, name: keyof SettingValues, min: number, max: number, extra?: string) => (
  <Col xs={24} md={12}>
    <Form.Item label={label} name={name} required rules={[rule]} extra={extra}>
      <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
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
          {numberItem('パスワード有効期限（日）', 'passwordExpiryDays', 0, 365, '0 = 無期限')}
          {numberItem('ログイン有効時間（時間）', 'sessionTtlHours', 1, 720)}
          {numberItem('ログイン失敗の上限回数', 'loginMaxFailures', 3, 20, '上限に達するとアカウントを一時的にロックします。')}
          {numberItem('ログインロック時間（分）', 'loginLockMinutes', 1, 1440)}
        </Row>
      </Card>
      <Card title="計算" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="端数処理" name="roundingMode" required rules={[rule]} extra="ブランドで設定していない場合に使います。">
              <Select options={roundingMode.options} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="特別レポート" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="特別レポートを表示するブランドコード" name="specialBrandCodes" rules={[codesRule]} extra="一覧にないコードも入力できます。">
              <Select mode="tags" tokenSeparators={[',', ' ']} options={brandCodes} loading={brands.isLoading} placeholder="ブランドコードを入力" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="テスト用ブランドコードの接頭辞" name="specialBrandCodePrefix" rules={[rule]} extra="この文字で始まるブランドコードにも特別レポートを表示します。">
              <Input maxLength={20} placeholder="TEST" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </>
  );
}

/** /setting-global: platform settings (superAdmin). One record; saving stays on this page. */
export default function GlobalSettingPage() {
  return (
    <FormPage<GlobalSettings, SettingValues>
      title="全体設定"
      backPath="/dashboard"
      queryKey={systemKeys.globalSetting}
      detailEndpoint={globalSettingEndpoint}
      defaults={{}}
      toValues={toValues}
      submit={(values, record) => updateGlobalSetting({ ...values, version: record!.version })}
      afterSave={() => '/setting-global'}
    >
      {() => <GlobalSettingForm />}
    </FormPage>
  );
}
