import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Modal, Popconfirm, Space, Typography } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import dayjs, { type Dayjs } from 'dayjs';
import {
  addDays,
  emptyScreenDaysMessage,
  formatBusinessDate,
  MAX_PUBLISH_DAYS,
  weekStartOf,
  type EmptyScreenDays,
  type PublishNamed,
  type SchedulePublishPreview,
} from '@cinema/contracts';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';
import { publishPreviewQuery, publishSchedule, unpublishSchedule } from './schedule-publish-queries.js';

export interface SchedulePublishModalProps {
  open: boolean;
  onClose: () => void;
  /** The page's business date: the range starts on its 興行週 and runs seven days. */
  date: string;
  /** The brand's 興行週の開始曜日 (0 = Sunday; Friday by default). */
  weekStartDay: number;
  /** The page's cinema (the session's chosen one). */
  cinemaId: number | null;
}

const iso = (d: Dayjs) => d.format('YYYY-MM-DD');

/** One list of the summary: its count and the screenings it names. */
function Named({ title, list, type }: { title: string; list: PublishNamed; type: 'error' | 'warning' }) {
  if (!list.count) return null;
  return (
    <Alert
      type={type}
      showIcon
      style={{ marginTop: 12 }}
      title={`${title}：${list.count}件`}
      description={
        <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflowY: 'auto' }}>
          {list.items.map((i) => (
            <li key={i.id}>
              {`${formatBusinessDate(i.businessDate, true)} ${i.startTime} ${i.houseName}「${i.filmName}」`}
              {i.note && <Typography.Text type="secondary">{` ${i.note}`}</Typography.Text>}
            </li>
          ))}
          {list.count > list.items.length && <li>{`ほか${list.count - list.items.length}件`}</li>}
        </ul>
      }
    />
  );
}

/** Screens left dark for whole days: a warning, publishing is still allowed. */
function EmptyDays({ list }: { list: EmptyScreenDays[] }) {
  if (!list.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      title={`上映のない日があるスクリーン：${list.length}件`}
      description={
        <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflowY: 'auto' }}>
          {list.map((e) => (
            <li key={e.houseId}>{emptyScreenDaysMessage(e)}</li>
          ))}
        </ul>
      }
    />
  );
}

function Summary({ p }: { p: SchedulePublishPreview }) {
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'drafts', label: '公開する上映回', children: `${p.drafts}件` },
          { key: 'published', label: '公開済み', children: `${p.published}件` },
        ]}
      />
      <Named title="料金テンプレートが未設定の上映回（公開できません）" list={p.unpriced} type="error" />
      <Named title="年少者の入場制限（深夜）に当たる上映回" list={p.lateHour} type="warning" />
      <Named title="公開日より前の上映回（先行上映）" list={p.advance} type="warning" />
      <EmptyDays list={p.emptyDays} />
    </>
  );
}

/** 公開: the range's drafts after a summary; what blocks it (prices) is named first. */
export function SchedulePublishModal({ open, onClose, date, weekStartDay, cinemaId }: SchedulePublishModalProps) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const start = weekStartOf(date, weekStartDay);
  const [range, setRange] = useState<[string, string]>([start, addDays(start, 6)]);
  const [busy, setBusy] = useState(false);
  const body = { cinemaId: cinemaId ?? undefined, from: range[0], to: range[1] };
  const preview = useQuery({ ...publishPreviewQuery(body), enabled: open });
  const p = preview.data;

  const run = async (work: () => Promise<{ count: number }>, done: (n: number) => string) => {
    setBusy(true);
    try {
      const result = await work();
      await qc.invalidateQueries({ queryKey: scheduleKeys.all });
      message.success(done(result.count));
      onClose();
    } catch {
      // The client's alert names the reason (料金テンプレートが未設定…); the summary is read again.
      await preview.refetch();
    } finally {
      setBusy(false);
    }
  };

  const blocked = !p || p.drafts === 0 || p.unpriced.count > 0;
  return (
    <Modal
      title="上映スケジュールを公開"
      open={open}
      onCancel={onClose}
      width={640}
      footer={
        <Space>
          <Button onClick={onClose}>キャンセル</Button>
          {!!p?.published && (
            <Popconfirm
              title="公開を取り消しますか？"
              description={`公開済みの${p.published}件を未公開に戻します。お客様の上映スケジュールから消えます。`}
              okText="未公開に戻す"
              cancelText="キャンセル"
              onConfirm={() =>
                run(
                  () => unpublishSchedule(body),
                  (n) => `${n}件の上映回を未公開に戻しました`,
                )
              }
            >
              <Button disabled={busy}>未公開に戻す</Button>
            </Popconfirm>
          )}
          <Button
            type="primary"
            disabled={blocked}
            loading={busy}
            onClick={() =>
              run(
                () => publishSchedule(body),
                (n) => `${n}件の上映回を公開しました`,
              )
            }
          >
            {p?.drafts ? `${p.drafts}件を公開` : '公開'}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item
          label="公開する期間（営業日）"
          extra={`興行週は金曜日から始まります。${MAX_PUBLISH_DAYS}日以内で指定してください。`}
        >
          <DatePicker.RangePicker
            value={[dayjs(range[0]), dayjs(range[1])]}
            allowClear={false}
            onChange={(v) => {
              if (v?.[0] && v[1]) setRange([iso(v[0]), iso(v[1])]);
            }}
          />
        </Form.Item>
      </Form>
      {preview.isError && <Alert type="error" showIcon title={preview.error.message} />}
      {p && (
        <>
          {p.drafts === 0 && <Alert type="info" showIcon title="この期間に未公開の上映回はありません" />}
          <Summary p={p} />
        </>
      )}
      {!p && preview.isLoading && <Typography.Text type="secondary">確認中…</Typography.Text>}
    </Modal>
  );
}
