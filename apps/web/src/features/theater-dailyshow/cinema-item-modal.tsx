import dayjs, { type Dayjs } from 'dayjs';
import { Form, Switch, Typography } from 'antd';
import {
  cinemaShopItemBody,
  cinemaShopItemEndpoints,
  cinemaShopItemLabels as C,
  type CinemaShopItem,
  type CinemaShopItemInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { yen } from '../../lib/format.js';
import { zodRule } from '../../lib/zod-form.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ModalForm } from '../../ui/modal-form.js';
import { NumberInput } from '../../ui/number-input.js';

const rule = zodRule(cinemaShopItemBody);
const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

/** 販売する, 価格 and 販売期間 of one item at the chosen cinema; blanks fall back to the master. */
export function CinemaItemModal(props: {
  item: CinemaShopItem | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { item } = props;
  return (
    <ModalForm<CinemaShopItemInput>
      title={item ? `販売設定：${item.code} ${item.name}` : '販売設定'}
      open={item != null}
      onClose={props.onClose}
      onSaved={props.onSaved}
      initialValues={
        item
          ? {
              shopItemId: item.shopItemId,
              enabled: item.enabled,
              price: item.price,
              saleFrom: item.saleFrom,
              saleTo: item.saleTo,
              version: item.version,
            }
          : {}
      }
      submit={(values) => call(cinemaShopItemEndpoints.update, { body: { ...values, price: values.price ?? null } })}
    >
      {() =>
        item && (
          <>
            <Form.Item name="shopItemId" hidden>
              <input />
            </Form.Item>
            <Form.Item name="version" hidden>
              <input />
            </Form.Item>
            <Form.Item label={C.enabled} name="enabled" valuePropName="checked">
              <Switch checkedChildren="する" unCheckedChildren="しない" />
            </Form.Item>
            <Form.Item
              label={`${C.price}（円）`}
              name="price"
              rules={[rule]}
              extra={`空欄のときは商品マスタの価格（${yen(item.masterPrice)}）で販売します`}
            >
              <NumberInput style={{ width: 200 }} placeholder={String(item.masterPrice)} aria-label={C.price} />
            </Form.Item>
            <Form.Item label={C.saleFrom} name="saleFrom" rules={[rule]} getValueProps={asDate} normalize={fromDate}>
              <DatePicker style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              label={C.saleTo}
              name="saleTo"
              rules={[rule]}
              getValueProps={asDate}
              normalize={fromDate}
              dependencies={['saleFrom']}
            >
              <DatePicker style={{ width: 200 }} />
            </Form.Item>
            <Typography.Text type="secondary">
              販売期間の空欄は商品マスタの販売期間（{item.masterSaleFrom ?? '指定なし'}〜
              {item.masterSaleTo ?? '指定なし'}）に従います。
            </Typography.Text>
          </>
        )
      }
    </ModalForm>
  );
}
