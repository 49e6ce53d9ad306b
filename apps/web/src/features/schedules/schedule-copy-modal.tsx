import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Radio, Select } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import type { Dayjs } from 'dayjs';
import {
  addDays,
  dayOfWeek,
  formatBusinessDate,
  scheduleLabels as L,
  weekdayLabels,
  weekStartOf,
  type WeekHouse,
} from '@cinema/contracts';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';
import { ModalForm } from '../../ui/modal-form.js';
import { conflictLines, ConflictList } from './conflict-list.js';
import { copyScreenings } from './schedule-queries.js';
import type { TimelineView } from './timeline-model.js';

interface CopyValues {
  days: 1 | 7;
  toDates: Dayjs[];
  houseIds?: number[];
  onConflict: 'fail' | 'skip';
}

export interface ScheduleCopyModalProps {
  open: boolean;
  onClose: () => void;
  /** The screenings created, for the timeline's undo. */
  onCreated?: (ids: number[]) => void;
  date: string;
  view: TimelineView;
  houses: WeekHouse[];
  /** The brand's 興行週の開始曜日: a week is copied from its first day onto other weeks' first days. */
  weekStartDay: number;
}

type Shown = { type: 'success' | 'info' | 'warning'; text: string };
const SKIPPED_NAMED = 3;

/**
 * What a copy says: green only when something was copied; nothing copied is a notice, with the
 * reason (nothing on the source day, or every screening collided).
 */
export function copyOutcome(result: {
  created: number;
  skipped: { businessDate: string; startTime: string; houseName: string }[];
}): Shown[] {
  const shown: Shown[] = [];
  if (result.created > 0) shown.push({ type: 'success', text: `${result.created}件の上映回をコピーしました` });
  else if (!result.skipped.length)
    shown.push({ type: 'info', text: 'コピー元に上映回がないため、コピーしませんでした' });
  if (result.skipped.length) {
    // A toast is read at a glance: the first few, then how many more (the timeline shows them all).
    const named = result.skipped
      .slice(0, SKIPPED_NAMED)
      .map((s) => `${formatBusinessDate(s.businessDate, true)} ${s.startTime} ${s.houseName}`);
    const more = result.skipped.length - named.length;
    const list = named.join('、') + (more > 0 ? ` ほか${more}件` : '');
    shown.push({
      type: 'warning',
      text: `${result.created ? '' : '上映回はコピーされませんでした。'}重複する${result.skipped.length}件はコピーしませんでした（${list}）`,
    });
  }
  return shown;
}

/** コピー: the shown day (or week from it) onto other days; collisions refuse it or are left out. */
export function ScheduleCopyModal({
  open,
  onClose,
  onCreated,
  date,
  view,
  houses,
  weekStartDay,
}: ScheduleCopyModalProps) {
  const weekFrom = weekStartOf(date, weekStartDay);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [conflicts, setConflicts] = useState<string[]>([]);
  const close = () => {
    setConflicts([]);
    onClose();
  };

  const submit = async (v: CopyValues) => {
    setConflicts([]);
    try {
      const result = await copyScreenings({
        fromDate: v.days === 7 ? weekFrom : date,
        days: v.days,
        toDates: v.toDates.map((d) => d.format('YYYY-MM-DD')).sort(),
        houseIds: v.houseIds?.length ? v.houseIds : undefined,
        onConflict: v.onConflict,
      });
      onCreated?.(result.ids);
      await qc.invalidateQueries({ queryKey: scheduleKeys.all });
      for (const m of copyOutcome(result)) message[m.type](m.text, m.type === 'warning' ? 8 : undefined);
    } catch (err) {
      setConflicts(conflictLines(err));
      throw err;
    }
  };

  return (
    <ModalForm<CopyValues>
      title="上映スケジュールをコピー"
      open={open}
      onClose={close}
      okText="コピー"
      initialValues={{ days: view === 'week' ? 7 : 1, toDates: [], onConflict: 'fail' }}
      submit={submit}
    >
      {(form) => (
        <>
          <Form.Item name="days" label="コピー元">
            <Radio.Group
              options={[
                { value: 1, label: `${formatBusinessDate(date)} の1日` },
                {
                  value: 7,
                  label: `${formatBusinessDate(weekFrom, true)} 〜 ${formatBusinessDate(addDays(weekFrom, 6), true)} の興行週`,
                },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.days !== b.days}>
            {() => (
              <Form.Item
                name="toDates"
                label={
                  form.getFieldValue('days') === 7
                    ? `コピー先（各興行週の開始日：${weekdayLabels[weekStartDay]}曜日）`
                    : L.toDates
                }
                rules={[{ required: true, message: 'コピー先の営業日を選択してください' }]}
              >
                <DatePicker
                  multiple
                  maxTagCount="responsive"
                  style={{ width: '100%' }}
                  disabledDate={(d) => {
                    const day = d.format('YYYY-MM-DD');
                    // A week lands on another week's first day only.
                    if (form.getFieldValue('days') === 7) return day === weekFrom || dayOfWeek(day) !== weekStartDay;
                    return day === date;
                  }}
                />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item name="houseIds" label={L.houseId} extra="選択しない場合は、すべてのスクリーンをコピーします。">
            <Select
              mode="multiple"
              allowClear
              placeholder="すべてのスクリーン"
              options={houses.map((h) => ({ value: h.id, label: h.name }))}
            />
          </Form.Item>
          <Form.Item name="onConflict" label="コピー先に重なる上映回があるとき">
            <Radio.Group
              options={[
                { value: 'fail', label: '1件でも重なれば何もコピーしない' },
                { value: 'skip', label: '重なる上映回だけ除いてコピー' },
              ]}
            />
          </Form.Item>
          <ConflictList title="次の上映回がコピー先のスケジュールと重なります" lines={conflicts} />
        </>
      )}
    </ModalForm>
  );
}
