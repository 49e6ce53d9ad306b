import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Space, Table, Typography } from 'antd';
import {
  dayWeightsOf,
  enteredMeasures,
  goalMeasure,
  revenueGoalEndpoints,
  revenueGoalSaveBody,
  splitByWeights,
  weekdayLabels,
  weekdayOf,
  type EnteredMeasure,
  type RevenueGoalDayBody,
  type RevenueGoalSaveBody,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { holidayName } from '../../lib/holidays.js';
import { NumberInput } from '../../ui/number-input.js';
import { revenueGoalKeys } from './revenue-goal-report.js';

// 日割 of one cinema's month (docs/reports.md, "売上目標"): the weekday weights make the days (a 祝日 weighs as 日曜),
// each day's weight and amounts can be changed, and the sums are shown against the month's target. A split that
// does not add up is refused here with the contract's message before anything is sent.

type Targets = Record<EnteredMeasure, number | null>;

/** The days split from the weights, each measure to the yen (or person). */
export function splitDays(month: string, targets: Targets, weights: number[]): RevenueGoalDayBody[] | null {
  const dates = dayWeightsOf(month, weights, holidayName);
  const [persons, boxOffice, shop, other] = enteredMeasures.map((m) => splitByWeights(targets[m] ?? 0, dates));
  if (!persons || !boxOffice || !shop || !other) return null;
  return dates.map((w, i) => ({
    date: `${month}-${String(i + 1).padStart(2, '0')}`,
    weight: w,
    persons: persons[i] ?? 0,
    boxOffice: boxOffice[i] ?? 0,
    shop: shop[i] ?? 0,
    other: other[i] ?? 0,
  }));
}

/** The contract's messages for a save (none: the body as sent). */
export function checkSave(body: unknown): { problems: string[]; body?: RevenueGoalSaveBody } {
  const r = revenueGoalSaveBody.safeParse(body);
  return r.success ? { problems: [], body: r.data } : { problems: [...new Set(r.error.issues.map((i) => i.message))] };
}

export interface SplitTarget {
  cinemaId: number;
  cinemaName: string;
  month: string;
}

export function RevenueGoalSplit({
  target,
  onClose,
}: {
  target: SplitTarget | null;
  onClose: (saved: boolean) => void;
}) {
  const detail = useQuery({
    ...endpointQuery(revenueGoalKeys.detail(['split', target]), revenueGoalEndpoints.detail, {
      query: { cinemaId: target?.cinemaId ?? 0, month: target?.month ?? '' },
    }),
    enabled: !!target,
    staleTime: 0,
  });
  const [targets, setTargets] = useState<Targets>({ persons: 0, boxOffice: 0, shop: 0, other: 0 });
  const [weights, setWeights] = useState<number[]>([]);
  const [days, setDays] = useState<RevenueGoalDayBody[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const g = detail.data;
  useEffect(() => {
    if (!g) return;
    setTargets({ persons: g.persons, boxOffice: g.boxOffice, shop: g.shop, other: g.other });
    setWeights(g.weights);
    setDays(
      g.days.map(({ date, weight, persons, boxOffice, shop, other }) => ({
        date,
        weight,
        persons,
        boxOffice,
        shop,
        other,
      })),
    );
    setProblems([]);
  }, [g]);
  if (!target || !g) return null;
  const body = { cinemaId: target.cinemaId, month: target.month, ...targets, weights, days, version: g.version };
  const remake = () => {
    const made = splitDays(target.month, targets, weights);
    if (made) setDays(made);
    setProblems(made ? [] : checkSave({ ...body, days: null }).problems);
  };
  const save = async () => {
    const checked = checkSave(body);
    setProblems(checked.problems);
    if (!checked.body) return;
    setBusy(true);
    try {
      await call(revenueGoalEndpoints.save, { body: checked.body });
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  const setDay = (i: number, key: keyof RevenueGoalDayBody, v: number | null) =>
    setDays((list) => list.map((d, k) => (k === i ? { ...d, [key]: v ?? 0 } : d)));
  const sum = (m: EnteredMeasure) => days.reduce((a, d) => a + d[m], 0);
  const cell = (m: EnteredMeasure) => ({
    title: goalMeasure.labels[m],
    key: m,
    align: 'right' as const,
    render: (_: unknown, d: RevenueGoalDayBody, i: number) => (
      <NumberInput
        aria-label={`${d.date} ${goalMeasure.labels[m]}`}
        size="small"
        value={d[m]}
        onChange={(v) => setDay(i, m, v)}
        style={{ width: 120 }}
      />
    ),
  });
  return (
    <Modal
      title={`日割 ${target.cinemaName} ${target.month.replace('-', '年')}月`}
      open
      width={980}
      onCancel={() => onClose(false)}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => onClose(false)}>
          キャンセル
        </Button>,
        <Button key="save" type="primary" loading={busy} onClick={() => void save()}>
          保存
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Space wrap>
          {enteredMeasures.map((m) => (
            <Space key={m} size={4}>
              <Typography.Text>{goalMeasure.labels[m]}</Typography.Text>
              <NumberInput
                aria-label={`目標 ${goalMeasure.labels[m]}`}
                value={targets[m]}
                onChange={(v) => setTargets((t) => ({ ...t, [m]: v }))}
                style={{ width: 140 }}
              />
            </Space>
          ))}
        </Space>
        <Space wrap>
          <Typography.Text>曜日の比率（祝日は日曜）</Typography.Text>
          {weights.map((w, i) => (
            <Space key={i} size={2}>
              <Typography.Text>{weekdayLabels[i]}</Typography.Text>
              <NumberInput
                aria-label={`比率 ${weekdayLabels[i]}`}
                size="small"
                value={w}
                onChange={(v) => setWeights((ws) => ws.map((x, k) => (k === i ? (v ?? 0) : x)))}
                style={{ width: 64 }}
              />
            </Space>
          ))}
          <Button onClick={remake}>比率から日割を作成</Button>
        </Space>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={problems.map((p) => (
              <div key={p}>{p}</div>
            ))}
          />
        )}
        <Table<RevenueGoalDayBody>
          size="small"
          rowKey="date"
          pagination={false}
          scroll={{ y: 380 }}
          dataSource={days}
          columns={[
            {
              title: '日付',
              key: 'date',
              render: (_, d) => {
                const h = holidayName(d.date);
                return `${d.date.slice(5)}（${weekdayLabels[weekdayOf(d.date)]}）${h ? ` ${h}` : ''}`;
              },
            },
            {
              title: '比率',
              key: 'weight',
              render: (_, d, i) => (
                <NumberInput
                  aria-label={`${d.date} 比率`}
                  size="small"
                  value={d.weight}
                  onChange={(v) => setDay(i, 'weight', v)}
                  style={{ width: 70 }}
                />
              ),
            },
            ...enteredMeasures.map(cell),
          ]}
          summary={() => (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  日割合計／目標
                </Table.Summary.Cell>
                {enteredMeasures.map((m, i) => {
                  const off = sum(m) !== (targets[m] ?? 0);
                  return (
                    <Table.Summary.Cell key={m} index={i + 2} align="right">
                      <Typography.Text type={off ? 'danger' : undefined} data-testid={`sum-${m}`}>
                        {sum(m).toLocaleString('ja-JP')}／{(targets[m] ?? 0).toLocaleString('ja-JP')}
                      </Typography.Text>
                    </Table.Summary.Cell>
                  );
                })}
              </Table.Summary.Row>
            </Table.Summary>
          )}
        />
      </Flex>
    </Modal>
  );
}
