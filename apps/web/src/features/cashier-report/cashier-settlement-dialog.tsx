import { Col, Descriptions, Form, Input, Row, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  cashierReportEndpoints,
  cashierSettlementLabels as L,
  cashierSettlementMessages as msg,
  countedTotalOf,
  denominations,
  type CashierReportDetail,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { signedYenText, yenText } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { ModalForm } from '../../ui/modal-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { cashierReportKeys } from './cashier-report-keys.js';

// レジ精算's console 精算 and 再精算 (docs/sales.md, "console settlement"): the drawer counted by denomination, its total
// and 過不足 against 理論現金在高 as they are typed, a reason required for a difference (and for a 再精算), and a
// confirmation before it is saved. The API computes the same figures again and has the last word.

type Values = {
  countedCash: Partial<Record<string, number | null>>;
  overShortReason?: string;
  reason?: string;
};

const pieces = (value: unknown) => {
  if (value == null || value === '') return Promise.resolve();
  if (!Number.isInteger(value)) return Promise.reject(new Error('枚数は整数で入力してください'));
  return (value as number) < 0 ? Promise.reject(new Error('枚数は0以上で入力してください')) : Promise.resolve();
};

/** The count as the API takes it: the denominations given, none blank. */
const countOf = (v: Values['countedCash']) =>
  Object.fromEntries(Object.entries(v ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'));

/** Resolves when the user confirms, rejects (the dialog stays open) when they do not. */
const confirmed = (title: string, content: string, okText: string) =>
  new Promise<void>((resolve, reject) =>
    confirmAction({
      title,
      content,
      okText,
      onOk: () => resolve(),
      onCancel: () => reject(new Error('cancelled')),
    }),
  );

export function SettlementDialog(props: {
  detail: CashierReportDetail;
  mode: 'settle' | 'resettle';
  open: boolean;
  onClose: () => void;
}) {
  const d = props.detail;
  const resettle = props.mode === 'resettle';
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const counted = Form.useWatch('countedCash', form);
  const total = countedTotalOf(countOf(counted));
  const overShort = total - d.expectedCash;
  const action = resettle ? '再精算' : '精算';
  return (
    <ModalForm<Values>
      title={`${action} ${d.deviceName}（${d.staffName ?? '担当者なし'}）`}
      open={props.open}
      onClose={props.onClose}
      form={form}
      width={640}
      okText={`${action}する`}
      initialValues={{
        countedCash: resettle ? Object.fromEntries(d.denominations.map((x) => [String(x.denomination), x.count])) : {},
      }}
      submit={async (v) => {
        const countedCash = countOf(v.countedCash);
        const sum = countedTotalOf(countedCash);
        await confirmed(
          `このシフトを${action}しますか？`,
          `実現金在高 ${yenText(sum)}、過不足 ${signedYenText(sum - d.expectedCash)}。` +
            (resettle ? '元の精算は履歴に残り、承認は取り消されます。' : 'シフトは精算済みになります。'),
          `${action}する`,
        );
        const body = { countedCash, overShortReason: v.overShortReason || null };
        await (resettle
          ? call(cashierReportEndpoints.resettle, { params: { id: d.id }, body: { ...body, reason: v.reason ?? '' } })
          : call(cashierReportEndpoints.settle, { params: { id: d.id }, body }));
      }}
      onSaved={() => qc.invalidateQueries({ queryKey: cashierReportKeys.all })}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">
            {resettle
              ? '数え直した枚数を入力してください。'
              : '端末でシフトを締められないときに、ドロワーの現金を数えて管理画面で精算します。'}
          </Typography.Paragraph>
          <Row gutter={12}>
            {denominations.map((denomination) => (
              <Col span={8} key={denomination}>
                <Form.Item
                  name={['countedCash', String(denomination)]}
                  label={`${denomination.toLocaleString('ja-JP')}円`}
                  rules={[{ validator: (_, value) => pieces(value) }]}
                >
                  <NumberInput
                    aria-label={`${denomination.toLocaleString('ja-JP')}円の枚数`}
                    suffix="枚"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Descriptions size="small" column={3} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="理論現金在高">{yenText(d.expectedCash)}</Descriptions.Item>
            <Descriptions.Item label="実現金在高">
              <span data-testid="counted-total">{yenText(total)}</span>
            </Descriptions.Item>
            <Descriptions.Item label="過不足">
              <Typography.Text type={overShort !== 0 ? 'danger' : undefined} data-testid="over-short">
                {signedYenText(overShort)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Form.Item
            name="overShortReason"
            label={L.overShortReason}
            required={overShort !== 0}
            dependencies={['countedCash']}
            rules={[
              {
                validator: (_, value?: string) =>
                  overShort !== 0 && !value?.trim()
                    ? Promise.reject(new Error(msg.overShortReason))
                    : Promise.resolve(),
              },
              { max: 200, message: `「${L.overShortReason}」は200文字以内で入力してください` },
            ]}
          >
            <Input.TextArea rows={2} showCount maxLength={200} placeholder="釣銭の渡し間違いなど" />
          </Form.Item>
          {resettle && (
            <Form.Item
              name="reason"
              label={L.reason}
              required
              rules={[
                { required: true, whitespace: true, message: msg.reasonRequired },
                { max: 200, message: `「${L.reason}」は200文字以内で入力してください` },
              ]}
            >
              <Input.TextArea rows={2} showCount maxLength={200} placeholder="再精算の理由（操作ログに残ります）" />
            </Form.Item>
          )}
        </>
      )}
    </ModalForm>
  );
}

/** 責任者承認, after a confirmation. */
export function confirmApproval(d: CashierReportDetail, onDone: () => Promise<unknown>) {
  confirmAction({
    title: 'このシフトを承認しますか？',
    content: `${d.deviceName}（${d.staffName ?? '担当者なし'}）実現金在高 ${yenText(d.countedCash)}、過不足 ${signedYenText(d.overShort ?? 0)}`,
    okText: '承認する',
    onOk: () => call(cashierReportEndpoints.approve, { params: { id: d.id } }).then(onDone),
  });
}
