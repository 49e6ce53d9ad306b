import { Form, Input, Radio } from 'antd';
import {
  couponEndpoints,
  couponSerialIssueBody,
  couponSerialStateBody,
  serialAction,
  serialLabels as L,
  MAX_SERIAL_ISSUE,
  type CouponSerialStateBody,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { zodRule } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';
import { NumberInput } from '../../ui/number-input.js';

const issueRule = zodRule(couponSerialIssueBody);
const stateRule = zodRule(couponSerialStateBody);

interface DialogProps {
  couponId: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** シリアル発行: N serials at once, numbered after the last ones. */
export function SerialIssueDialog(p: DialogProps) {
  return (
    <ModalForm<{ count: number; note?: string | null }>
      title="シリアル発行"
      okText="発行する"
      open={p.open}
      onClose={p.onClose}
      onSaved={p.onSaved}
      initialValues={{ count: 100 }}
      submit={(v) => call(couponEndpoints.serialIssue, { body: { couponId: p.couponId, ...v } })}
    >
      {() => (
        <>
          <Form.Item
            label={L.count}
            name="count"
            required
            rules={[issueRule]}
            extra={`1回に${MAX_SERIAL_ISSUE.toLocaleString('ja-JP')}枚まで`}
          >
            <NumberInput suffix="枚" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="備考" name="note" rules={[issueRule]}>
            <Input maxLength={200} placeholder="配布先・用途など" />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}

type StateValues = Omit<CouponSerialStateBody, 'couponId'>;

/**
 * 有効化・無効化: the selected serials (serialIds) or a range of numbers. Invalidating asks for a
 * reason, which the list and the audit log keep.
 */
export function SerialStateDialog(p: DialogProps & { serialIds?: number[]; action?: StateValues['action'] }) {
  const selected = p.serialIds?.length ?? 0;
  return (
    <ModalForm<StateValues>
      title={selected ? `選択した${selected}件の状態を変更` : '番号の範囲で状態を変更'}
      okText="変更する"
      open={p.open}
      onClose={p.onClose}
      onSaved={p.onSaved}
      initialValues={{ action: p.action ?? 'invalidate' }}
      submit={(v) =>
        call(couponEndpoints.serialState, {
          body: { ...v, couponId: p.couponId, ...(selected ? { serialIds: p.serialIds } : {}) },
        })
      }
    >
      {() => (
        <>
          <Form.Item label="操作" name="action" required>
            <Radio.Group options={serialAction.options} optionType="button" />
          </Form.Item>
          {!selected && (
            <Form.Item label="番号の範囲" required style={{ marginBottom: 0 }}>
              <Form.Item name="fromSeq" rules={[stateRule]} style={{ display: 'inline-block', width: 140 }}>
                <NumberInput placeholder={L.fromSeq} aria-label={L.fromSeq} />
              </Form.Item>
              <span style={{ display: 'inline-block', width: 24, textAlign: 'center' }}>〜</span>
              <Form.Item name="toSeq" rules={[stateRule]} style={{ display: 'inline-block', width: 140 }}>
                <NumberInput placeholder={L.toSeq} aria-label={L.toSeq} />
              </Form.Item>
            </Form.Item>
          )}
          <Form.Item noStyle dependencies={['action']}>
            {({ getFieldValue }) =>
              getFieldValue('action') === 'invalidate' && (
                <Form.Item label={L.reason} name="reason" required rules={[stateRule]}>
                  <Input maxLength={200} placeholder="紛失・印刷不良など" />
                </Form.Item>
              )
            }
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
