import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, endpoint, sessionAccess } from '@cinema/contracts';
import { buildApp } from '../app.js';
import { openTestDatabase } from '../test/helper.js';

// The server refuses to start unless every declared endpoint has exactly one handler, and every
// handler answers a declared endpoint (issue 8: renaming an endpoint is one edit, never a drift).
describe('endpoint declarations and handlers', () => {
  it('stops the server, naming the endpoint, when a declared endpoint has no handler', async () => {
    const database = await openTestDatabase();
    const orphan = endpoint({
      method: 'GET',
      path: '/api/nothing/here',
      summary: '処理のないエンドポイント',
      access: sessionAccess,
      answer: z.null(),
    });
    await expect(buildApp({ db: database.db, endpoints: [...allEndpoints, orphan] })).rejects.toThrow(
      'GET /api/nothing/here is declared in contracts but has no handler',
    );
    await database.close();
  });

  it('stops the server when a handler answers an endpoint that is not declared', async () => {
    const database = await openTestDatabase();
    const [first, ...rest] = allEndpoints;
    await expect(buildApp({ db: database.db, endpoints: rest })).rejects.toThrow(
      `${first!.method} ${first!.path} has a handler but is not declared in contracts`,
    );
    await database.close();
  });

  it('starts when they agree, with every declared endpoint registered as a route', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db });
    await app.ready();
    for (const e of allEndpoints)
      expect(app.hasRoute({ method: e.method, url: e.path }), `${e.method} ${e.path}`).toBe(true);
    await app.close();
    await database.close();
  });
});
