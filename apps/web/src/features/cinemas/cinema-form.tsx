import dayjs, { type Dayjs } from 'dayjs';
import { Card, Col, Form, Input, Row, Select } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { cinemaCreateBody, cinemaLabels as L, cinemaStatus, ja } from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';
import { BrandSelect } from '../../entities/brands/brand-select.js';
import { PrefectureSelect } from '../../entities/system/prefecture-select.js';
import { CinemaSettingsFields } from './cinema-settings-fields.js';
import { NumberInput } from '../../ui/number-input.js';

const cinemaRule = zodRule(cinemaCreateBody);

// The contract stores the opening date as a YYYY-MM-DD string; the picker works with dayjs.
const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

/**
 * Fields of a cinema, shared by create and edit. A superAdmin picks the brand when creating;
 * afterwards the cinema stays in its brand, so edit only shows the brand's name.
 */
export function CinemaForm({ chooseBrand, brandName }: { chooseBrand: boolean; brandName?: string }) {
  const showBrand = chooseBrand || !!brandName;
  return (
    <>
      <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {showBrand && (
            <Col xs={24} md={12}>
              {chooseBrand ? (
                <Form.Item
                  label={L.brandId}
                  name="brandId"
                  required
                  rules={[{ required: true, message: ja.requiredSelect(L.brandId) }]}
                >
                  <BrandSelect />
                </Form.Item>
              ) : (
                <Form.Item label={L.brandId}>
                  <Input value={brandName} readOnly variant="filled" />
                </Form.Item>
              )}
            </Col>
          )}
          {showBrand && <Col xs={0} md={12} />}
          <Col xs={24} md={8}>
            <Form.Item
              label={L.code}
              name="code"
              required
              rules={[cinemaRule]}
              extra="半角英数字・ハイフン・アンダースコア（10文字以内）"
            >
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.name} name="name" required rules={[cinemaRule]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.nameKana} name="nameKana" rules={[cinemaRule]} extra="ひらがなはカタカナで保存します。">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="状態" name="status" required rules={[cinemaRule]}>
              <Select options={cinemaStatus.options} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label={L.openingDate}
              name="openingDate"
              rules={[cinemaRule]}
              getValueProps={asDate}
              normalize={fromDate}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.sortOrder} name="sortOrder" rules={[cinemaRule]} extra="小さい順に表示します。">
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="所在地" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label={L.postalCode} name="postalCode" rules={[cinemaRule]}>
              <Input placeholder="160-0022" maxLength={8} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={L.prefectureCode} name="prefectureCode" required rules={[cinemaRule]}>
              <PrefectureSelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.city} name="city" required rules={[cinemaRule]}>
              <Input maxLength={100} placeholder="新宿区" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.addressLine} name="addressLine" rules={[cinemaRule]}>
              <Input maxLength={200} placeholder="新宿3-1-1" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.building} name="building" rules={[cinemaRule]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.phone} name="phone" rules={[cinemaRule]}>
              <Input placeholder="03-1234-5678" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.email} name="email" rules={[cinemaRule]}>
              <Input type="email" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <CinemaSettingsFields />
    </>
  );
}
