import { brandIdsByCode, signIn } from '../../test/fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';

// Test data for the roles API: the demo accounts signed in, and each brand's roles as its head office lists them.

type Role = { id: number; version: number };

const rolesOf = async (t: TestContext, token: string) =>
  Object.fromEntries(
    (await t.app.inject({ url: '/api/role/list', headers: auth(token) }))
      .json()
      .data.list.map((r: { name: string }) => [r.name, r]),
  ) as Record<string, Role>;

/** The four demo accounts signed in one after another, the brand ids, and the demo roles of each brand by name. */
export async function rolesFixture(t: TestContext) {
  const [admin, hq, hq2, shinjuku] = await signIn(t, 'admin', 'hq', 'hq2', 'shinjuku');
  const brands = await brandIdsByCode(t);
  return {
    admin,
    hq,
    hq2,
    shinjuku,
    clId: brands.CL!,
    miraiId: brands.MIRAI!,
    cl: await rolesOf(t, hq),
    mirai: await rolesOf(t, hq2),
  };
}
