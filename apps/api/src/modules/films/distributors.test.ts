import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistributorOption } from '@cinema/contracts';
import { clients } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { brandId, distributorId, distributorRequests, filmAccounts, newFilm, requests } from './films.fixtures.js';
import { unknownDistributor } from './films.service.js';

// 配給会社 are 取引先 with role distributor (docs/accounting.md, "配給会社は取引先").
let t: TestContext;
let r: ReturnType<typeof distributorRequests>;
let hq: string;
let hq2: string;
let noFilm: string;

beforeAll(async () => {
  t = await createTestApp();
  r = distributorRequests(t);
  ({ hq, hq2, staff: noFilm } = await filmAccounts(t, 'no-film', { dashboard: ['view'] }));
});
afterAll(() => t.close());

const codesOf = async (token: string) =>
  ((await r.listMap(token)).json().data as DistributorOption[]).map((d) => d.code);

describe('the 配給会社 picker', () => {
  it('offers the brand’s active distributor 取引先 to any signed-in user', async () => {
    const res = await r.listMap(noFilm);
    expect(res.statusCode).toBe(200);
    const opts = res.json().data as DistributorOption[];
    expect(opts.map((d) => d.code)).toEqual(['D001', 'D002', 'D003', 'D004', 'D005', 'D006']);
    expect(opts[0]).toEqual({ id: expect.any(Number), name: '東邦映画配給株式会社', code: 'D001' });
    expect(await codesOf(hq2)).toEqual(['D001', 'D002', 'D003']);
  });

  it('leaves out an inactive distributor, and a film cannot name a supplier or another brand’s distributor', async () => {
    const cl = await brandId(t, 'CL');
    await t.database.db
      .update(clients)
      .set({ active: false })
      .where(and(eq(clients.brandId, cl), eq(clients.code, 'D006')));
    expect(await codesOf(hq)).not.toContain('D006');
    const [supplier] = await t.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.brandId, cl), eq(clients.code, 'S001')));
    const films = requests(t);
    const bad = await films.create(hq, newFilm('仕入先を配給に', { distributorId: supplier!.id }));
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).distributorId).toBe(unknownDistributor);
    const mirai = await distributorId(t, 'MIRAI', 'D002');
    expect(fieldsOf((await films.create(hq, newFilm('他社', { distributorId: mirai }))).json()).distributorId).toBe(
      unknownDistributor,
    );
  });
});
