import { useEffect } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Flex, Form, Select, Table, Typography, type FormInstance, type FormRule } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  checkFilmFeeTerms,
  DEFAULT_RESET_WEEK_DAYS,
  fail,
  filmFeeCategory,
  weeklyFeeTerms,
  type FilmFeeTermInput,
} from '@cinema/contracts';
import { asDate, filmRule, fromDate } from './film-form-values.js';
import { NumberInput } from '../../ui/number-input.js';
import { asyncCheck } from '../../lib/zod-form.js';

type TermRow = Partial<FilmFeeTermInput> | undefined;
type PeriodField = 'periodStart' | 'periodEnd';
const LIST = 'filmFeeTerms';

// docs/domain.md, "film fees": a typical sliding rate, counted in weeks from the release date.
const weeklyExample = [{ weeks: 2, rate: 60 }, { weeks: 2, rate: 55 }, { rate: 50 }];

/** The contract's own rule over the rows filled so far: `${row}.${field}` → message. */
export function feeTermIssues(rows: readonly TermRow[]): Map<string, string> {
  const filled = rows.flatMap((t, index) =>
    t?.category && t.periodStart
      ? [{ index, term: { category: t.category, periodStart: t.periodStart, periodEnd: t.periodEnd ?? null } }]
      : [],
  );
  const issues = checkFilmFeeTerms(filled.map((f) => f.term));
  return new Map(
    issues.map((i) => [`${(filled[i.index] ?? fail('an issue names a filled row')).index}.${i.field}`, i.message]),
  );
}

const periodRule =
  (row: number, field: PeriodField): FormRule =>
  (form) => ({
    validator: asyncCheck(() => {
      const message = feeTermIssues(form.getFieldValue(LIST) ?? []).get(`${row}.${field}`);
      if (message) throw new Error(message);
    }),
  });

/** Re-checks the filled periods of every row, so an overlap shows as soon as it exists. */
function recheckPeriods(form: FormInstance) {
  const rows: TermRow[] = form.getFieldValue(LIST) ?? [];
  const paths = rows.flatMap((t, i) =>
    (['periodStart', 'periodEnd'] as const).filter((f) => t?.[f]).map((f) => [LIST, i, f]),
  );
  if (paths.length) form.validateFields(paths).catch(() => undefined);
}

/** 映画料（歩率）: the rate per 興行区分 and period, sliding by week; overlapping periods are flagged. */
export function FilmFeeTerms() {
  const form = Form.useFormInstance();
  const rows = Form.useWatch<TermRow[] | undefined>(LIST, form);
  const periodsKey = JSON.stringify((rows ?? []).map((t) => [t?.category, t?.periodStart, t?.periodEnd]));
  useEffect(() => recheckPeriods(form), [periodsKey, form]);

  const addWeeklyExample = () => {
    const release =
      form.getFieldValue('releaseDateType') === 'date' ? (form.getFieldValue('releaseDate') as string | null) : null;
    const start = release || dayjs().format('YYYY-MM-DD');
    const weekDays = (form.getFieldValue('resetWeekDays') as number | null) || DEFAULT_RESET_WEEK_DAYS;
    form.setFieldValue(LIST, [
      ...(form.getFieldValue(LIST) ?? []),
      ...weeklyFeeTerms('main', start, weeklyExample, weekDays),
    ]);
  };

  return (
    <Card title="映画料（歩率）" size="small" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        興行区分ごとに、配給会社へ支払う歩率と適用期間を登録します。期間終了が空欄の行は、期間開始以降ずっと適用します。同じ興行区分の期間は重ねられません。
      </Typography.Paragraph>
      <Form.List name={LIST}>
        {(fields, { add, remove }) => (
          <>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              locale={{
                emptyText: '歩率が登録されていません。「行を追加」または「週ごとの例を追加」から登録してください。',
              }}
              columns={[
                { title: '#', key: 'no', width: 40, render: (_, f) => f.name + 1 },
                {
                  title: '興行区分',
                  key: 'category',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'category']} rules={[filmRule]} style={{ margin: 0 }}>
                      <Select
                        aria-label={`${f.name + 1}行目の興行区分`}
                        options={filmFeeCategory.options}
                        style={{ width: 170 }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: '歩率（%）',
                  key: 'rate',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'rate']} rules={[filmRule]} style={{ margin: 0 }}>
                      <NumberInput
                        aria-label={`${f.name + 1}行目の歩率`}
                        step={0.01}
                        suffix="%"
                        style={{ width: 120 }}
                      />
                    </Form.Item>
                  ),
                },
                ...(['periodStart', 'periodEnd'] as const).map((field) => ({
                  title: field === 'periodStart' ? '期間開始' : '期間終了',
                  key: field,
                  render: (_: unknown, f: { name: number }) => (
                    <Form.Item
                      name={[f.name, field]}
                      rules={[filmRule, periodRule(f.name, field)]}
                      // The contract's schema names an overlap too once every row is complete: say it once.
                      validateFirst
                      getValueProps={asDate}
                      normalize={fromDate}
                      style={{ margin: 0, maxWidth: 320 }}
                    >
                      <DatePicker
                        aria-label={`${f.name + 1}行目の${field === 'periodStart' ? '期間開始' : '期間終了'}`}
                        placeholder={field === 'periodStart' ? '開始日' : '終了なし'}
                        style={{ width: 150 }}
                      />
                    </Form.Item>
                  ),
                })),
                {
                  title: '',
                  key: 'remove',
                  width: 48,
                  render: (_, f) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${f.name + 1}行目を削除`}
                      onClick={() => remove(f.name)}
                    />
                  ),
                },
              ]}
            />
            <Flex gap={8} wrap style={{ marginTop: 8 }}>
              <Button icon={<PlusOutlined />} onClick={() => add({ category: 'main', periodEnd: null })}>
                行を追加
              </Button>
              <Button onClick={addWeeklyExample}>週ごとの例を追加</Button>
              <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
                公開日（未入力なら今日）から 1〜2週目 60%・3〜4週目 55%・5週目以降 50% の通常料金を追加します。
              </Typography.Text>
            </Flex>
          </>
        )}
      </Form.List>
      <Form.Item
        label="週の切り替え日数"
        name="resetWeekDays"
        required
        rules={[filmRule]}
        extra="公開日からこの日数ごとに週を数え直し、歩率の週（1週目・2週目…）を決めます（通常は7日）。"
        style={{ marginTop: 16, maxWidth: 520 }}
      >
        <NumberInput suffix="日" style={{ width: 160 }} />
      </Form.Item>
    </Card>
  );
}
