import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { accountEndpoints, authLabels as L, changePasswordBody, ja, type ChangePasswordBody } from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { refreshSession } from '../../api/session.js';
import { applyServerErrors, withBlanks, zodRule } from '../../lib/zod-form.js';

/**
 * The first login of an account whose password an administrator set: the user chooses their own
 * before anything else. The current password is asked only when the login did not just give it
 * (the page was reloaded, or another screen was refused).
 */
export function FirstPasswordForm({
  oldPassword,
  onDone,
  onLogout,
}: {
  oldPassword: string | null;
  onDone: () => void;
  onLogout: () => void;
}) {
  const [form] = Form.useForm<ChangePasswordBody>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blanks = withBlanks('oldPassword', 'newPassword', 'confirmPassword');
  const rule = zodRule(changePasswordBody, (v) => ({ ...blanks(v), ...(oldPassword ? { oldPassword } : {}) }));
  const submit = async (values: ChangePasswordBody) => {
    setError(null);
    setBusy(true);
    try {
      const body = { ...values, oldPassword: oldPassword ?? values.oldPassword };
      await call(accountEndpoints.changePassword, { body }, { alert: false });
      await refreshSession();
      onDone();
    } catch (err) {
      if (err instanceof ApiError && !applyServerErrors(form, err.errors)) setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<ChangePasswordBody> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>パスワードの変更</h2>
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={ja.passwordChangeRequired} />
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} role="alert" />}
      {!oldPassword && (
        <Form.Item label={L.oldPassword} name="oldPassword" rules={[rule]}>
          <Input.Password autoFocus autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item
        label={L.newPassword}
        name="newPassword"
        rules={[rule]}
        dependencies={['oldPassword']}
        extra="8文字以上で、英字と数字を含めてください。"
      >
        <Input.Password autoFocus={!!oldPassword} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={L.confirmPassword} name="confirmPassword" dependencies={['newPassword']} rules={[rule]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        パスワードを変更して始める
      </Button>
      <Button type="link" block style={{ marginTop: 8 }} onClick={onLogout}>
        ログアウト
      </Button>
    </Form>
  );
}
