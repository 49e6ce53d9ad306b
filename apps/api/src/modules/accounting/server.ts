import type { ModuleServer } from '../../platform/module-server.js';
import { accountingSettingHandlers, accountingSubjectHandlers } from './accounting.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const accountingServer: ModuleServer = { handlers: [accountingSubjectHandlers, accountingSettingHandlers] };
