import { Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { accountCreateBody, accountLabels as L, accountUpdateBody, ja } from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { BrandSelect } from '../../entities/brands/brand-select.js';
import { CinemaSelect } from '../../entities/cinemas/cinema-select.js';
import { accountTypeOptions } from './account-options.js';
import { RoleSelect } from './role-select.js';

// Blank texts let the cross-field rules (role, 担当劇場, confirmation) run before every field is filled.
const blanks = withBlanks('userName', 'displayName', 'email', 'password', 'confirmPassword');
const prepare = (v: Record<string, unknown>) => ({ cinemaIds: [], ...blanks(v) });

const createRule = zodRule(accountCreateBody, prepare);
const updateRule = (record: { id: number; version: number }) =>
  zodRule(accountUpdateBody, (v) => ({ ...prepare(v), ...record }));

/**
 * Fields of an account, shared by create and edit. The kind decides what else is asked: a
 * superAdmin has no brand or role, a cinema account needs its cinemas (担当劇場).
 */
export function AccountForm({ isSuper, record }: { isSuper: boolean; record?: { id: number; version: number } }) {
  const form = Form.useFormInstance();
  const type = Form.useWatch('type', form) as string | undefined;
  const brandId = Form.useWatch('brandId', form) as number | null | undefined;
  const rule = record ? updateRule(record) : createRule;
  const needsBrand = isSuper && type !== 'superAdmin';
  // A superAdmin picks the brand first; its roles and cinemas are the only valid choices.
  const brandMissing = needsBrand && !brandId;

  return (
    <>
      <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.userName}
              name="userName"
              required
              rules={record ? [] : [rule]}
              extra={record ? 'ログインIDは変更できません。' : 'ログインに使います。半角英数字と記号（. _ @ -）'}
            >
              <Input maxLength={50} readOnly={!!record} variant={record ? 'filled' : undefined} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.displayName} name="displayName" required rules={[rule]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.email} name="email" required rules={[rule]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="有効"
              name="active"
              valuePropName="checked"
              extra="無効にするとログインできなくなります。"
            >
              <Switch checkedChildren="有効" unCheckedChildren="無効" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.note} name="note" rules={[rule]}>
              <Input.TextArea rows={2} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="種類と権限" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.type}
              name="type"
              required
              rules={[{ required: true, message: ja.requiredSelect(L.type) }]}
            >
              <Select options={accountTypeOptions(isSuper)} />
            </Form.Item>
          </Col>
          {needsBrand && (
            <Col xs={24} md={12}>
              <Form.Item
                label={L.brandId}
                name="brandId"
                required
                rules={[{ required: true, message: ja.requiredSelect(L.brandId) }]}
              >
                <BrandSelect onChange={() => form.setFieldsValue({ roleId: null, cinemaIds: [] })} />
              </Form.Item>
            </Col>
          )}
          {type !== 'superAdmin' && (
            <Col xs={24} md={12}>
              <Form.Item label={L.roleId} name="roleId" required dependencies={['type']} rules={[rule]}>
                <RoleSelect
                  brandId={brandId}
                  disabled={brandMissing}
                  placeholder={brandMissing ? '先にブランドを選択してください' : undefined}
                />
              </Form.Item>
            </Col>
          )}
          {type === 'cinema' && (
            <Col xs={24} md={12}>
              <Form.Item label={L.cinemaIds} name="cinemaIds" required dependencies={['type']} rules={[rule]}>
                <CinemaSelect<number[]>
                  mode="multiple"
                  brandId={brandId}
                  disabled={brandMissing}
                  placeholder={brandMissing ? '先にブランドを選択してください' : undefined}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>
      <Card title="パスワード" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.password}
              name="password"
              required={!record}
              validateFirst
              rules={record ? [rule] : [{ required: true, message: ja.required(L.password) }, rule]}
              extra={record ? '変更する場合のみ入力してください' : '8文字以上で、英字と数字を含めてください。'}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.confirmPassword}
              name="confirmPassword"
              required={!record}
              dependencies={['password']}
              rules={[rule]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </>
  );
}
