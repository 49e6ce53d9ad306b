import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Form, Input, Select, Table, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { countedQuantity, inventoryEndpoints, inventoryMessages, type StockCount } from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { dateTime, num } from '../../lib/format.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ModalForm } from '../../ui/modal-form.js';
import { inventoryKeys, useLocationOptions } from './inventory-queries.js';

type Values = { lines: { counted?: string }[] };

const countedRule = {
  validator: (_: unknown, v: string | undefined) =>
    !v || countedQuantity.safeParse(v).success
      ? Promise.resolve()
      : Promise.reject(new Error(inventoryMessages.counted)),
};

/** The sheet's lines as inputs: each item's theoretical stock and its counted quantity (blank: not counted). */
function CountTable({ form, sheet }: { form: FormInstance<Values>; sheet: StockCount | undefined }) {
  useEffect(() => {
    if (sheet)
      form.setFieldsValue({ lines: sheet.lines.map((l) => ({ counted: l.counted == null ? '' : String(l.counted) })) });
  }, [form, sheet]);
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      scroll={{ y: 420 }}
      loading={!sheet}
      dataSource={sheet?.lines ?? []}
      columns={[
        { title: 'コード', dataIndex: 'code', width: 90 },
        { title: '名称', dataIndex: 'name' },
        { title: '単位', dataIndex: 'unit', width: 60 },
        { title: '理論在庫', dataIndex: 'theoretical', align: 'right', width: 100, render: (v: number) => num(v) },
        {
          title: '実棚数',
          key: 'counted',
          width: 150,
          render: (_: unknown, l, i) => (
            <Form.Item name={['lines', i, 'counted']} rules={[countedRule]} style={{ margin: 0 }}>
              <Input inputMode="numeric" aria-label={`${l.name}の実棚数`} style={{ textAlign: 'right' }} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}

/** 棚卸入力: counted quantities of a location on a date; saving turns each difference into a 棚卸差異 movement. */
export function StockCountModal(props: { open: boolean; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const locations = useLocationOptions();
  const [locationId, setLocationId] = useState<number | undefined>();
  // Until a date is chosen the API answers for the cinema's current business day (営業日): at 01:30 that is still
  // yesterday, and a count for the calendar date would be refused as a future date.
  const [chosenDate, setCountDate] = useState<string | undefined>();
  const location = locationId ?? locations[0]?.value;
  const sheet = useQuery({
    ...endpointQuery([...inventoryKeys.all, 'count', location, chosenDate], inventoryEndpoints.count, {
      query: { locationId: location!, countDate: chosenDate },
    }),
    enabled: props.open && location != null,
  });
  const countDate = chosenDate ?? sheet.data?.countDate;
  const today = sheet.data?.today;
  const submit = async ({ lines }: Values) => {
    const rows = sheet.data?.lines ?? [];
    // Blank lines are not counted; the API's line numbers are mapped back to the table's rows.
    const filled = rows.map((l, i) => ({ l, i, v: lines?.[i]?.counted?.trim() ?? '' })).filter((x) => x.v !== '');
    if (!filled.length) {
      void message.warning(inventoryMessages.noLines);
      throw new Error(inventoryMessages.noLines);
    }
    try {
      await call(inventoryEndpoints.saveCount, {
        body: {
          locationId: location!,
          countDate: countDate!,
          lines: filled.map(({ l, v }) => ({ shopItemId: l.shopItemId, ingredientId: l.ingredientId, counted: v })),
        },
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const errors = err.errors.map((e) => ({
        ...e,
        // Any problem of a line shows under its one input.
        field: e.field.replace(/^lines\.(\d+)\.\w+$/, (_, j: string) => `lines.${filled[Number(j)]?.i ?? j}.counted`),
      }));
      throw new ApiError(err.message, err.status, err.code, errors);
    }
  };
  return (
    <ModalForm<Values>
      title="棚卸入力"
      okText="保存"
      width={760}
      open={props.open}
      onClose={props.onClose}
      onSaved={async () => {
        await sheet.refetch();
        await props.onSaved();
      }}
      initialValues={{ lines: [] }}
      submit={submit}
    >
      {(form) => (
        <>
          <Flex gap={16} style={{ marginBottom: 12 }} align="center">
            <span>保管場所</span>
            <Select
              aria-label="保管場所"
              style={{ width: 140 }}
              value={location}
              options={locations}
              onChange={setLocationId}
            />
            <span>棚卸日</span>
            <DatePicker
              aria-label="棚卸日"
              allowClear={false}
              value={countDate ? dayjs(countDate) : undefined}
              disabledDate={(d) => today !== undefined && d.format('YYYY-MM-DD') > today}
              onChange={(d) => d && setCountDate(d.format('YYYY-MM-DD'))}
            />
          </Flex>
          {sheet.data?.countedAt && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={`この日の棚卸は入力済みです（${dateTime(sheet.data.countedAt)} ${sheet.data.countedBy ?? ''}）。変更した数量の差だけを記録します。`}
            />
          )}
          <CountTable form={form} sheet={sheet.data} />
          <div style={{ marginTop: 8, color: '#888' }}>
            実棚数を入力した行だけを登録します。理論在庫との差は「棚卸差異」として在庫に記録されます。
          </div>
        </>
      )}
    </ModalForm>
  );
}
