import { Form, Input } from 'antd';
import {
  houseCopyBody,
  houseEndpoints,
  houseLabels as L,
  type HouseCopyBody,
  type HouseListItem,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { CopyModal, type CopyModalProps } from '../../ui/copy-modal.js';

const rule = zodRule(houseCopyBody, withBlanks('name', 'code'));

/** コピー: a new screen with the same seat plan, formats and standing capacity, under a new name and code. */
export function HouseCopyModal(props: CopyModalProps<HouseListItem>) {
  return (
    <CopyModal<Omit<HouseCopyBody, 'id'>>
      {...props}
      note="座席表・対応上映方式・立見定員をコピーした新しいスクリーンを登録します。"
      initialValues={{ code: '' }}
      copy={(values) => call(houseEndpoints.copy, { body: { id: props.source.id, ...values } })}
    >
      <Form.Item label={L.name} name="name" required rules={[rule]}>
        <Input maxLength={50} autoFocus />
      </Form.Item>
      <Form.Item
        label={L.code}
        name="code"
        required
        rules={[rule]}
        extra="半角英数字・ハイフン・アンダースコア（10文字以内）"
      >
        <Input maxLength={10} />
      </Form.Item>
    </CopyModal>
  );
}
