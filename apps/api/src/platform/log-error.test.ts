import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { accounts } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/helper.js';

// A database error reaching the error handler is logged with its SQL code and constraint, never
// with the values of the query (password hashes, e-mail addresses, names).

let database: Database;
let app: App;
const lines: string[] = [];
const SECRET_EMAIL = 'secret.person@example.jp';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$secret-hash-value';

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ db: database.db, logger: { level: 'warn', stream } });
  // Routes outside /api only for the test: a write that breaks a unique index, and a bad cast.
  app.post('/test/duplicate', async () => {
    const [first] = await database.db.select({ email: accounts.email }).from(accounts).limit(1);
    await database.db.insert(accounts).values({
      userName: 'secret-person',
      displayName: '秘密 太郎',
      email: first!.email.toUpperCase(),
      type: 'superAdmin',
      passwordHash: SECRET_HASH,
    });
    return { ok: true };
  });
  app.post('/test/cast', async () => database.db.execute(sql`select ${SECRET_EMAIL}::int as n`));
  // A fault of the server, not of the input (a table that does not exist): answered 500 and logged.
  app.post('/test/broken', async () => database.db.execute(sql`select * from missing_table where x = ${SECRET_EMAIL}`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error logs', () => {
  it('carry the SQL error code and constraint of a database error the caller caused, never a parameter value', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/test/duplicate' });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('secret');
    const logged = lines.join('\n');
    const entry = JSON.parse(lines.at(-1)!);
    expect(entry).toMatchObject({ pgCode: '23505', constraint: 'accounts_email_uq' });
    for (const value of [SECRET_HASH, 'secret-person', '秘密 太郎', 'argon2id']) expect(logged).not.toContain(value);
  });

  it('leave out values a database message quotes', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'POST', url: '/test/cast' })).statusCode).toBe(400);
    const entry = JSON.parse(lines.at(-1)!);
    expect(entry.pgCode).toBe('22P02');
    expect(lines.join('\n')).not.toContain(SECRET_EMAIL);
  });

  it('log a server fault with its code and query text, without the values', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('missing_table');
    const entry = JSON.parse(lines.at(-1)!);
    expect(entry.err.code).toBe('42P01');
    expect(entry.err.query).toMatch(/from missing_table/);
    expect(lines.join('\n')).not.toContain(SECRET_EMAIL);
  });
});
