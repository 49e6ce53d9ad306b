import { refuseOverlappingQueries } from './one-query-at-a-time.js';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { deserialize } from 'node:v8';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.js';
import { MemoryFileStorage, type StoredObject } from '../platform/storage/index.js';

/**
 * Whether the API tests run on a PostgreSQL server (TEST_DATABASE_URL): only there can requests race,
 * since PGlite runs one query at a time.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh database per test file, copied from the run's template (test/global-setup.ts): in-memory
 * PGlite, or with TEST_DATABASE_URL a new database on that PostgreSQL server, dropped afterwards.
 * Migrated and empty, or `seeded` with the demo data the README lists.
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const templates = inject('testTemplates');
  if (!url) {
    const image = templates.pglite?.[seeded ? 'seeded' : 'migrated'];
    return openPglite(null, image ? new Blob([fs.readFileSync(image)]) : undefined);
  }
  const name = `cinema_test_${randomBytes(6).toString('hex')}`;
  const template = templates.postgres?.[seeded ? 'seeded' : 'migrated'];
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 4, refuseOverlappingQueries);
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // The pool's end() does not wait for the server to let go of its connections; a forced drop
      // before that kills them, and the ending clients then raise "terminating connection" errors.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The interim password completeFirstLogin passes through; no test account uses it. */
const INTERIM_PASSWORD = 'interim-change-2026';

/**
 * An account whose password an administrator set (created through the users API, or reset) must
 * change it at first login. This does that change through the API and changes it back, so the
 * test's token works for every call and the account keeps the password the test knows.
 */
export async function completeFirstLogin(app: App, token: string, password: string) {
  const change = async (oldPassword: string, newPassword: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/changePassword',
      headers: { authorization: `Bearer ${token}` },
      payload: { oldPassword, newPassword, confirmPassword: newPassword },
    });
    if (res.statusCode !== 200) throw new Error(`first password change failed: ${res.body}`);
  };
  await change(password, INTERIM_PASSWORD);
  await change(INTERIM_PASSWORD, password);
}

export interface TestContext {
  app: App;
  database: Database;
  /** The files the app stores (in memory), demo posters included. */
  storage: MemoryFileStorage;
  /** Signs in and answers the token; a first login's required password change is done on the way. */
  login(userName: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(options: Pick<AppOptions, 'imageProxy'> = {}): Promise<TestContext> {
  const database = await openTestDatabase({ seeded: true });
  const templates = inject('testTemplates');
  const files = (templates.pglite ?? templates.postgres)?.files;
  // The demo posters the seed stored, as the seeded database's file rows expect them.
  const storage = files
    ? MemoryFileStorage.from(deserialize(fs.readFileSync(files)) as [string, StoredObject][])
    : new MemoryFileStorage();
  if (!files) await seedDemo(database.db, storage);
  const app = await buildApp({ db: database.db, storage, ...options });
  await app.ready();
  return {
    app,
    database,
    storage,
    async login(userName, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { userName, password } });
      if (res.statusCode !== 200) throw new Error(`login ${userName} failed: ${res.body}`);
      const { token, mustChangePassword } = res.json().data as { token: string; mustChangePassword: boolean };
      if (mustChangePassword) await completeFirstLogin(app, token, password);
      return token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const auth = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});
