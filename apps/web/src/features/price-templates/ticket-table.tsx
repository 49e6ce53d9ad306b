import { Button, Flex, Form, Input, Select, Space, Table, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { MAX_TEMPLATE_TICKETS, noTicketsMessage, salesDevice, ticketKind } from '@cinema/contracts';
import { TicketDetails } from './ticket-details.js';
import {
  blankTicket,
  purchaseUnitOptions,
  seatTypeOptions,
  templateRule,
  TICKETS,
  withPresets,
  type TicketRow,
} from './ticket-values.js';
import { NumberInput } from '../../ui/number-input.js';

const cell = { margin: 0 };
const atLeastOne = {
  validator: async (_: unknown, rows?: unknown[]) =>
    rows?.length ? undefined : Promise.reject(new Error(noTicketsMessage)),
};

/** The 券種 of a template as an editable table: one row each, the selling rules on a second line. */
export function TicketTable() {
  const form = Form.useFormInstance();
  const addPresets = () =>
    form.setFieldValue(TICKETS, withPresets((form.getFieldValue(TICKETS) as TicketRow[] | undefined) ?? []));
  const label = (i: number, what: string) => `${i + 1}行目の${what}`;

  return (
    <Form.List name={TICKETS} rules={[atLeastOne]}>
      {(fields, { add, remove, move }, { errors }) => (
        <>
          <Flex gap={8} style={{ marginBottom: 12 }} wrap>
            <Button icon={<ThunderboltOutlined />} onClick={addPresets}>
              標準の券種を追加
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(blankTicket())}
              disabled={fields.length >= MAX_TEMPLATE_TICKETS}
            >
              券種を追加
            </Button>
            <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
              「標準の券種を追加」で一般・大学生・高校生・中学・小学生・幼児・シニア・障がい者を一般的な料金で追加します。
            </Typography.Text>
          </Flex>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: '券種が登録されていません。「標準の券種を追加」または「券種を追加」から登録してください。',
            }}
            expandable={{
              expandedRowKeys: fields.map((f) => f.key),
              showExpandColumn: false,
              expandedRowRender: (f) => <TicketDetails row={f.name} />,
            }}
            columns={[
              {
                title: '#',
                key: 'no',
                width: 36,
                render: (_, f) => (
                  <>
                    {f.name + 1}
                    {/* The row's id travels with it (moves included), so an edit updates that 券種 in place. */}
                    <Form.Item name={[f.name, 'id']} hidden noStyle>
                      <Input />
                    </Form.Item>
                  </>
                ),
              },
              {
                title: '区分',
                key: 'kind',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'kind']} rules={[templateRule]} style={cell}>
                    <Select aria-label={label(f.name, '区分')} options={ticketKind.options} style={{ width: 130 }} />
                  </Form.Item>
                ),
              },
              {
                title: '券種名',
                key: 'name',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'name']} rules={[templateRule]} style={cell}>
                    <Input aria-label={label(f.name, '券種名')} maxLength={30} style={{ width: 140 }} />
                  </Form.Item>
                ),
              },
              ...(['price', 'additionalCharge'] as const).map((key) => ({
                title: key === 'price' ? '料金' : '追加料金',
                key,
                render: (_: unknown, f: { name: number }) => (
                  <Form.Item name={[f.name, key]} rules={[templateRule]} style={cell}>
                    <NumberInput
                      aria-label={label(f.name, key === 'price' ? '料金' : '追加料金')}
                      prefix="¥"
                      style={{ width: key === 'price' ? 120 : 100 }}
                    />
                  </Form.Item>
                ),
              })),
              {
                title: '対象座席',
                key: 'seatTypes',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'seatTypes']} rules={[templateRule]} style={cell}>
                    <Select
                      aria-label={label(f.name, '対象座席')}
                      mode="multiple"
                      options={seatTypeOptions}
                      style={{ width: 260 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '購入単位',
                key: 'purchaseUnit',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'purchaseUnit']} rules={[templateRule]} style={cell}>
                    <Select
                      aria-label={label(f.name, '購入単位')}
                      options={purchaseUnitOptions}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '購入上限',
                key: 'maxPurchases',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'maxPurchases']} rules={[templateRule]} style={cell}>
                    <NumberInput
                      aria-label={label(f.name, '購入上限枚数')}
                      placeholder="なし"
                      suffix="枚"
                      style={{ width: 90 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '販売端末',
                key: 'devices',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'devices']} rules={[templateRule]} style={cell}>
                    <Select
                      aria-label={label(f.name, '販売端末')}
                      mode="multiple"
                      options={salesDevice.options}
                      style={{ width: 250 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '販売時の注意メッセージ',
                key: 'alertMessage',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'alertMessage']} rules={[templateRule]} style={cell}>
                    <Input
                      aria-label={label(f.name, '注意メッセージ')}
                      maxLength={100}
                      placeholder="例：学生証をご提示ください"
                      style={{ width: 220 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '',
                key: 'actions',
                fixed: 'right',
                render: (_, f) => (
                  <Space size={0}>
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined />}
                      aria-label={`${f.name + 1}行目を上へ`}
                      disabled={f.name === 0}
                      onClick={() => move(f.name, f.name - 1)}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={`${f.name + 1}行目を下へ`}
                      disabled={f.name === fields.length - 1}
                      onClick={() => move(f.name, f.name + 1)}
                    />
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${f.name + 1}行目を削除`}
                      onClick={() => remove(f.name)}
                    />
                  </Space>
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
