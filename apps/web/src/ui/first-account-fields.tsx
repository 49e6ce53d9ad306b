import type { ReactNode } from 'react';
import { z } from 'zod';
import { Card, Col, Form, Input, Row } from 'antd';
import { firstAccount, firstAccountLabels as L } from '@cinema/contracts';
import { zodRule } from '../lib/zod-form.js';

// The section's fields checked with the contract's schema; untouched boxes count as empty.
const ruleFor = (section: string) =>
  zodRule(z.object({ [section]: firstAccount }), (values) => ({
    [section]: { userName: '', displayName: '', email: '', password: '', ...(values[section] as object) },
  }));

/**
 * The first account created with a brand (its head-office administrator) or a cinema (its first
 * staff): ログインID, 氏名, メールアドレス and 初期パスワード, under the form field `section`.
 */
export function FirstAccountFields({
  section,
  title,
  note,
  extra,
}: {
  section: 'admin' | 'firstStaff';
  title: string;
  note: string;
  extra?: ReactNode;
}) {
  const rule = ruleFor(section);
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      <p style={{ marginTop: 0 }}>{note}</p>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={L.userName} name={[section, 'userName']} required rules={[rule]}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={L.displayName} name={[section, 'displayName']} required rules={[rule]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={L.email} name={[section, 'email']} required rules={[rule]}>
            <Input maxLength={255} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={L.password}
            name={[section, 'password']}
            required
            rules={[rule]}
            extra="初回ログイン後に本人が変更します。"
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        {extra}
      </Row>
    </Card>
  );
}
