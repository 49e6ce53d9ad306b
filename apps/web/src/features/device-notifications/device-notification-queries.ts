import { useQueryClient } from '@tanstack/react-query';
import { deviceNotificationEndpoints, type DeviceNotificationMarkReadBody } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { deviceNotificationKeys } from '../../entities/device-notifications/device-notification-queries.js';

/**
 * Marks notifications read (the listed ones, or all unread) and refreshes everything under the
 * root: the list and the header's bell. A failure has already been alerted.
 */
export function useMarkRead() {
  const qc = useQueryClient();
  return (body: DeviceNotificationMarkReadBody) =>
    call(deviceNotificationEndpoints.markRead, { body })
      .then(() => qc.invalidateQueries({ queryKey: deviceNotificationKeys.all }))
      .catch(() => undefined);
}
