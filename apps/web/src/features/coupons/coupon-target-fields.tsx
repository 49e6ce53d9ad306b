import { Col, Form, Select } from 'antd';
import { couponCreateBody, couponLabels as L } from '@cinema/contracts';
import { kanaSearch } from '../../lib/option-search.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { useCouponShopItems, useCouponVersions } from './coupon-target-queries.js';

const rule = zodRule(couponCreateBody, withBlanks('name'));
const anything = '未選択のときはすべてに使えます';

/** 対象商品: the shop items a クーポン applies to (a paper ticket buys nothing at the shop). */
export function ShopItemField() {
  const items = useCouponShopItems();
  return (
    <Col xs={24} md={12}>
      <Form.Item label={L.shopItemIds} name="shopItemIds" rules={[rule]} extra={anything}>
        <Select
          mode="multiple"
          allowClear
          showSearch={kanaSearch}
          loading={items.isLoading}
          options={items.data ?? []}
          placeholder="すべての商品"
        />
      </Form.Item>
    </Col>
  );
}

/** 対象の上映方式 and 対象の言語（字幕・吹替）: what a ticket's screening must be shown as. */
export function ScreeningVersionFields() {
  const versions = useCouponVersions();
  // A row of another cinema shows as the option of its code (coupon-target-queries.ts).
  const shown = (ids: unknown) => ({ value: versions.data?.shown(Array.isArray(ids) ? (ids as number[]) : []) ?? ids });
  const field = (name: 'formatIds' | 'versionIds', placeholder: string) => (
    <Col xs={24} md={12}>
      <Form.Item label={L[name]} name={name} rules={[rule]} extra={anything} getValueProps={shown}>
        <Select
          mode="multiple"
          allowClear
          showSearch={kanaSearch}
          loading={versions.isLoading}
          options={(name === 'formatIds' ? versions.data?.formats : versions.data?.languages) ?? []}
          placeholder={placeholder}
        />
      </Form.Item>
    </Col>
  );
  return (
    <>
      {field('formatIds', 'すべての上映方式')}
      {field('versionIds', 'すべての言語')}
    </>
  );
}
