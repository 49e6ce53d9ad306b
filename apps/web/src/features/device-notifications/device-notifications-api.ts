import type { DeviceNotificationMarkReadBody, DeviceOption } from '@cinema/contracts';
import { api } from '../../api/client.js';

// The header badge (ui/notification-badge.tsx) polls under the same root, so marking read refreshes it.
export const deviceNotificationKeys = { all: ['deviceNotifications'] as const };
export const deviceNotificationEndpoints = { list: '/api/deviceNotificationLog/list' };

export const markNotificationsRead = (body: DeviceNotificationMarkReadBody) =>
  api<{ updated: number }>('/api/deviceNotificationLog/markRead', { method: 'POST', body });

export const fetchDeviceOptions = (cinemaId: number | undefined) =>
  api<DeviceOption[]>('/api/device/listMap', { query: { cinemaId }, loading: false });
