import { Card, Col, Form, Input, Row } from 'antd';
import { priceTemplateLabels as L } from '@cinema/contracts';
import { PricePreview } from './price-preview.js';
import { TicketTable } from './ticket-table.js';
import { templateRule } from './ticket-values.js';

/** Fields of a 料金テンプレート, shared by create and edit: its name, the 券種 table and a live preview. */
export function PriceTemplateForm() {
  return (
    <>
      <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label={L.name} name="name" required rules={[templateRule]}>
              <Input maxLength={50} placeholder="通常料金" />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label={L.note} name="note" rules={[templateRule]}>
              <Input maxLength={200} placeholder="例：レイトショーは20:00以降に開始する上映回" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={L.tickets} size="small" style={{ marginBottom: 16 }}>
        <TicketTable />
      </Card>
      <PricePreview />
    </>
  );
}
