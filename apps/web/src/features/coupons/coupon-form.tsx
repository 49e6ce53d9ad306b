import dayjs, { type Dayjs } from 'dayjs';
import { Card, Checkbox, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import {
  couponCreateBody,
  couponDiscountKind,
  couponKind,
  paperTicketKinds,
  couponExpiryType,
  couponLabels as L,
  couponState,
  salesDevice,
  seatTypeLabels,
  ticketKind,
} from '@cinema/contracts';
import { CinemaSelect } from '../../entities/cinemas/cinema-select.js';
import { ClientSelect } from '../../entities/clients/client-select.js';
import { useFilmNames } from '../../entities/films/film-queries.js';
import { useCouponShopGroups } from '../../entities/system/system-queries.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { kanaSearch } from '../../lib/option-search.js';
import { ScreeningVersionFields, ShopItemField } from './coupon-target-fields.js';

const rule = zodRule(couponCreateBody, withBlanks('name'));
const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
const seatOptions = Object.entries(seatTypeLabels).map(([value, label]) => ({ value, label }));
const paperKindOptions = paperTicketKinds.map((value) => ({ value, label: couponKind.labels[value] }));

/** 鑑賞券・招待券・前売券: the kind, 額面 and 計上単価 instead of a discount, and the films it admits to. */
function PaperTicketFields() {
  const films = useFilmNames();
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item label={L.kind} name="kind" required rules={[rule]}>
          <Radio.Group options={paperKindOptions} optionType="button" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label={L.faceValue} name="faceValue" rules={[rule]}>
          <NumberInput prefix="¥" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label={L.bookedAmount} name="bookedAmount" rules={[rule]} extra="使用時に興行収入として計上する金額">
          <NumberInput prefix="¥" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label={L.filmIds} name="filmIds" rules={[rule]}>
          <Select
            mode="multiple"
            allowClear
            showSearch={kanaSearch}
            loading={films.isLoading}
            options={(films.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            placeholder="すべての作品"
          />
        </Form.Item>
      </Col>
    </>
  );
}

/** Fields of a クーポン (or, with paperTicket, a 鑑賞券・招待券・前売券), shared by create and edit. */
export function CouponForm({ paperTicket = false }: { paperTicket?: boolean }) {
  const shopGroups = useCouponShopGroups();
  const expiry = Form.useWatch('expiryType');
  const kind = Form.useWatch('discountKind');
  return (
    <>
      <Card size="small" title="基本" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={paperTicket ? '券名' : L.name} name="name" required rules={[rule]}>
              <Input maxLength={60} placeholder={paperTicket ? '法人向け鑑賞券' : '会員100円引きクーポン'} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={L.state} name="state" rules={[rule]}>
              <Radio.Group options={couponState.options} optionType="button" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={L.description} name="description" rules={[rule]}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
          {paperTicket ? (
            <PaperTicketFields />
          ) : (
            <>
              <Col xs={24} md={12}>
                <Form.Item label={L.discountKind} name="discountKind" required rules={[rule]}>
                  <Radio.Group options={couponDiscountKind.options} optionType="button" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  label={kind === 'fixedPrice' ? '優待価格' : '割引額'}
                  name="discountAmount"
                  required
                  rules={[rule]}
                >
                  <NumberInput prefix="¥" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={12} md={6}>
            <Form.Item label={L.usageLimit} name="usageLimit" required rules={[rule]}>
              <NumberInput suffix="回" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title="対象（空欄はすべて）" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {!paperTicket && (
            <Col xs={24} md={12}>
              <Form.Item label={L.ticketKinds} name="ticketKinds" rules={[rule]}>
                <Select mode="multiple" allowClear options={ticketKind.options} placeholder="すべての券種" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item label={L.seatTypes} name="seatTypes" rules={[rule]}>
              <Select mode="multiple" allowClear options={seatOptions} placeholder="すべての座席" />
            </Form.Item>
          </Col>
          <ScreeningVersionFields />
          {!paperTicket && (
            <Col xs={24} md={12}>
              <Form.Item label={L.shopGroups} name="shopGroups" rules={[rule]}>
                <Select
                  mode="multiple"
                  allowClear
                  options={shopGroups.data ?? []}
                  placeholder="売店は対象外（券種のみ）"
                />
              </Form.Item>
            </Col>
          )}
          {!paperTicket && <ShopItemField />}
          {!paperTicket && (
            <Col xs={12} md={6}>
              <Form.Item label={L.minPurchase} name="minPurchase" rules={[rule]}>
                <NumberInput prefix="¥" style={{ width: '100%' }} placeholder="なし" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item label={L.cinemaIds} name="cinemaIds" rules={[rule]}>
              <CinemaSelect<number[]> mode="multiple" allowClear placeholder="すべての劇場" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.clientId}
              name="clientId"
              rules={[rule]}
              extra={paperTicket ? '販売先・贈呈先の法人' : '発行先・費用負担の取引先'}
            >
              <ClientSelect placeholder="なし" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.channels} name="channels" required rules={[rule]}>
              <Checkbox.Group options={salesDevice.options} />
            </Form.Item>
          </Col>
          {!paperTicket && (
            <Col xs={12} md={6}>
              <Form.Item
                label={L.combinable}
                name="combinable"
                valuePropName="checked"
                extra="割引ルールと同時に使えます。"
              >
                <Switch />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>
      <Card size="small" title="有効期限" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={L.expiryType} name="expiryType" required rules={[rule]}>
              <Radio.Group options={couponExpiryType.options} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={L.validFrom} name="validFrom" rules={[rule]} getValueProps={asDate} normalize={fromDate}>
              <DatePicker placeholder="すぐに" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {expiry === 'deadline' && (
            <Col xs={12} md={6}>
              <Form.Item
                label={L.validUntil}
                name="validUntil"
                required
                rules={[rule]}
                getValueProps={asDate}
                normalize={fromDate}
              >
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          {(expiry === 'daysFromIssue' || expiry === 'daysFromActivation') && (
            <Col xs={12} md={6}>
              <Form.Item label={L.validDays} name="validDays" required rules={[rule]} extra="初日を含めた日数">
                <NumberInput suffix="日" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            <Form.Item label={L.note} name="note" rules={[rule]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </>
  );
}
