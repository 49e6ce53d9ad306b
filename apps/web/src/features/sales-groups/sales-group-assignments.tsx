import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Select, Skeleton, Table } from 'antd';
import { salesGroupEndpoints, salesGroupTarget, type SalesGroupTarget } from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { usePermission, useSession } from '../../api/session.js';
import { salesGroupKeys } from '../../entities/sales-groups/sales-group-queries.js';
import { applyServerErrors } from '../../lib/zod-form.js';
import { choicesKey } from './sales-group-form-modal.js';

type Values = { assignments: { target: SalesGroupTarget; salesGroupId: number | null }[] };

/** 券種・会費の割当: which 販売グループ books each 券種 and 会費 (shop items and payment methods name theirs). */
export function SalesGroupAssignmentsForm() {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const headOffice = useSession()?.adminType === 'brand';
  const perm = usePermission('accounting');
  const canSave = headOffice && perm.can('update');
  const detail = useQuery(endpointQuery(choicesKey, salesGroupEndpoints.assignments, {}));
  const data = detail.data;
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      assignments: salesGroupTarget.values.map((target) => ({
        target,
        salesGroupId: data.assignments.find((a) => a.target === target)?.salesGroupId ?? null,
      })),
    });
  }, [data, form]);

  const save = async () => {
    const values = form.getFieldsValue(true) as Values;
    setSaving(true);
    try {
      const saved = await call(salesGroupEndpoints.assign, { body: values });
      qc.setQueryData(choicesKey, saved);
      void qc.invalidateQueries({ queryKey: salesGroupKeys.all });
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors(form, err.errors);
    } finally {
      setSaving(false);
    }
  };

  if (detail.isError) return <Alert type="error" showIcon title={detail.error.message} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const groups = data.groups.map((o) => ({ value: o.id, label: o.name }));
  return (
    <Form form={form} layout="vertical" disabled={!canSave}>
      {groups.length === 0 && (
        <Alert
          type="info"
          showIcon
          title="販売グループがまだありません。「販売グループ」タブで登録してから割り当ててください。"
        />
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="target"
        dataSource={salesGroupTarget.values.map((target, i) => ({ target, i }))}
        columns={[
          { title: '券種・会費', dataIndex: 'target', render: (t: SalesGroupTarget) => salesGroupTarget.labels[t] },
          {
            title: '販売グループ',
            key: 'group',
            render: (_, row) => (
              <Form.Item name={['assignments', row.i, 'salesGroupId']} style={{ margin: 0 }}>
                <Select
                  allowClear
                  placeholder="未割当"
                  style={{ width: 260 }}
                  options={groups}
                  aria-label={`${salesGroupTarget.labels[row.target]}の販売グループ`}
                />
              </Form.Item>
            ),
          },
        ]}
      />
      {canSave && (
        <Button type="primary" loading={saving} onClick={() => void save()} style={{ marginTop: 16 }}>
          保存
        </Button>
      )}
    </Form>
  );
}
