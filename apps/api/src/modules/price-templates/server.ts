import type { ModuleServer } from '../../platform/module-server.js';
import { priceTemplateHandlers } from './price-templates.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const priceTemplatesServer: ModuleServer = { handlers: [priceTemplateHandlers] };
