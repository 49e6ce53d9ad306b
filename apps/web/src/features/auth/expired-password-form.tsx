import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import {
  authEndpoints,
  authLabels as L,
  updateExpiredPasswordBody,
  type UpdateExpiredPasswordBody,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { applyServerErrors, withBlanks, zodRule } from '../../lib/zod-form.js';

/** Shown after a password_expired answer: a new password, different from the old one, confirmed. */
export function ExpiredPasswordForm({
  userName,
  oldPassword,
  onDone,
}: {
  userName: string;
  oldPassword: string;
  onDone: (newPassword: string) => void;
}) {
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const blanks = withBlanks('newPassword', 'confirmPassword');
  const rule = zodRule(updateExpiredPasswordBody, (v) => ({ ...blanks(v), userName, oldPassword }));
  const submit = async (values: { newPassword: string; confirmPassword: string }) => {
    setError(null);
    const body: UpdateExpiredPasswordBody = { userName, oldPassword, ...values };
    try {
      await call(authEndpoints.updateExpiredPassword, { body }, { alert: false });
      onDone(values.newPassword);
    } catch (err) {
      if (err instanceof ApiError && !applyServerErrors(form, err.errors)) setError(err.message);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message="パスワードの有効期限が切れています。新しいパスワードを設定してください。"
      />
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} />}
      <Form.Item
        label={L.newPassword}
        name="newPassword"
        rules={[rule]}
        extra="8文字以上で、英字と数字を含めてください。"
      >
        <Input.Password autoFocus autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={L.confirmPassword} name="confirmPassword" dependencies={['newPassword']} rules={[rule]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        パスワードを変更してログイン
      </Button>
    </Form>
  );
}
