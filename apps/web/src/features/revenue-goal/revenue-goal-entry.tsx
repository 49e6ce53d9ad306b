import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Alert, Button, Flex, Modal, Space, Table, Tag, Typography } from 'antd';
import {
  addMonths,
  DEFAULT_WEEKDAY_WEIGHTS,
  enteredMeasures,
  goalMeasure,
  revenueGoalEndpoints,
  revenueGoalImportColumns,
  type EndpointDef,
  type EnteredMeasure,
  type ImportBodyInput,
  type ImportResult,
  type RevenueGoalListItem,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ImportModal } from '../../ui/import-modal.js';
import { NumberInput } from '../../ui/number-input.js';
import { revenueGoalKeys } from './revenue-goal-report.js';
import { checkSave, RevenueGoalSplit, type SplitTarget } from './revenue-goal-split.js';

// 目標を入力 (docs/reports.md, "売上目標"): head office's grid of its cinemas × 動員・興収・売店・その他 for a month (合計
// is their yen sum), 日割 per cinema, and 「Excel取込」 of a file checked row by row before anything is written.

type Row = Record<EnteredMeasure, number | null>;

export function RevenueGoalEntry({
  open,
  month: initial,
  onClose,
}: {
  open: boolean;
  month: string;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const [month, setMonth] = useState(initial);
  const [edits, setEdits] = useState<Record<number, Row>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [split, setSplit] = useState<SplitTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setMonth(initial), [initial]);
  const list = useQuery({
    ...endpointQuery(revenueGoalKeys.list(month), revenueGoalEndpoints.list, { query: { month } }),
    enabled: open,
    staleTime: 0,
  });
  const items = list.data?.items ?? [];
  const valueOf = (item: RevenueGoalListItem, m: EnteredMeasure) => (edits[item.cinemaId] ?? item.goal)?.[m] ?? null;
  const setValue = (item: RevenueGoalListItem, m: EnteredMeasure, v: number | null) =>
    setEdits((e) => ({
      ...e,
      [item.cinemaId]: { ...Object.fromEntries(enteredMeasures.map((k) => [k, valueOf(item, k)])), [m]: v } as Row,
    }));
  const refresh = () => {
    setEdits({});
    void qc.invalidateQueries({ queryKey: revenueGoalKeys.all });
  };
  const bodyOf = (item: RevenueGoalListItem) => ({
    cinemaId: item.cinemaId,
    month,
    ...edits[item.cinemaId],
    weights: item.goal?.weights ?? [...DEFAULT_WEEKDAY_WEIGHTS],
    days: null,
    version: item.goal?.version ?? 0,
  });
  const save = async () => {
    const changed = items.filter((i) => edits[i.cinemaId]);
    const checked = changed.map((i) => ({ i, ...checkSave(bodyOf(i)) }));
    const found = checked.flatMap(({ i, problems }) => problems.map((p) => `${i.cinemaCode} ${i.cinemaName}：${p}`));
    setProblems(found);
    if (found.length || !changed.length) return;
    setBusy(true);
    try {
      for (const c of checked)
        if (c.body) await call(revenueGoalEndpoints.save, { body: c.body }, { successMessage: false });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  const sendImport = call as (e: EndpointDef, i: { body: ImportBodyInput }, s: object) => Promise<ImportResult>;
  const yen = (v: number | null) => (v == null ? '-' : v.toLocaleString('ja-JP'));
  return (
    <Modal
      title="目標を入力"
      open={open}
      width={1080}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          閉じる
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={busy}
          disabled={!Object.keys(edits).length}
          onClick={() => void save()}
        >
          保存
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Space wrap>
          <Typography.Text>年月</Typography.Text>
          <DatePicker
            picker="month"
            allowClear={false}
            aria-label="年月"
            value={dayjs(`${month}-01`)}
            onChange={(d) => {
              if (!d) return;
              setEdits({});
              setProblems([]);
              setMonth(d.format('YYYY-MM'));
            }}
          />
          <Button onClick={() => setMonth(addMonths(month, 1))}>翌月</Button>
          <Button onClick={() => setImporting(true)}>Excel取込</Button>
          <Typography.Text type="secondary">
            金額は税込です。合計は興収・売店・その他の合計です。保存すると日割は曜日の比率で作り直します。
          </Typography.Text>
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
        <Table<RevenueGoalListItem>
          size="small"
          rowKey="cinemaId"
          loading={list.isFetching}
          pagination={false}
          dataSource={items}
          columns={[
            { title: '劇場', key: 'cinema', render: (_, i) => `${i.cinemaCode} ${i.cinemaName}` },
            ...enteredMeasures.map((m) => ({
              title: `${goalMeasure.labels[m]}${m === 'persons' ? '（人）' : '（円）'}`,
              key: m,
              render: (_: unknown, i: RevenueGoalListItem) => (
                <NumberInput
                  aria-label={`${i.cinemaCode} ${goalMeasure.labels[m]}`}
                  value={valueOf(i, m)}
                  onChange={(v) => setValue(i, m, v)}
                  style={{ width: 140 }}
                />
              ),
            })),
            {
              title: '合計（円）',
              key: 'total',
              align: 'right' as const,
              render: (_, i) => {
                const parts = (['boxOffice', 'shop', 'other'] as const).map((m) => valueOf(i, m));
                return yen(parts.some((p) => p == null) ? null : parts.reduce<number>((a, b) => a + (b ?? 0), 0));
              },
            },
            {
              title: '状態',
              key: 'state',
              render: (_, i) => (i.goal ? <Tag color="green">登録済み</Tag> : <Tag>未登録</Tag>),
            },
            {
              title: '',
              key: 'split',
              render: (_, i) => (
                <Button
                  size="small"
                  disabled={!i.goal || !!edits[i.cinemaId]}
                  onClick={() => setSplit({ cinemaId: i.cinemaId, cinemaName: i.cinemaName, month })}
                >
                  日割
                </Button>
              ),
            },
          ]}
        />
      </Flex>
      <RevenueGoalSplit
        target={split}
        onClose={(saved) => {
          setSplit(null);
          if (saved) refresh();
        }}
      />
      <ImportModal
        title="売上目標のExcel取込"
        open={importing}
        columns={revenueGoalImportColumns}
        templateRows={items.map((i) => [i.cinemaCode, month, '', '', '', '', ''])}
        note="年月はYYYY-MM、金額は税込です。合計は空欄にできます（入れるなら興収・売店・その他の合計）。登録済みの月は置き換え、日割は曜日の比率で作り直します。"
        run={(file, commit) =>
          sendImport(revenueGoalEndpoints.import, { body: { ...file, commit } }, { successMessage: commit })
        }
        onClose={() => setImporting(false)}
        onImported={refresh}
      />
    </Modal>
  );
}
