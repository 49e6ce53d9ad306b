import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { clHistoryLabels, transactionHistoryClEndpoints, type HistoryType } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useCinemaOptions } from '../../entities/cinemas/cinema-queries.js';
import { ClientSelect } from '../../entities/clients/client-select.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ModalForm } from '../../ui/modal-form.js';
import { useHistoryOptions } from './history-queries.js';

const L = clHistoryLabels;

interface Values {
  cinemaId?: number;
  clientId?: number;
  accountDate?: Dayjs | null;
  memo?: string;
  lines: { itemId?: number; quantity?: number; unitPrice?: number }[];
}

/** 掛売登録: a back-office sale of shop or その他 items (鑑賞券, 貸館料…) owed by a 取引先. */
export function ClSaleModal(props: { open: boolean; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const cinemas = useCinemaOptions(null, props.open).data ?? [];
  const items = (useHistoryOptions(null).data?.items ?? []) as {
    id: number;
    code: string;
    name: string;
    price: number;
    type: HistoryType;
  }[];
  const submit = (v: Values) =>
    call(transactionHistoryClEndpoints.create, {
      body: {
        cinemaId: v.cinemaId as number,
        clientId: v.clientId as number,
        accountDate: v.accountDate ? v.accountDate.format('YYYY-MM-DD') : null,
        memo: v.memo ?? null,
        lines: v.lines
          .filter((l) => l.itemId)
          .map((l) => ({
            type: items.find((i) => i.id === l.itemId)?.type === 'other' ? ('other' as const) : ('shop' as const),
            itemId: l.itemId as number,
            quantity: l.quantity ?? 1,
            unitPrice: l.unitPrice ?? 0,
          })),
      },
    });
  return (
    <ModalForm<Values>
      title="掛売登録"
      open={props.open}
      onClose={props.onClose}
      initialValues={{ lines: [{ quantity: 1 }] }}
      submit={submit}
      onSaved={props.onSaved}
      okText="登録"
      width={720}
    >
      {(form) => (
        <>
          <Form.Item label={L.cinemaId} name="cinemaId" required>
            <Select options={cinemas.map((c) => ({ value: c.id, label: c.name }))} placeholder="劇場を選択" />
          </Form.Item>
          <Form.Item label={L.clientId} name="clientId" required>
            <ClientSelect />
          </Form.Item>
          <Form.Item label={L.accountDate} name="accountDate" extra="空欄のときは本日">
            <DatePicker />
          </Form.Item>
          <Form.Item label={L.lines} required>
            <Form.List name="lines">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item name={[field.name, 'itemId']}>
                        <Select
                          showSearch
                          optionFilterProp="label"
                          placeholder="商品・その他売上項目"
                          aria-label="商品"
                          style={{ width: 300 }}
                          options={items.map((i) => ({ value: i.id, label: `${i.code} ${i.name}` }))}
                          onChange={(id: number) =>
                            form.setFieldValue(
                              ['lines', field.name, 'unitPrice'],
                              items.find((i) => i.id === id)?.price,
                            )
                          }
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'quantity']}>
                        <InputNumber min={1} max={999} aria-label="数量" addonAfter="点" style={{ width: 110 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'unitPrice']}>
                        <InputNumber min={0} aria-label="単価" addonAfter="円" style={{ width: 140 }} />
                      </Form.Item>
                      <Button icon={<DeleteOutlined />} aria-label="明細を削除" onClick={() => remove(field.name)} />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                    明細を追加
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item label={L.memo} name="memo">
            <Input.TextArea rows={2} maxLength={200} placeholder="例：団体鑑賞（○○株式会社）" />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
