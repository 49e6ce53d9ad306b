import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Modal, Typography } from 'antd';
import { ja, websiteLabels as L, websiteMessages } from '@cinema/contracts';
import { DatePicker } from '../../ui/date-picker.js';

// 公開予約 (docs/website.md, "the editor"): the draft goes out at a set time, which must be later than now (the API
// says the same with the same words).

export interface ScheduleDialogProps {
  onOk: (publishAt: string) => Promise<unknown>;
  onClose: () => void;
}

/** Why this time cannot be set, or null. */
export const scheduleProblem = (at: Dayjs | null, now = dayjs()) => {
  if (!at) return ja.required(L.publishAt);
  return at.isAfter(now) ? null : websiteMessages.publishAtPast;
};

export function ScheduleDialog({ onOk, onClose }: ScheduleDialogProps) {
  const [at, setAt] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const problem = scheduleProblem(at);
    setError(problem);
    if (problem || !at) return;
    setBusy(true);
    try {
      await onOk(at.second(0).millisecond(0).toISOString());
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="公開予約"
      okText="予約する"
      cancelText="キャンセル"
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      <Typography.Paragraph>指定した日時に、いまの下書きを公開します。</Typography.Paragraph>
      <DatePicker
        aria-label={L.publishAt}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        value={at}
        status={error ? 'error' : undefined}
        disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
        onChange={(v: Dayjs | null) => {
          setAt(v);
          setError(null);
        }}
        style={{ width: 240 }}
      />
      {error && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
          {error}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
