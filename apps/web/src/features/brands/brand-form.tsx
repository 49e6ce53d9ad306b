import { Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  brandCreateBody,
  brandImageSize,
  brandLabels as L,
  holidayShift,
  receivableCycle,
  roundingMode,
  taxHandling,
  weekdayLabels,
} from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';
import { SingleImageUpload } from '../../ui/image-upload.js';
import { ModuleSwitches } from '../../ui/module-switches.js';
import { FirstAccountFields } from '../../ui/first-account-fields.js';
import { PrefectureSelect } from '../../entities/system/prefecture-select.js';

const rule = zodRule(brandCreateBody);
const weekdayOptions = weekdayLabels.map((label, value) => ({ value, label: `${label}曜日` }));

/** Fields of a brand, shared by create and edit. Only a superAdmin changes code, modules and state. */
export function BrandForm({ isSuper, creating = false }: { isSuper: boolean; creating?: boolean }) {
  return (
    <>
      {creating && (
        <FirstAccountFields
          section="admin"
          title="本部の管理者"
          note="ブランドの最初の本部アカウント（管理者ロール）をブランドと同時に作成します。代理ログインもこのアカウントとして行います。"
        />
      )}
      <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              label={L.code}
              name="code"
              required
              rules={[rule]}
              extra="半角英数字。特別レポートの表示判定にも使います。"
            >
              <Input disabled={!isSuper} maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.name} name="name" required rules={[rule]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.nameKana} name="nameKana" rules={[rule]} extra="ひらがなはカタカナで保存します。">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.active} name="active" valuePropName="checked">
              <Switch checkedChildren="有効" unCheckedChildren="無効" disabled={!isSuper} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="会社情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={L.companyName} name="companyName" required rules={[rule]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.representative} name="representative" rules={[rule]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={L.postalCode} name="postalCode" rules={[rule]}>
              <Input placeholder="160-0022" maxLength={8} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={L.prefectureCode} name="prefectureCode" rules={[rule]}>
              <PrefectureSelect allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.address} name="address" rules={[rule]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.phone} name="phone" rules={[rule]}>
              <Input placeholder="03-1234-5678" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.email} name="email" rules={[rule]}>
              <Input type="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="適格請求書発行事業者 登録番号" name="invoiceNumber" rules={[rule]}>
              <Input placeholder="T1234567890123" maxLength={14} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="会計設定" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label={L.fractionRounding} name="fractionRounding" rules={[rule]}>
              <Select options={roundingMode.options} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={L.taxHandling} name="taxHandling" rules={[rule]}>
              <Select options={taxHandling.options} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={L.receivableCycle} name="receivableCycle" rules={[rule]}>
              <Select options={receivableCycle.options} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={L.receivableHolidayShift} name="receivableHolidayShift" rules={[rule]}>
              <Select options={holidayShift.options} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="上映計画" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item
              label={L.weekStartDay}
              name="weekStartDay"
              rules={[rule]}
              extra="上映スケジュールの週表示・週のコピー・週の公開はこの曜日から7日間です（通常は金曜日）。"
            >
              <Select options={weekdayOptions} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="ロゴ・社印" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.logoImage}
              name="logoImage"
              rules={[rule]}
              extra="レシート・メール・Webサイトに表示します。"
            >
              <SingleImageUpload label={L.logoImage} purpose="brandLogo" sizeHint={brandImageSize.brandLogo.label} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.stampImage}
              name="stampImage"
              rules={[rule]}
              extra="請求書・領収書に押印として印字します。"
            >
              <SingleImageUpload label={L.stampImage} purpose="brandStamp" sizeHint={brandImageSize.brandStamp.label} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="利用する機能" size="small" style={{ marginBottom: 16 }}>
        <Form.Item
          name="moduleMap"
          extra={isSuper ? undefined : '利用する機能の変更はプラットフォーム運営者にお問い合わせください。'}
        >
          <ModuleSwitches disabled={!isSuper} />
        </Form.Item>
      </Card>
    </>
  );
}
