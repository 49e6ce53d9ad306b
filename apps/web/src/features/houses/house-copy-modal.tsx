import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { houseCopyBody, type HouseCopyBody, type HouseListItem } from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { applyServerErrors, withBlanks, zodRule } from '../../lib/zod-form.js';
import { copyHouse } from './houses-api.js';

const rule = zodRule(houseCopyBody, withBlanks('name', 'code'));

/** コピー: a new screen with the same seat plan, formats and standing capacity, under a new name and code. */
export function HouseCopyModal({
  source,
  onClose,
  onCopied,
}: {
  source: HouseListItem;
  onClose: () => void;
  onCopied: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<Omit<HouseCopyBody, 'id'>>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Omit<HouseCopyBody, 'id'>) => {
    setSaving(true);
    try {
      await copyHouse({ id: source.id, ...values });
      await onCopied();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors(form, err.errors);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`「${source.name}」をコピー`}
      okText="コピーする"
      cancelText="キャンセル"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">座席表・対応上映方式・立見定員をコピーした新しいスクリーンを登録します。</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ name: `${source.name}（コピー）`, code: '' }} onFinish={submit}>
        <Form.Item label="スクリーン名" name="name" required rules={[rule]}>
          <Input maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item label="スクリーンコード" name="code" required rules={[rule]} extra="半角英数字・ハイフン・アンダースコア（10文字以内）">
          <Input maxLength={10} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
