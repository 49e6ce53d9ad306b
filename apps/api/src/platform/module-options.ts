import type { Db } from '../db/client.js';
import type { ImageFetchOptions } from './net/image-fetch.js';
import type { FileStorage } from './storage/index.js';
import type { MasterCache } from './master-cache.js';

/** What app.ts hands every feature's handlers: the database and the server's shared services. */
export interface ModuleOptions {
  db: Db;
  loginRateLimit: number;
  storage: FileStorage;
  imageProxy?: ImageFetchOptions;
  /** The master data the device API reads per sale, forgotten on every staff write. */
  masterCache?: MasterCache;
  /** Aborted when the server begins to close: long-lived answers (a player's push stream) end then. */
  closing?: AbortSignal;
}
