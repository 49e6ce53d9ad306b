import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/index.js';
import { buildApp, type App } from '../app.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { MemoryFileStorage } from './storage/index.js';
import { openTestDatabase } from '../test/helper.js';
import type { Database } from '../db/client.js';
import { hashToken } from './tokens.js';

// A signed-in caller is remembered briefly so hot requests skip the session query; revocation must
// still end a session within that time in every process, and at once in the process that revoked it.
const TTL = 300;
let database: Database;
let app: App;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  app = await buildApp({ db: database.db, storage: new MemoryFileStorage(), principalTtlMs: TTL });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const login = async () =>
  (await app.inject({ method: 'POST', url: '/api/login', payload: { userName: 'hq', password: DEMO_PASSWORD } })).json()
    .data.token as string;
const current = (token: string) =>
  app.inject({ url: '/api/session/current', headers: { authorization: `Bearer ${token}` } });

describe('principal cache', () => {
  it('ends a session at once when this process logs it out', async () => {
    const token = await login();
    expect((await current(token)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect((await current(token)).statusCode).toBe(401);
  });

  it('ends a session revoked by another process within the cache time', async () => {
    const token = await login();
    expect((await current(token)).statusCode).toBe(200);
    // Another API process deletes the session: this one finds out when its memory runs out.
    await database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await new Promise((r) => setTimeout(r, TTL + 50));
    expect((await current(token)).statusCode).toBe(401);
  });
});
