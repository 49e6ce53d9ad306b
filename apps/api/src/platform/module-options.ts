import type { Db } from '../db/client.js';
import type { ImageFetchOptions } from './net/image-fetch.js';
import type { FileStorage } from './storage/index.js';

/** What app.ts hands every feature's handlers: the database and the server's shared services. */
export interface ModuleOptions {
  db: Db;
  loginRateLimit: number;
  storage: FileStorage;
  imageProxy?: ImageFetchOptions;
}
