import { Badge, Tooltip } from 'antd';
import { dateTime } from '../../lib/format.js';

/** Minutes since a device last called in, for the 最終通信 column; null when it never has. */
export const minutesSince = (at: string | null, now = Date.now()) =>
  at ? Math.floor((now - Date.parse(at)) / 60_000) : null;

// A device that has not called in for 10 minutes is worth a look; the device API polls every minute.
export function LastSeen({ at }: { at: string | null }) {
  const minutes = minutesSince(at);
  if (minutes == null) return <Badge status="default" text="未接続" />;
  return (
    <Tooltip title={minutes < 1 ? '1分以内' : `${minutes.toLocaleString('ja-JP')}分前`}>
      <Badge status={minutes < 10 ? 'success' : 'warning'} text={dateTime(at)} />
    </Tooltip>
  );
}
