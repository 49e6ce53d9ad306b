import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { accountLabels as L, profileUpdateBody, type ProfileUpdateBody } from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { applyServerErrors, zodRule } from '../../lib/zod-form.js';
import { StaleBanner } from '../../ui/stale-banner.js';
import { useFormGuard } from '../../ui/use-unsaved-guard.js';
import { useAccount, useSaveProfile } from './account-queries.js';

type ProfileValues = Omit<ProfileUpdateBody, 'version'>;
const rule = zodRule(profileUpdateBody);

/** The signed-in user's own name and e-mail address (PUT /api/account/profile). */
export function ProfileForm({ accountId }: { accountId: number }) {
  const [form] = Form.useForm<ProfileValues>();
  const saveProfile = useSaveProfile();
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const unsaved = useFormGuard();
  const detail = useAccount(accountId);
  const record = detail.data;

  useEffect(() => {
    if (record) form.setFieldsValue({ displayName: record.displayName, email: record.email });
  }, [record, form]);

  const save = async (values: ProfileValues) => {
    if (!record) return;
    setSaving(true);
    setStale(false);
    try {
      await saveProfile({ ...values, version: record.version });
      unsaved.saved();
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
      {stale && (
        <StaleBanner
          onReload={() =>
            detail.refetch().then(() => {
              unsaved.saved();
              setStale(false);
            })
          }
        />
      )}
      {!record && !detail.isError ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form<ProfileValues>
          form={form}
          layout="vertical"
          onFinish={save}
          onValuesChange={unsaved.onValuesChange}
          disabled={!record}
        >
          <Form.Item label={L.userName}>
            <Input value={record?.userName} readOnly variant="filled" />
          </Form.Item>
          <Form.Item label={L.displayName} name="displayName" required rules={[rule]}>
            <Input maxLength={50} autoComplete="name" />
          </Form.Item>
          <Form.Item label={L.email} name="email" required rules={[rule]}>
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
