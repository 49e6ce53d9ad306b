import { Col, Form, Input, Row } from 'antd';
import {
  restrictCreateBody,
  restrictEndpoints,
  restrictLabels as L,
  type RestrictCreateInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';
import { NumberInput } from '../../ui/number-input.js';

const rule = zodRule(restrictCreateBody, withBlanks('code', 'label'));

/** A cinema's own classification code (e.g. R20 for a 20歳以上 event); the four 映倫 codes always exist. */
export function RestrictCodeFormModal(props: {
  open: boolean;
  nextSortOrder: number;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <ModalForm<RestrictCreateInput>
      title="区分を追加"
      open={props.open}
      onClose={props.onClose}
      okText="登録"
      initialValues={{ minAge: 0, sortOrder: props.nextSortOrder }}
      submit={(body) => call(restrictEndpoints.create, { body })}
      onSaved={props.onSaved}
    >
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label={L.code} name="code" required rules={[rule]} extra="半角英数字と + - _（例：R20）">
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item label={L.minAge} name="minAge" required rules={[rule]}>
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item label={L.sortOrder} name="sortOrder" rules={[rule]}>
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.label} name="label" required rules={[rule]}>
              <Input maxLength={50} placeholder="20歳以上限定の特別上映" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.notice} name="notice" rules={[rule]}>
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ModalForm>
  );
}
