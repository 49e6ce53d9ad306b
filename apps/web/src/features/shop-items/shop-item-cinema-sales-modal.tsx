import { Form, Radio, Typography } from 'antd';
import {
  cinemaSalesLabels as C,
  shopItemCinemaSalesBody,
  shopItemEndpoints,
  type ShopItemCinemaSalesInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { zodRule } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';
import { CinemaMultiSelect } from '../../entities/cinemas/cinema-multi-select.js';

type Values = Omit<ShopItemCinemaSalesInput, 'itemIds'>;
const rule = zodRule(shopItemCinemaSalesBody);
const sellingOptions = [
  { value: true, label: '販売する' },
  { value: false, label: '販売しない' },
];

/**
 * 劇場で販売する…: the selected items on or off in the chosen cinemas, in one request. A cinema's own
 * price and period stay; the server says how many settings changed.
 */
export function ShopItemCinemaSalesModal(props: {
  itemIds: number[];
  open: boolean;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <ModalForm<Values>
      title="劇場で販売する"
      open={props.open}
      onClose={props.onClose}
      onSaved={props.onSaved}
      okText="変更する"
      initialValues={{ cinemaIds: [], selling: true }}
      submit={(values) => call(shopItemEndpoints.cinemaSales, { body: { ...values, itemIds: props.itemIds } })}
    >
      {() => (
        <>
          <Typography.Paragraph>選択した{props.itemIds.length}件の商品の販売設定を変更します。</Typography.Paragraph>
          <Form.Item label={C.cinemaIds} name="cinemaIds" required rules={[rule]}>
            <CinemaMultiSelect />
          </Form.Item>
          <Form.Item label={C.selling} name="selling" extra="劇場で設定した価格・販売期間は変わりません">
            <Radio.Group options={sellingOptions} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
