import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { priceTemplateCopyBody, type PriceTemplateListItem } from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { applyServerErrors, withBlanks, zodRule } from '../../lib/zod-form.js';
import { copyPriceTemplate } from './price-templates-api.js';

const rule = zodRule(priceTemplateCopyBody.pick({ name: true }), withBlanks('name'));

/** コピー: a new template with the same 券種, under a new name. */
export function PriceTemplateCopyModal({
  source,
  onClose,
  onCopied,
}: {
  source: PriceTemplateListItem;
  onClose: () => void;
  onCopied: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await copyPriceTemplate({ id: source.id, name });
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
      <Typography.Paragraph type="secondary">券種と料金をすべてコピーした新しい料金テンプレートを登録します。</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ name: `${source.name}（コピー）` }} onFinish={submit}>
        <Form.Item label="テンプレート名" name="name" required rules={[rule]}>
          <Input maxLength={50} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
