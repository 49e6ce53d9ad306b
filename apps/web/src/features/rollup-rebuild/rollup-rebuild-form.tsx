import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ALL_CINEMAS_LABEL,
  daysBetween,
  formatBusinessDate,
  rollupRebuildCreateBody,
  rollupRebuildEndpoints,
  rollupRebuildLabels as L,
  type FieldIssue,
  type RollupRebuild,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { useCinemaOptions } from '../../entities/cinemas/cinema-queries.js';
import { applyServerErrors } from '../../lib/zod-form.js';
import { confirmAction } from '../../ui/confirm.js';
import { DatePicker } from '../../ui/date-picker.js';
import { rollupRebuildKeys } from './rollup-rebuild-queries.js';

// 実行 of 再集計 (docs/reports.md, "再集計"): 劇場 (one cinema or 全劇場), 期間 and 理由, checked against the contract
// before the confirmation, which says how many days and that closed days are re-aggregated too.

const ALL = 0;
interface Values {
  cinemaId: number;
  period?: [Dayjs | null, Dayjs | null] | null;
  reason?: string;
}

/** 昨日 by default: the day most often put right is the last one sold. */
const yesterday = () => dayjs().subtract(1, 'day').startOf('day');

/** from and to are one field on the screen: their messages show under 期間. */
const onScreen = (issues: FieldIssue[]) =>
  issues.map((i) => (i.field === 'from' || i.field === 'to' ? { ...i, field: 'period' } : i));

export function RollupRebuildForm({ onStarted }: { onStarted: (run: RollupRebuild) => void }) {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const cinemas = useCinemaOptions();
  const options = [
    { value: ALL, label: ALL_CINEMAS_LABEL },
    ...(cinemas.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` })),
  ];
  const onFinish = (v: Values) => {
    const body = {
      cinemaId: v.cinemaId === ALL ? null : v.cinemaId,
      from: v.period?.[0]?.format('YYYY-MM-DD') ?? '',
      to: v.period?.[1]?.format('YYYY-MM-DD') ?? '',
      reason: v.reason ?? '',
    };
    const parsed = rollupRebuildCreateBody.safeParse(body);
    if (!parsed.success) {
      applyServerErrors(
        form,
        onScreen(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'period'), message: i.message }))),
      );
      return;
    }
    const days = daysBetween(body.from, body.to) + 1;
    const name = options.find((o) => o.value === v.cinemaId)?.label ?? ALL_CINEMAS_LABEL;
    confirmAction({
      title: '再集計を実行しますか？',
      content: (
        <>
          <p>
            {name}の{formatBusinessDate(body.from)}〜{formatBusinessDate(body.to)}（{days}
            日分）の集計を売上データから作り直します。
          </p>
          <p>
            締め済みの営業日も再集計されます。数値が変わった締め済みの日は、締め時に保存した数値を更新し、操作ログに記録します。
          </p>
        </>
      ),
      okText: '実行する',
      focus: 'ok',
      onOk: async () => {
        try {
          const run = await call(rollupRebuildEndpoints.create, { body: parsed.data });
          form.resetFields(['reason']);
          await qc.invalidateQueries({ queryKey: rollupRebuildKeys.all });
          onStarted(run);
        } catch (err) {
          if (err instanceof ApiError) applyServerErrors(form, onScreen(err.errors));
        }
      },
    });
  };
  return (
    <Card size="small" title="再集計を実行">
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ cinemaId: ALL, period: [yesterday(), yesterday()] }}
        onFinish={onFinish}
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="cinemaId" label={L.cinemaId} required>
              <Select options={options} loading={cinemas.isLoading} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="period" label="期間（93日以内）" required>
              <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[L.from, L.to]} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="reason" label={L.reason} required>
              <Input maxLength={200} placeholder="再集計の理由（操作ログに残ります）" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<PlayCircleOutlined />}>
          実行
        </Button>
      </Form>
    </Card>
  );
}
