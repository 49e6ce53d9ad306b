import type { ModuleServer } from '../../platform/module-server.js';
import { discountRuleHandlers } from './discount-rules.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const discountRulesServer: ModuleServer = { handlers: [discountRuleHandlers] };
