import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Col, Form, Row, Select, Typography } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import dayjs from 'dayjs';
import {
  addDays,
  ja,
  MAX_BULK_DATES,
  scheduleLabels as L,
  screeningCategory,
  weekdayLabels,
  type FilmNameItem,
  type VersionRecord,
  type WeekHouse,
} from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { usePriceTemplateOptions } from '../../entities/price-templates/price-template-queries.js';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';
import { ModalForm } from '../../ui/modal-form.js';
import { conflictLines, ConflictList } from './conflict-list.js';
import { bulkCreateScreenings } from './schedule-queries.js';
import { bulkDates, normaliseTimes, timesRule, type BulkValues } from './schedule-bulk-values.js';
import { kanaSearch } from '../../lib/option-search.js';

export interface ScheduleBulkModalProps {
  open: boolean;
  onClose: () => void;
  /** The screenings created, for the timeline's undo. */
  onCreated?: (ids: number[]) => void;
  date: string;
  houses: WeekHouse[];
  films: FilmNameItem[];
  versions: VersionRecord[];
}

const pick = (label: string) => [{ required: true, message: ja.requiredSelect(label) }];

/** 一括登録: this film, on this screen, at these times, on these dates — all or nothing. */
export function ScheduleBulkModal({ open, onClose, onCreated, date, houses, films, versions }: ScheduleBulkModalProps) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const session = useSession();
  const [conflicts, setConflicts] = useState<string[]>([]);
  const templates = usePriceTemplateOptions(session?.cinemaId, open);
  const versionOptions = (kind: VersionRecord['kind'], only?: number[]) =>
    versions
      .filter((v) => v.kind === kind && (!only || only.includes(v.id)))
      .map((v) => ({ value: v.id, label: v.name }));
  const language = versions.filter((v) => v.kind === 'language');

  const submit = async (v: BulkValues) => {
    setConflicts([]);
    const dates = bulkDates(v.period, v.weekdays);
    try {
      const result = await bulkCreateScreenings({
        filmId: v.filmId,
        houseId: v.houseId,
        languageVersionId: v.languageVersionId,
        formatVersionId: v.formatVersionId,
        times: normaliseTimes(v.times),
        dates,
        category: v.category,
        priceTemplateId: v.priceTemplateId ?? null,
      });
      onCreated?.(result.ids);
      await qc.invalidateQueries({ queryKey: scheduleKeys.all });
      if (result.created > 0) message.success(`${result.created}件の上映回を登録しました`);
      else message.info('登録する上映回がなかったため、何も登録しませんでした');
      if (result.warnings.length)
        message.warning(
          `注意がある上映回が${result.warnings.length}件あります：${result.warnings[0]}${result.warnings.length > 1 ? ' ほか' : ''}`,
          8,
        );
    } catch (err) {
      setConflicts(conflictLines(err));
      throw err;
    }
  };

  return (
    <ModalForm<BulkValues>
      title="上映スケジュールの一括登録"
      open={open}
      onClose={() => {
        setConflicts([]);
        onClose();
      }}
      okText="一括登録"
      width={760}
      initialValues={{
        houseId: houses[0]?.id,
        formatVersionId: houses[0]?.formatIds[0],
        languageVersionId: (language.find((l) => l.code === 'NONE') ?? language[0])?.id,
        times: [],
        period: [dayjs(date), dayjs(addDays(date, 6))],
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        category: 'main',
      }}
      submit={submit}
    >
      {(form) => (
        <>
          <Form.Item name="filmId" label={L.filmId} rules={pick(L.filmId)}>
            <Select
              showSearch={kanaSearch}
              options={films.map((f) => ({
                value: f.id,
                label: `${f.name}（${f.lengthMinutes}分）`,
                search: f.nameKana,
              }))}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="houseId" label={L.houseId} rules={pick(L.houseId)}>
                <Select
                  options={houses.map((h) => ({ value: h.id, label: h.name }))}
                  onChange={(id: number) =>
                    form.setFieldValue('formatVersionId', houses.find((h) => h.id === id)?.formatIds[0])
                  }
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="languageVersionId" label={L.languageVersionId} rules={pick(L.languageVersionId)}>
                <Select options={versionOptions('language')} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item noStyle shouldUpdate={(a, b) => a.houseId !== b.houseId}>
                {() => (
                  <Form.Item name="formatVersionId" label={L.formatVersionId} rules={pick(L.formatVersionId)}>
                    <Select
                      options={versionOptions(
                        'format',
                        houses.find((h) => h.id === form.getFieldValue('houseId'))?.formatIds,
                      )}
                    />
                  </Form.Item>
                )}
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="times"
            label={L.times}
            rules={[timesRule]}
            normalize={normaliseTimes}
            extra="複数入力できます（例：10:00 13:30 25:30）。24時以降は翌日の深夜です。"
          >
            <Select mode="tags" open={false} tokenSeparators={[',', ' ', '、']} placeholder="10:00 13:30 25:30" />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="period" label="期間（営業日）" rules={pick('期間')}>
                <DatePicker.RangePicker allowClear={false} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="weekdays" label="曜日">
                <Checkbox.Group options={weekdayLabels.map((l, i) => ({ value: i, label: l }))} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="category" label={L.category}>
                <Select options={screeningCategory.options} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="priceTemplateId" label={L.priceTemplateId}>
                <Select
                  allowClear
                  placeholder="選択しない"
                  options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const dates = bulkDates(form.getFieldValue('period'), form.getFieldValue('weekdays'));
              const times = (form.getFieldValue('times') as string[] | undefined)?.length ?? 0;
              return (
                <Typography.Paragraph type={dates.length > MAX_BULK_DATES ? 'danger' : 'secondary'}>
                  {`${dates.length}日 × ${times}回 = ${dates.length * times}件を登録します。`}
                  {dates.length > MAX_BULK_DATES && `（一度に登録できるのは${MAX_BULK_DATES}日までです）`}
                </Typography.Paragraph>
              );
            }}
          </Form.Item>
          <ConflictList title="次の上映回が既存のスケジュールと重なるため、登録していません" lines={conflicts} />
        </>
      )}
    </ModalForm>
  );
}
