import type { ModuleServer } from '../../platform/module-server.js';
import { couponFactHooks } from './coupons.hooks.js';
import { couponHandlers } from './coupons.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const couponsServer: ModuleServer = { handlers: [couponHandlers], factHooks: couponFactHooks };
