import type { ModuleServer } from '../../platform/module-server.js';
import { deviceApiHandlers } from './device-api.routes.js';
import { deviceDocumentHandlers } from './device-documents.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const deviceApiServer: ModuleServer = { handlers: [deviceApiHandlers, deviceDocumentHandlers] };
