import { Card, Checkbox, Col, Form, Input, Radio, Row, Select } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import {
  productType,
  recommendedImageSize,
  shopGroup,
  shopItemLabels as L,
  shopItemState,
  taxHandling,
  taxRates,
  type ShopItemKind,
} from '@cinema/contracts';
import { useSalesGroupOptions } from '../../entities/sales-groups/sales-group-queries.js';
import { SingleImageUpload } from '../../ui/image-upload.js';
import { NumberInput } from '../../ui/number-input.js';
import { ShopItemCinemasField } from './shop-item-cinemas-field.js';
import { ShopItemComponentsField } from './shop-item-components-field.js';
import { ShopItemOptionsField } from './shop-item-options-field.js';
import { ShopItemRecipeField } from './shop-item-recipe-field.js';
import { asDate, fromDate, itemRule } from './shop-item-values.js';

const rateOptions = taxRates.map((t) => ({ value: t.value, label: t.label }));
const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

/** Fields of a shop item, shared by create and edit; a set has its contents, other items a recipe. */
export function ShopItemForm({ kind }: { kind: ShopItemKind }) {
  const form = Form.useFormInstance();
  const group = Form.useWatch('shopGroup', form) as string | undefined;
  const type = Form.useWatch('productType', form) as string | undefined;
  const stocked = Form.useWatch('inventoryControl', form) as boolean | undefined;
  const salesGroups = useSalesGroupOptions().data ?? [];
  return (
    <>
      <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item label={L.code} name="code" required rules={[itemRule]}>
              <Input maxLength={20} placeholder="F001" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.janCode} name="janCode" rules={[itemRule]} extra="8桁または13桁">
              <Input maxLength={13} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.state} name="state" rules={[itemRule]}>
              <Select options={shopItemState.options} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={L.name} name="name" required rules={[itemRule]}>
              <Input maxLength={50} placeholder="ポップコーン" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={L.nameKana} name="nameKana" rules={[itemRule]}>
              <Input maxLength={100} placeholder="ポップコーン" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              label={L.shopGroup}
              name="shopGroup"
              required
              rules={[itemRule]}
              extra="キッチンプリンターはこのグループで印刷します"
            >
              <Select options={shopGroup.options} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.category} name="category" rules={[itemRule]}>
              <Input maxLength={30} placeholder="ドリンク" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.sortOrder} name="sortOrder" rules={[itemRule]}>
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              label={L.saleFrom}
              name="saleFrom"
              rules={[itemRule]}
              getValueProps={asDate}
              normalize={fromDate}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.saleTo} name="saleTo" rules={[itemRule]} getValueProps={asDate} normalize={fromDate}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.recommended} name="recommended" valuePropName="checked">
              <Checkbox>おすすめ商品として表示</Checkbox>
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.image} name="image" rules={[itemRule]}>
              <SingleImageUpload label={L.image} purpose="shopItemImage" sizeHint={recommendedImageSize.label} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="価格・税" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item label={L.price} name="price" required rules={[itemRule]}>
              <NumberInput addonAfter="円" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              label={group === 'food' ? '税率（持ち帰り・場内）' : L.taxRate}
              name="taxRate"
              required
              rules={[itemRule]}
            >
              <Select options={rateOptions} />
            </Form.Item>
          </Col>
          {group === 'food' && (
            <Col {...third}>
              <Form.Item
                label={L.eatInTaxRate}
                name="eatInTaxRate"
                required
                rules={[itemRule]}
                extra="ロビーのテーブルで飲食する場合"
              >
                <Select options={rateOptions} />
              </Form.Item>
            </Col>
          )}
          <Col {...third}>
            <Form.Item label={L.taxDisplay} name="taxDisplay" rules={[itemRule]}>
              <Radio.Group options={taxHandling.options} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.purchasePrice} name="purchasePrice" rules={[itemRule]}>
              <NumberInput addonAfter="円" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.productType} name="productType" rules={[itemRule]}>
              <Radio.Group options={productType.options} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item label={L.salesGroupId} name="salesGroupId" rules={[itemRule]} extra="会計伝票の売上の科目">
              <Select allowClear placeholder="未割当" options={salesGroups} />
            </Form.Item>
          </Col>
          {type === 'CONSIGNMENT' && (
            <>
              <Col {...half}>
                <Form.Item label={L.consignor} name="consignor" required rules={[itemRule]}>
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label={L.commissionRate} name="commissionRate" rules={[itemRule]}>
                  <NumberInput addonAfter="%" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
      </Card>
      <Card title="在庫" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label={L.inventoryControl} name="inventoryControl" valuePropName="checked">
              <Checkbox>在庫を管理する</Checkbox>
            </Form.Item>
          </Col>
          {stocked && (
            <Col {...half}>
              <Form.Item label={L.minStock} name="minStock" rules={[itemRule]}>
                <NumberInput style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>
      {kind === 'set' ? (
        <Card
          title="セット内容（同じ選択グループの商品からお客様が選びます）"
          size="small"
          style={{ marginBottom: 16 }}
        >
          <ShopItemComponentsField />
        </Card>
      ) : (
        <>
          <Card title="オプション（サイズ・フレーバーなど）" size="small" style={{ marginBottom: 16 }}>
            <ShopItemOptionsField />
          </Card>
          <Card title="レシピ（1個あたりの原材料）" size="small" style={{ marginBottom: 16 }}>
            <ShopItemRecipeField />
          </Card>
        </>
      )}
      <Card title="劇場での販売" size="small" style={{ marginBottom: 16 }}>
        <ShopItemCinemasField />
      </Card>
    </>
  );
}
