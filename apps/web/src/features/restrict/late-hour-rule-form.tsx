import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { lateHourRuleBody, restrictEndpoints, restrictLabels as L, type LateHourRule } from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import { applyServerErrors, withBlanks, zodRule } from '../../lib/zod-form.js';
import { lateHourRuleReadQuery, restrictKeys } from './restrict-queries.js';

const explanation =
  '都道府県の青少年保護育成条例により、終了時刻がこの時刻を過ぎる上映回には、18歳未満の方は保護者同伴でも入場できません。' +
  '上映スケジュールとチケット販売で注意を表示します。';

interface Values {
  cutoff: string;
  note: string | null;
}

/** The cinema's late-hour rule for minors: the cut-off, with the prefecture's usual time as a hint. */
export function LateHourRuleForm({ cinemaId }: { cinemaId: number | null }) {
  const perm = usePermission('film');
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const result = useQuery(lateHourRuleReadQuery(cinemaId));
  const rule = result.data;
  const rules = [zodRule(lateHourRuleBody, (v) => ({ ...withBlanks('cutoff')(v), version: rule?.version ?? 0 }))];

  useEffect(() => {
    if (rule) form.setFieldsValue({ cutoff: rule.cutoff, note: rule.note });
  }, [rule, form]);

  const onFinish = async (values: Values) => {
    if (!rule) return;
    setSaving(true);
    try {
      const saved = await call(restrictEndpoints.updateLateHourRule, { body: { ...values, version: rule.version } });
      qc.setQueryData<LateHourRule>(restrictKeys.lateHourRule(cinemaId), saved);
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors(form, err.errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title="18歳未満の深夜入場制限" style={{ marginBottom: 16 }} loading={result.isPending}>
      {result.isError && <Alert type="error" showIcon title={result.error.message} />}
      {rule && (
        <>
          <Typography.Paragraph>{explanation}</Typography.Paragraph>
          {!rule.confirmed && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title="まだ確認されていません"
              description={`${rule.prefectureName ?? '所在地'}の目安（${rule.suggestedCutoff}）を表示しています。条例は都道府県で異なります。必ず確認してから保存してください。`}
            />
          )}
          <Form<Values>
            form={form}
            name="lateHourRule"
            layout="inline"
            onFinish={onFinish}
            disabled={!perm.can('update')}
          >
            <Form.Item label={L.cutoff} name="cutoff" required rules={rules}>
              <Input placeholder="23:00" maxLength={5} style={{ width: 90 }} />
            </Form.Item>
            <Form.Item label={L.note} name="note" rules={rules}>
              <Input placeholder="確認した条例名など" maxLength={200} style={{ width: 320 }} />
            </Form.Item>
            {perm.can('update') && (
              <Button type="primary" htmlType="submit" loading={saving}>
                保存
              </Button>
            )}
          </Form>
          <Space size="large" wrap style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">
              {rule.prefectureName ?? '所在地'}の目安：{rule.suggestedCutoff}
            </Typography.Text>
            {rule.confirmed && <Typography.Text type="secondary">最終更新：{dateTime(rule.updatedAt)}</Typography.Text>}
          </Space>
        </>
      )}
    </Card>
  );
}
