import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { findRoute, pathTo, salesStopEndpoints, type SessionData } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { canOpen } from '../../lib/access.js';
import { dateTime } from '../../lib/format.js';
import { salesStopKeys } from './sales-stop-keys.js';

/**
 * While online sales of the chosen cinema (or of the whole platform) are stopped, every user sees
 * it under the header: a stop nobody notices stays on by mistake. Polled every minute; a change on
 * /setting-onlinesale refreshes it at once (same key root).
 */
export function SalesStopBanner({ session }: { session: SessionData }) {
  const { data: stop } = useQuery({
    ...endpointQuery([...salesStopKeys.all, 'active', session.cinemaId ?? null], salesStopEndpoints.active, {
      query: {},
    }),
    refetchInterval: 60_000,
  });
  if (!stop) return null;
  const where = stop.scope === 'platform' ? 'すべての劇場' : (stop.cinemaName ?? '劇場');
  const until = stop.endsAt ? `${dateTime(stop.endsAt)}まで` : '「終了」するまで';
  return (
    <Alert
      banner
      type="warning"
      role="alert"
      title={`${where}のオンライン販売を停止中です（${until}）`}
      description={`お客様への表示：${stop.message}`}
      action={
        canOpen(session, findRoute('/setting-onlinesale')) ? (
          <Link to={pathTo('/setting-onlinesale')}>販売停止の設定へ</Link>
        ) : undefined
      }
    />
  );
}
