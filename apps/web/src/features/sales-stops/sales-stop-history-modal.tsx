import { Modal, Timeline, Typography } from 'antd';
import { salesStopAction, salesStopChangeField, type SalesStop, type SalesStopEvent } from '@cinema/contracts';
import { dateTime, text } from '../../lib/format.js';

const colors: Record<SalesStopEvent['action'], string> = { created: 'red', edited: 'blue', ended: 'green' };
const shown = (field: SalesStopEvent['changes'][number]['field'], v: string | null) =>
  field === 'message' ? text(v) : v ? dateTime(v) : field === 'endsAt' ? '終了するまで' : '-';

/** The stop's own history: who registered, changed and ended it, and what changed. */
export function SalesStopHistoryModal({ stop, onClose }: { stop: SalesStop | null; onClose: () => void }) {
  return (
    <Modal title="販売停止の履歴" open={!!stop} onCancel={onClose} footer={null} width={620} destroyOnHidden>
      <Timeline
        style={{ marginTop: 16 }}
        items={(stop?.history ?? []).map((e) => ({
          color: colors[e.action],
          content: (
            <>
              <Typography.Text strong>
                {dateTime(e.at)} {salesStopAction.labels[e.action]}
              </Typography.Text>
              <Typography.Text type="secondary">
                {' '}
                {text(e.by)}
                {e.actingAs ? `（${e.actingAs}として）` : ''}
              </Typography.Text>
              {e.changes
                .filter((c) => e.action !== 'ended' || c.field !== 'endsAt')
                .map((c) => (
                  <div key={c.field}>
                    {salesStopChangeField.labels[c.field]}：{shown(c.field, c.from)} → {shown(c.field, c.to)}
                  </div>
                ))}
            </>
          ),
        }))}
      />
    </Modal>
  );
}
