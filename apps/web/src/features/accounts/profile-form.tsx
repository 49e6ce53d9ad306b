import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { profileUpdateBody, type Account, type ProfileUpdateBody } from '@cinema/contracts';
import { api, ApiError } from '../../api/client.js';
import { refreshSession } from '../../api/session.js';
import { applyServerErrors, zodRule } from '../../lib/zod-form.js';
import { accountEndpoints, accountKeys, updateProfile } from './accounts-api.js';
import { StaleBanner } from '../../ui/stale-banner.js';

type ProfileValues = Omit<ProfileUpdateBody, 'version'>;
const rule = zodRule(profileUpdateBody);

/** The signed-in user's own name and e-mail address (PUT /api/account/profile). */
export function ProfileForm({ accountId }: { accountId: number }) {
  const [form] = Form.useForm<ProfileValues>();
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const endpoint = accountEndpoints.detail(accountId);
  const detail = useQuery({ queryKey: [...accountKeys.all, 'detail', endpoint], queryFn: () => api<Account>(endpoint, { loading: false }) });
  const record = detail.data;

  useEffect(() => {
    if (record) form.setFieldsValue({ displayName: record.displayName, email: record.email });
  }, [record, form]);

  const save = async (values: ProfileValues) => {
    if (!record) return;
    setSaving(true);
    setStale(false);
    try {
      await updateProfile({ ...values, version: record.version });
      await qc.invalidateQueries({ queryKey: accountKeys.all });
      // The header shows the name from the session.
      await refreshSession().catch(() => undefined);
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.code === 'stale_version') setStale(true);
        applyServerErrors(form, err.errors);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="プロフィール" size="small" style={{ marginBottom: 16 }}>
      {detail.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={detail.error.message} />}
      {stale && <StaleBanner onReload={() => detail.refetch().then(() => setStale(false))} />}
      {!record && !detail.isError ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form<ProfileValues> form={form} layout="vertical" onFinish={save} disabled={!record}>
          <Form.Item label="ユーザー名">
            <Input value={record?.userName} readOnly variant="filled" />
          </Form.Item>
          <Form.Item label="氏名" name="displayName" required rules={[rule]}>
            <Input maxLength={50} autoComplete="name" />
          </Form.Item>
          <Form.Item label="メールアドレス" name="email" required rules={[rule]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Form>
      )}
    </Card>
  );
}
