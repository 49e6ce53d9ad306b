import type { FastifyInstance } from 'fastify';
import type { Registration } from './endpoints.js';
import type { FactHookSet } from './events.js';
import type { AnyJobDefinition, RecurringJob } from './jobs/index.js';
import type { ModuleOptions } from './module-options.js';

/**
 * What a module brings to the server, declared once in its server.ts: its handlers (bound to the endpoint
 * declarations of contracts), its jobs, and the recurring ones with their schedule (cron in Japan time).
 * features.ts lists the modules; the handler sets, the job list and the schedules are read from it, and it
 * installs the fact hooks (platform/events.ts): what the module adds to a sale in the sale's transaction.
 */
export interface ModuleServer {
  readonly handlers?: readonly ((o: ModuleOptions) => Registration[])[];
  readonly jobs?: readonly AnyJobDefinition[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- recurring jobs of different payload types
  readonly schedules?: readonly RecurringJob<any>[];
  readonly factHooks?: FactHookSet;
  /**
   * Raw Fastify routes and hooks, for what is no contract endpoint: the public website's HTML pages
   * (modules/website-public). Called once per app after the endpoints are registered; keep it rare.
   */
  readonly routes?: (app: FastifyInstance, o: ModuleOptions) => Promise<void>;
}
