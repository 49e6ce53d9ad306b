import { Alert, Card, Col, Form, Input, Row, Switch } from 'antd';
import { ja, roleCreateBody, roleLabels as L } from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';
import { BrandSelect } from '../../entities/brands/brand-select.js';
import { PermissionMatrix } from './permission-matrix.js';

const rule = zodRule(roleCreateBody);

/** Fields of a role, shared by create and edit. A superAdmin picks the brand when creating. */
export function RoleForm({ chooseBrand, brandName }: { chooseBrand: boolean; brandName?: string }) {
  const isAdmin = Form.useWatch<boolean | undefined>('isAdmin');
  return (
    <>
      <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {chooseBrand && (
            <Col xs={24} md={12}>
              <Form.Item
                label={L.brandId}
                name="brandId"
                required
                rules={[{ required: true, message: ja.requiredSelect(L.brandId) }]}
              >
                <BrandSelect />
              </Form.Item>
            </Col>
          )}
          {brandName && (
            <Col xs={24} md={12}>
              <Form.Item label={L.brandId}>
                <Input value={brandName} readOnly variant="filled" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item label={L.name} name="name" required rules={[rule]}>
              <Input maxLength={50} placeholder="例：劇場スタッフ" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.description} name="description" rules={[rule]}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label="管理者ロール"
              name="isAdmin"
              valuePropName="checked"
              extra="本部のユーザーに管理者ロールを割り当てると、同じブランドのほかのユーザーとして代理ログインできます。"
            >
              <Switch checkedChildren="管理者" unCheckedChildren="一般" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={L.permissions} size="small" style={{ marginBottom: 16 }}>
        {isAdmin && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message="管理者ロールは、ブランドで利用するすべての機能の、すべての権限を持ちます。"
          />
        )}
        <Form.Item name="permissions" rules={[rule]}>
          <PermissionMatrix disabled={!!isAdmin} allGranted={!!isAdmin} />
        </Form.Item>
      </Card>
    </>
  );
}
