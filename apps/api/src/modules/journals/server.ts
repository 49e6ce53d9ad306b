import type { ModuleServer } from '../../platform/module-server.js';
import { journalHandlers } from './journals.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const journalsServer: ModuleServer = { handlers: [journalHandlers] };
