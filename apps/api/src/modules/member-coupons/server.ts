import type { ModuleServer } from '../../platform/module-server.js';
import { memberCouponHandlers } from './member-coupons.routes.js';

// What this module brings to the server (listed in src/features.ts): the handlers of 会員クーポン.
export const memberCouponsServer: ModuleServer = { handlers: [memberCouponHandlers] };
