import type { ModuleServer } from '../../platform/module-server.js';
import { revenueGoalHandlers } from './revenue-goal.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const revenueGoalServer: ModuleServer = { handlers: [revenueGoalHandlers] };
