import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { accountsFixture } from '../accounts/accounts.fixtures.js';

// A brand administrator enters a cinema that has no staff account yet (docs/architecture.md, "tenancy and
// permissions"): the session works as that cinema, every change audited under the administrator's name.
let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let cinemas: Record<string, number>;
let miraiCinema: number;

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });
const format = { kind: 'format', code: 'DOLBY', name: 'ドルビーシネマ', surcharge: 600, sortOrder: 10, active: true };

beforeAll(async () => {
  t = await createTestApp();
  ({ hq, hq2, shinjuku, cinemas, miraiCinema } = await accountsFixture(t));
});
afterAll(() => t.close());

describe('a brand administrator working as a cinema', () => {
  it('enters 横浜 as that cinema, changes its screens, is audited as itself, and comes back', async () => {
    const yokohama = cinemas['シネマライン横浜']!;
    const res = await get(`/api/cinema/loginAs/${yokohama}`, hq);
    expect(res.statusCode, res.body).toBe(200);
    const session = (await get('/api/session/current', hq)).json().data;
    expect(session).toMatchObject({ adminType: 'cinema', cinemaId: yokohama, originalUserName: 'hq' });
    expect(session.cinemas.map((c: { id: number }) => c.id)).toEqual([yokohama]);

    // A cinema-only write head office could only read before.
    const created = await post('/api/version/create', hq, format);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ cinemaId: yokohama, code: 'DOLBY' });
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'version'), eq(auditLogs.entityId, String(created.json().data.id))));
    expect(row).toMatchObject({ userName: 'hq', cinemaId: yokohama });

    const back = await post('/api/session/restore', hq);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ adminType: 'brand', cinemaId: null, originalUserName: null });
    const refused = await post('/api/version/create', hq, { ...format, code: 'DOLBY2' });
    expect(refused.json()).toMatchObject({ code: 'no_permission', message: ja.headOfficeReadsOnly });
  });

  it('records the entry in 操作ログ with the cinema', async () => {
    const ikebukuro = cinemas['シネマライン池袋']!;
    expect((await get(`/api/cinema/loginAs/${ikebukuro}`, hq)).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'loginAs'), eq(auditLogs.entity, 'cinema')));
    expect(entry).toMatchObject({ userName: 'hq', cinemaId: ikebukuro, summary: 'シネマライン池袋として代理ログイン' });
    expect((await post('/api/session/restore', hq)).statusCode).toBe(200);
  });

  it('is refused another brand’s cinema (404), cinema staff (403), and a second level of acting', async () => {
    expect((await get(`/api/cinema/loginAs/${miraiCinema}`, hq)).statusCode).toBe(404);
    expect((await get(`/api/cinema/loginAs/${miraiCinema}`, shinjuku)).statusCode).toBe(403);
    const mine = cinemas['シネマライン新宿']!;
    expect((await get(`/api/cinema/loginAs/${mine}`, hq2)).statusCode).toBe(404);
    expect((await get(`/api/cinema/loginAs/${mine}`, hq)).statusCode).toBe(200);
    expect((await get(`/api/cinema/loginAs/${mine}`, hq)).statusCode).toBe(403);
    expect((await post('/api/session/restore', hq)).statusCode).toBe(200);
  });
});
