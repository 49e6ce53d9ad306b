import { Form, Input } from 'antd';
import {
  priceTemplateCopyBody,
  priceTemplateEndpoints,
  priceTemplateLabels as L,
  type PriceTemplateListItem,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { CopyModal, type CopyModalProps } from '../../ui/copy-modal.js';

const rule = zodRule(priceTemplateCopyBody.pick({ name: true }), withBlanks('name'));

/** コピー: a new template with the same 券種, under a new name. */
export function PriceTemplateCopyModal(props: CopyModalProps<PriceTemplateListItem>) {
  return (
    <CopyModal<{ name: string }>
      {...props}
      note="券種と料金をすべてコピーした新しい料金テンプレートを登録します。"
      copy={({ name }) => call(priceTemplateEndpoints.copy, { body: { id: props.source.id, name } })}
    >
      <Form.Item label={L.name} name="name" required rules={[rule]}>
        <Input maxLength={50} autoFocus />
      </Form.Item>
    </CopyModal>
  );
}
