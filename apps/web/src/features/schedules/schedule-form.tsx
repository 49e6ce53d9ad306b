import { useEffect, useRef } from 'react';
import { Alert, Checkbox, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import {
  ja,
  scheduleLabels as L,
  screeningCategory,
  screeningFields,
  screeningStatus,
  type FilmNameItem,
  type Option,
  type Screening,
  type VersionRecord,
  type WeekHouse,
} from '@cinema/contracts';
import { channelOptions, previousDayHint, shiftEnd, type ScheduleFormValues } from './schedule-form-values.js';
import { Time36Input } from './time36-input.js';
import { time36Rule } from './time36-rule.js';
import { fieldRule } from '../../lib/zod-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { kanaSearch } from '../../lib/option-search.js';

export interface ScheduleFormProps {
  form: FormInstance<ScheduleFormValues>;
  record: Screening | undefined;
  films: FilmNameItem[];
  houses: WeekHouse[];
  versions: VersionRecord[];
  priceTemplates: Option[];
  cutoffHour: number | undefined;
  /** The cinema's 清掃時間の初期値, which a blank field means. */
  defaultCleaningMinutes: number | undefined;
}

const select = (label: string) => [{ required: true, message: ja.requiredSelect(label) }];

/** Every field of a screening, for create and edit alike. */
export function ScheduleForm({
  form,
  record,
  films,
  houses,
  versions,
  priceTemplates,
  cutoffHour,
  defaultCleaningMinutes,
}: ScheduleFormProps) {
  const houseId = Form.useWatch('houseId', form);
  const businessDate = Form.useWatch('businessDate', form);
  const startTime = Form.useWatch('startTime', form);
  const formats = houses.find((h) => h.id === houseId)?.formatIds;
  // A film, screen or version that has since been unapproved or switched off still shows by name.
  const filmOptions = films.map((f) => ({
    value: f.id,
    label: `${f.name}（${f.lengthMinutes}分）`,
    search: f.nameKana,
  }));
  if (record && !films.some((f) => f.id === record.filmId))
    filmOptions.unshift({ value: record.filmId, label: record.filmName, search: '' });
  const versionOptions = (kind: 'language' | 'format', current?: { id: number; name: string }) => {
    const list = versions
      .filter((v) => v.kind === kind && (kind === 'language' || !formats || formats.includes(v.id)))
      .map((v) => ({ value: v.id, label: v.name }));
    if (current && !list.some((o) => o.value === current.id)) list.unshift({ value: current.id, label: current.name });
    return list;
  };
  // A new screening starts without subtitles or dubbing (NONE) once the cinema's versions are known.
  const none = versions.find((v) => v.kind === 'language' && v.code === 'NONE')?.id;
  useEffect(() => {
    if (!record && none && !form.getFieldValue('languageVersionId')) form.setFieldValue('languageVersionId', none);
  }, [record, none, form]);
  // The start as it was before this edit, so a typed end moves with it.
  const lastStart = useRef<string | undefined>(undefined);
  const hint = businessDate && previousDayHint(businessDate.format('YYYY-MM-DD'), startTime, cutoffHour);

  return (
    <>
      {record && record.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="注意"
          description={record.warnings.join('\n')}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="filmId" label={L.filmId} rules={select(L.filmId)}>
            <Select showSearch={kanaSearch} options={filmOptions} onChange={() => form.setFieldValue('endTime', '')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="houseId" label={L.houseId} rules={select(L.houseId)}>
            <Select
              options={houses.map((h) => ({ value: h.id, label: h.name }))}
              onChange={(id: number) => {
                const f = houses.find((h) => h.id === id)?.formatIds ?? [];
                if (!f.includes(form.getFieldValue('formatVersionId'))) form.setFieldValue('formatVersionId', f[0]);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="languageVersionId" label={L.languageVersionId} rules={select(L.languageVersionId)}>
            <Select
              options={versionOptions(
                'language',
                record && { id: record.languageVersionId, name: record.languageName },
              )}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="formatVersionId" label={L.formatVersionId} rules={select(L.formatVersionId)}>
            <Select
              options={versionOptions('format', record && { id: record.formatVersionId, name: record.formatName })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="businessDate" label={L.businessDate} rules={select(L.businessDate)}>
            <DatePicker allowClear={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="startTime"
            label="開始時刻"
            required
            rules={[time36Rule('開始時刻', true)]}
            extra={hint || '24時以降は「25:30」のように入力します。'}
          >
            <Time36Input
              onCommit={(v) => {
                form.setFieldValue(
                  'endTime',
                  shiftEnd(lastStart.current ?? record?.startTime, v, form.getFieldValue('endTime')),
                );
                lastStart.current = v;
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="endTime"
            label="終了時刻"
            rules={[time36Rule('終了時刻', false)]}
            extra="空欄の場合は、予告編と作品の上映時間から自動で設定します。"
          >
            <Time36Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="category" label={L.category}>
            <Select options={screeningCategory.options} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="priceTemplateId" label={L.priceTemplateId}>
            <Select
              allowClear
              placeholder="選択しない"
              options={priceTemplates.map((t) => ({ value: t.id, label: t.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="cleaningMinutes"
            label="清掃時間"
            rules={[fieldRule(screeningFields.cleaningMinutes.optional())]}
            extra={record ? undefined : '空欄のときは劇場の初期値です。'}
          >
            <NumberInput
              suffix="分"
              placeholder={defaultCleaningMinutes === undefined ? undefined : `初期値 ${defaultCleaningMinutes}`}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="salesStartAt" label="販売開始">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="salesEndAt" label="販売終了">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="status" label="状態">
            <Select options={screeningStatus.options} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="channels" label="販売チャネル">
            <Checkbox.Group options={channelOptions} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="note" label="備考">
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
