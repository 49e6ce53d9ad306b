import type { ModuleServer } from '../../platform/module-server.js';
import { onlineReservationSalesHandlers } from './online-reservation-sales.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const onlineReservationSalesServer: ModuleServer = { handlers: [onlineReservationSalesHandlers] };
