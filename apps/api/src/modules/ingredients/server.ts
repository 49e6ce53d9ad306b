import type { ModuleServer } from '../../platform/module-server.js';
import { ingredientHandlers } from './ingredients.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const ingredientsServer: ModuleServer = { handlers: [ingredientHandlers] };
