import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { accountEndpoints, authLabels as L, changePasswordBody, type ChangePasswordBody } from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { applyServerErrors, withBlanks, zodRule } from '../../lib/zod-form.js';

const rule = zodRule(changePasswordBody, withBlanks('oldPassword', 'newPassword', 'confirmPassword'));

/** Changes the signed-in user's password; the current one is asked first (POST /api/account/changePassword). */
export function PasswordForm() {
  const [form] = Form.useForm<ChangePasswordBody>();
  const [saving, setSaving] = useState(false);
  const save = async (values: ChangePasswordBody) => {
    setSaving(true);
    try {
      await call(accountEndpoints.changePassword, { body: values });
      form.resetFields();
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors(form, err.errors);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title="パスワード変更" size="small" style={{ marginBottom: 16 }}>
      <Form<ChangePasswordBody> form={form} layout="vertical" onFinish={save}>
        <Form.Item label={L.oldPassword} name="oldPassword" required rules={[rule]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={L.newPassword}
          name="newPassword"
          required
          dependencies={['oldPassword']}
          rules={[rule]}
          extra="8文字以上で、英字と数字を含めてください。"
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={L.confirmPassword}
          name="confirmPassword"
          required
          dependencies={['newPassword']}
          rules={[rule]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          パスワードを変更
        </Button>
      </Form>
    </Card>
  );
}
