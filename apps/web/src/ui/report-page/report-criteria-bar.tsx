import { Card, Flex, Radio, Select, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { SessionCinema } from '@cinema/contracts';
import { DatePicker } from '../date-picker.js';
import { ALL_CINEMAS, cinemaLabel } from './report-criteria.js';
import { periodPresetLabels, periodPresets, presetOf, presetPeriod } from './report-period.js';
import {
  reportBasisLabels,
  reportBasisNotes,
  type ReportBasis,
  type ReportCriterion,
  type ReportQuery,
} from './report-types.js';

/** 集計基準 as a tag: which day the report's figures count on, the meaning on hover. */
export function BasisTag({ basis }: { basis: ReportBasis }) {
  return (
    <Tooltip title={reportBasisNotes[basis]}>
      <Tag color="geekblue" data-testid="report-basis">{`集計基準：${reportBasisLabels[basis]}`}</Tag>
    </Tooltip>
  );
}

interface BarProps {
  query: ReportQuery;
  onChange: (next: ReportQuery) => void;
  cinemas: SessionCinema[];
  cinemaFixed: boolean;
  today: string;
  weekStartDay?: number;
  periodLabel: string;
  singleDay?: boolean;
  basis: ReportBasis;
  criteria: ReportCriterion[];
}

/** 劇場, 期間 (presets and a range), the report's own selects, and its 集計基準: each change goes to the URL. */
export function ReportCriteriaBar(p: BarProps) {
  const { query, onChange } = p;
  const preset = presetOf(query, p.today, p.weekStartDay);
  const cinemaValue = query.cinemaIds == null ? [ALL_CINEMAS] : query.cinemaIds.map(String);
  const onCinemas = (values: string[]) => {
    // 全劇場計 and single cinemas exclude each other: the last one picked wins.
    const last = values.at(-1);
    const ids = values.filter((v) => v !== ALL_CINEMAS).map(Number);
    onChange({ ...query, cinemaIds: last === ALL_CINEMAS || ids.length === 0 ? null : ids });
  };
  return (
    <Card size="small" style={{ marginBottom: 16 }} className="report-no-print">
      <Flex wrap gap={16} align="center">
        <Flex gap={8} align="center">
          <Typography.Text strong>劇場</Typography.Text>
          {p.cinemaFixed ? (
            <Typography.Text data-testid="report-cinema">{cinemaLabel(query.cinemaIds, p.cinemas)}</Typography.Text>
          ) : (
            <Select
              mode="multiple"
              aria-label="劇場"
              style={{ minWidth: 220 }}
              maxTagCount="responsive"
              value={cinemaValue}
              onChange={onCinemas}
              options={[
                { value: ALL_CINEMAS, label: '全劇場計' },
                ...p.cinemas.map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` })),
              ]}
            />
          )}
        </Flex>
        {p.singleDay ? (
          <Flex gap={8} align="center">
            <Typography.Text strong>{p.periodLabel}</Typography.Text>
            <DatePicker
              aria-label={p.periodLabel}
              allowClear={false}
              value={dayjs(query.to)}
              onChange={(day: dayjs.Dayjs | null) => {
                if (day) onChange({ ...query, from: day.format('YYYY-MM-DD'), to: day.format('YYYY-MM-DD') });
              }}
            />
          </Flex>
        ) : (
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{p.periodLabel}</Typography.Text>
            <Radio.Group
              optionType="button"
              size="small"
              aria-label={`${p.periodLabel}の選択`}
              value={preset ?? 'custom'}
              onChange={(e) => {
                const v = e.target.value as string;
                if (v !== 'custom')
                  onChange({ ...query, ...presetPeriod(v as (typeof periodPresets)[number], p.today, p.weekStartDay) });
              }}
              options={[
                ...periodPresets.map((v) => ({ value: v, label: periodPresetLabels[v] })),
                { value: 'custom', label: '期間指定' },
              ]}
            />
            <DatePicker.RangePicker
              aria-label={p.periodLabel}
              allowClear={false}
              style={{ width: 260 }}
              value={[dayjs(query.from), dayjs(query.to)]}
              onChange={(range) => {
                if (range?.[0] && range[1])
                  onChange({ ...query, from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
              }}
            />
          </Flex>
        )}
        {p.criteria.map((c) => (
          <Select
            key={c.key}
            placeholder={c.label}
            aria-label={c.label}
            allowClear
            style={{ width: c.width ?? 160 }}
            value={query.extra[c.key]}
            onChange={(v: string | undefined) =>
              onChange({ ...query, extra: { ...query.extra, [c.key]: v == null ? undefined : String(v) } })
            }
            options={c.options.map((o) => ({ value: String(o.value), label: o.label }))}
          />
        ))}
        <BasisTag basis={p.basis} />
      </Flex>
    </Card>
  );
}
