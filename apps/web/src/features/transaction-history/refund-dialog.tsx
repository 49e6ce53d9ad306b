import { Checkbox, Form, Input, InputNumber, Table } from 'antd';
import { transactionActionEndpoints, type HistoryDetail } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { num } from '../../lib/format.js';
import { CashFromField } from './cash-from-field.js';
import { moneySentence, refundAmountOf, unitsLeft } from './reversal-money.js';
import { ReversalDialog } from './reversal-dialog.js';

type Line = HistoryDetail['lines'][number];
interface RefundValues {
  /** The ticked lines' numbers: none when the dialog opens, the user picks what goes back. */
  picked: number[];
  quantities: Record<string, number | null>;
  reason: string;
  cashFrom?: string;
}

/** The ticked lines with the units to refund (one for a line with one left), those with none left out. */
const chosenOf = (lines: Line[], picked: number[] | undefined, quantities: RefundValues['quantities'] | undefined) =>
  lines.flatMap((l) => {
    if (!picked?.includes(l.lineNo)) return [];
    const quantity = unitsLeft(l) === 1 ? 1 : (quantities?.[String(l.lineNo)] ?? 0);
    return quantity > 0 ? [{ line: l, quantity }] : [];
  });

const lineText = (l: Line) => (l.seatKey ? `${l.name} ${l.seatKey}` : l.name);

/** 払戻: the user ticks the lines (and units) to refund and reads what goes back where before running it. */
export function RefundDialog(props: {
  detail: HistoryDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const d = props.detail;
  const [form] = Form.useForm<RefundValues>();
  const picked = Form.useWatch('picked', form);
  const quantities = Form.useWatch('quantities', { form, preserve: true });
  const lines = d.lines.filter((l) => unitsLeft(l) > 0);
  const chosen = chosenOf(lines, picked, quantities);
  const amountOf = (l: Line) => refundAmountOf(l, chosen.find((c) => c.line === l)?.quantity ?? 0);
  const total = chosen.reduce((s, c) => s + refundAmountOf(c.line, c.quantity), 0);
  const blocked = chosen.length
    ? null
    : picked?.length
      ? '払戻数量を入力してください'
      : '払戻する明細にチェックを入れてください';

  const submit = (v: RefundValues) => {
    const sent = chosenOf(lines, v.picked, v.quantities);
    // Every line in full is the whole remaining sale: the API refunds it without naming lines.
    const whole = sent.length === lines.length && sent.every((c) => c.quantity === unitsLeft(c.line));
    return call(transactionActionEndpoints.refund, {
      body: {
        id: d.id,
        reason: v.reason,
        lines: whole ? undefined : sent.map((c) => ({ lineNo: c.line.lineNo, quantity: c.quantity })),
        cashFrom: v.cashFrom,
      },
    });
  };

  return (
    <ReversalDialog<RefundValues>
      title={`払戻（取引番号 ${d.transactionNo}）`}
      open={props.open}
      onClose={props.onClose}
      form={form}
      initialValues={{ picked: [], quantities: Object.fromEntries(lines.map((l) => [String(l.lineNo), unitsLeft(l)])) }}
      okText="払戻を実行"
      blocked={blocked}
      sentence={chosen.length ? moneySentence('refund', d, total) : null}
      submit={submit}
      onSaved={props.onDone}
      width={760}
    >
      <Form.Item name="picked" label="払戻する明細">
        <Checkbox.Group style={{ display: 'block' }}>
          <Table<Line>
            rowKey="lineNo"
            size="small"
            pagination={false}
            dataSource={lines}
            columns={[
              { title: '#', dataIndex: 'lineNo', width: 40 },
              { title: '内容', render: (_: unknown, l: Line) => <Checkbox value={l.lineNo}>{lineText(l)}</Checkbox> },
              { title: '金額', dataIndex: 'amount', align: 'right', render: (v: number) => num(v) },
              { title: '払戻可能', align: 'right', render: (_: unknown, l: Line) => unitsLeft(l) },
              {
                title: '払戻数量',
                render: (_: unknown, l: Line) =>
                  !picked?.includes(l.lineNo) ? (
                    '-'
                  ) : unitsLeft(l) === 1 ? (
                    1
                  ) : (
                    <Form.Item name={['quantities', String(l.lineNo)]} noStyle>
                      <InputNumber min={1} max={unitsLeft(l)} precision={0} aria-label={`明細${l.lineNo}の払戻数量`} />
                    </Form.Item>
                  ),
              },
              {
                title: '払戻額',
                align: 'right',
                render: (_: unknown, l: Line) => (picked?.includes(l.lineNo) ? num(amountOf(l)) : '-'),
              },
            ]}
          />
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="reason" label="理由" rules={[{ required: true, message: '「理由」を入力してください' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <CashFromField saleId={d.id} kind="refund" />
    </ReversalDialog>
  );
}
