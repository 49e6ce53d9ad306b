import type { ModuleServer } from '../../platform/module-server.js';
import { deviceNotificationHandlers } from './device-notifications.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const deviceNotificationsServer: ModuleServer = { handlers: [deviceNotificationHandlers] };
