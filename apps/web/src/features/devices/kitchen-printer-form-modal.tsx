import { Checkbox, Form, Radio } from 'antd';
import {
  fail,
  kitchenPrinterEndpoints,
  kitchenPrinterLabels as K,
  kitchenPrinterUpdateBody,
  paperWidth,
  shopGroup,
  type KitchenPrinter,
  type KitchenPrinterUpdateBody,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { zodRule } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';
import { NumberInput } from '../../ui/number-input.js';

type Values = Omit<KitchenPrinterUpdateBody, 'deviceId' | 'version'>;
const rule = zodRule(kitchenPrinterUpdateBody.omit({ deviceId: true, version: true }));

/** What a kitchen printer prints: the shop groups whose orders go there, on which paper, how many copies. */
export function KitchenPrinterFormModal(props: EditorModalProps<KitchenPrinter>) {
  const { record } = props;
  return (
    <ModalForm<Values>
      title={record ? `印刷設定：${record.name}` : '印刷設定'}
      open={props.open}
      onClose={props.onClose}
      initialValues={
        record ? { shopGroups: record.shopGroups, paperWidth: record.paperWidth, copies: record.copies } : {}
      }
      submit={(values) => {
        const { deviceId, version } = record ?? fail('the modal edits a printer');
        return call(kitchenPrinterEndpoints.update, { body: { ...values, deviceId, version } });
      }}
      onSaved={props.onSaved}
    >
      {() => (
        <>
          <Form.Item
            label={K.shopGroups}
            name="shopGroups"
            required
            rules={[rule]}
            extra="選んだグループの商品の注文がこのプリンターに印刷されます。"
          >
            <Checkbox.Group options={shopGroup.options} />
          </Form.Item>
          <Form.Item label={K.paperWidth} name="paperWidth" required rules={[rule]}>
            <Radio.Group options={paperWidth.options} optionType="button" />
          </Form.Item>
          <Form.Item label={K.copies} name="copies" required rules={[rule]} extra="1〜5部">
            <NumberInput style={{ width: 120 }} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
