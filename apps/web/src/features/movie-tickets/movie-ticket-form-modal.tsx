import { Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  movieTicketArea,
  movieTicketCreateBody,
  movieTicketEndpoints,
  movieTicketKind,
  movieTicketLabels as L,
  type MovieTicket,
  type MovieTicketCreateBody,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';
import { NumberInput } from '../../ui/number-input.js';

const rule = zodRule(movieTicketCreateBody, withBlanks('code', 'name'));
const defaults: Partial<MovieTicketCreateBody> = {
  kind: 'general',
  area: 'national',
  users: 1,
  glassesFee: 0,
  sortOrder: 100,
  active: true,
};

const toValues = (t: MovieTicket): MovieTicketCreateBody => ({
  code: t.code,
  name: t.name,
  kind: t.kind,
  area: t.area,
  users: t.users,
  sellAmount: t.sellAmount,
  bookedAmount: t.bookedAmount,
  glassesFee: t.glassesFee,
  sortOrder: t.sortOrder,
  active: t.active,
});

const yenInput = () => <NumberInput step={100} style={{ width: '100%' }} suffix="円" />;

/** One ムビチケ 券種 of the brand; a stale save shows the 券種マスター message (docs/api-conventions.md, "errors"). */
export function MovieTicketFormModal(props: EditorModalProps<MovieTicket>) {
  return (
    <RecordModalForm
      {...props}
      title={props.record ? 'ムビチケ券種編集' : 'ムビチケ券種登録'}
      width={680}
      toValues={toValues}
      defaults={defaults}
      create={movieTicketEndpoints.create}
      update={movieTicketEndpoints.update}
    >
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label={L.code} name="code" required rules={[rule]} extra="電子券区分・券種コード（半角英数字）">
              <Input maxLength={20} placeholder="0101" />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label={L.name} name="name" required rules={[rule]}>
              <Input maxLength={50} placeholder="ムビチケ一般" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.kind} name="kind" required rules={[rule]}>
              <Select options={movieTicketKind.options} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.area} name="area" required rules={[rule]}>
              <Select options={movieTicketArea.options} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.users} name="users" required rules={[rule]} extra="ペア券は2">
              <NumberInput style={{ width: '100%' }} suffix="名" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.sellAmount} name="sellAmount" required rules={[rule]} extra="お客様の購入金額">
              {yenInput()}
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              label={L.bookedAmount}
              name="bookedAmount"
              required
              rules={[rule]}
              extra="興行収入に計上する金額"
            >
              {yenInput()}
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.glassesFee} name="glassesFee" rules={[rule]} extra="3D上映のメガネ代">
              {yenInput()}
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.sortOrder} name="sortOrder" rules={[rule]}>
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.active} name="active" valuePropName="checked" rules={[rule]}>
              <Switch checkedChildren="有効" unCheckedChildren="停止" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </RecordModalForm>
  );
}
