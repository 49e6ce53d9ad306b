import { Checkbox, Form, Input } from 'antd';
import {
  stockLocationCreateBody,
  stockLocationEndpoints,
  stockLocationLabels as L,
  type StockLocation,
  type StockLocationCreateInput,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

type Values = Omit<StockLocationCreateInput, 'cinemaId'>;
const rule = zodRule(stockLocationCreateBody, withBlanks('name'));
const toValues = (l: StockLocation): Values => ({ name: l.name, forSales: l.forSales });

/** 保管場所の追加・編集: its name, and whether sales take stock from it. */
export function StockLocationFormModal(props: EditorModalProps<StockLocation>) {
  // 販売用 moves by marking another location: the current one cannot be unmarked here.
  const salesNow = props.record?.forSales ?? false;
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '保管場所の編集' : '保管場所の追加'}
      toValues={toValues}
      defaults={{ name: '', forSales: false }}
      create={stockLocationEndpoints.create}
      update={stockLocationEndpoints.update}
      width={480}
    >
      {() => (
        <>
          <Form.Item label={L.name} name="name" required rules={[rule]}>
            <Input maxLength={30} placeholder="倉庫" />
          </Form.Item>
          <Form.Item
            name="forSales"
            valuePropName="checked"
            rules={[rule]}
            extra={
              salesNow
                ? '販売用を別の保管場所に移すには、その保管場所を「販売用」にしてください。'
                : '販売時はこの保管場所から在庫を差し引きます（販売用は劇場に1つ。これまでの販売用は外れます）。'
            }
          >
            <Checkbox disabled={salesNow}>{L.forSales}にする</Checkbox>
          </Form.Item>
        </>
      )}
    </RecordModalForm>
  );
}
