import { Col, Form, Select, Switch } from 'antd';
import { firstAccountLabels } from '@cinema/contracts';
import { usePermission } from '../../api/session.js';
import { FirstAccountFields } from '../../ui/first-account-fields.js';
import { useRoleOptions } from '../../entities/roles/role-queries.js';

function StaffRoleSelect({
  brandId,
  ...props
}: {
  brandId?: number | null;
  value?: number;
  onChange?: (v: number) => void;
}) {
  const { data, isLoading } = useRoleOptions(brandId);
  return (
    <Select<number>
      aria-label={firstAccountLabels.roleId}
      placeholder="ロールを選択してください"
      loading={isLoading}
      options={(data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      {...props}
    />
  );
}

/**
 * 劇場登録's optional section: the cinema's first staff account, created with the cinema and
 * assigned to it. Offered to those who may create users.
 */
export function CinemaFirstStaff({ chooseBrand }: { chooseBrand: boolean }) {
  const canCreateUsers = usePermission('users').can('create');
  if (!canCreateUsers) return null;
  return (
    <>
      <Form.Item name="withStaff" valuePropName="checked" label="最初のスタッフアカウント">
        <Switch checkedChildren="作成する" unCheckedChildren="作成しない" />
      </Form.Item>
      <Form.Item noStyle dependencies={['withStaff', 'brandId']}>
        {({ getFieldValue }) =>
          getFieldValue('withStaff') && (
            <FirstAccountFields
              section="firstStaff"
              title="最初のスタッフアカウント"
              note="この劇場に割り当てたスタッフアカウントを劇場と同時に作成します。"
              extra={
                <Col xs={24} md={12}>
                  <Form.Item
                    label={firstAccountLabels.roleId}
                    name={['firstStaff', 'roleId']}
                    rules={[{ required: true, message: `「${firstAccountLabels.roleId}」を選択してください` }]}
                  >
                    <StaffRoleSelect brandId={chooseBrand ? (getFieldValue('brandId') ?? null) : undefined} />
                  </Form.Item>
                </Col>
              }
            />
          )
        }
      </Form.Item>
    </>
  );
}
