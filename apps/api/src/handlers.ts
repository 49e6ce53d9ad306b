import type { ModuleOptions } from './platform/module-options.js';
import type { Registration } from './platform/endpoints.js';
import { moduleServers } from './features.js';

// Every feature's handlers, bound to their declarations in contracts (endpoints.ts): the server
// refuses to start unless each declared endpoint has exactly one. Read from the modules (features.ts).
export const handlerSets: readonly ((o: ModuleOptions) => Registration[])[] = moduleServers.flatMap(
  (s) => s.handlers ?? [],
);

/** The modules' raw routes (a module's `routes` hook: the public website), registered after the endpoints. */
export const routeHooks = moduleServers.flatMap((s) => (s.routes ? [s.routes] : []));
