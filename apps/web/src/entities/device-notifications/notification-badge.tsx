import { Link } from 'react-router';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { pathTo } from '@cinema/contracts';
import { useUnreadNotifications } from './device-notification-queries.js';

/**
 * The header's bell: unread device notifications of the session's scope, polled every minute,
 * linking to /notification-details. Its key sits under the device-notifications root, so
 * marking notifications read there refreshes it at once.
 */
export function NotificationBadge() {
  const { data } = useUnreadNotifications();
  const count = data?.count ?? 0;
  const label = count ? `端末通知（未読${count}件）` : '端末通知';
  return (
    <Tooltip title={label}>
      <Link to={pathTo('/notification-details')} aria-label={label}>
        <Badge count={count} overflowCount={99} size="small" offset={[-6, 6]}>
          <Button type="text" icon={<BellOutlined />} tabIndex={-1} />
        </Badge>
      </Link>
    </Tooltip>
  );
}
