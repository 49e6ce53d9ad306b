import { deviceNotificationEndpoints } from './device-notifications.endpoints.js';
import { defineFeature } from './feature.js';
import { ALL, r } from './route-types.js';

export const deviceNotificationsFeature = defineFeature({
  key: 'deviceNotifications',
  label: '端末通知',
  endpoints: { deviceNotificationLog: { endpoints: deviceNotificationEndpoints } },
  routes: [r({ path: '/notification-details', group: 'settings', label: '端末通知', roles: ALL, module: null })],
  audits: { deviceNotification: '端末通知' },
});
