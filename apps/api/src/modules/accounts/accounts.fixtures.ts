import { accountIdsByUserName, signIn } from '../../test/fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';

// Test data for the accounts API and signing in as another account: the demo accounts signed in,
// the ids the tests name, and a valid new account.

const byName = (rows: { id: number; name: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, number>;

/**
 * The four demo accounts signed in one after another, account ids by user name, シネマライン's roles
 * and cinemas by name, and ミライシネマ's brand, first cinema and first role, as their head offices see them.
 */
export async function accountsFixture(t: TestContext) {
  const [admin, hq, hq2, shinjuku] = await signIn(t, 'admin', 'hq', 'hq2', 'shinjuku');
  const data = async (url: string, token: string) => (await t.app.inject({ url, headers: auth(token) })).json().data;
  const cl = await data('/api/session/current', hq);
  const mirai = await data('/api/session/current', hq2);
  const roles = byName(await data('/api/role/listMap', hq));
  const cinemas = byName(cl.cinemas);
  return {
    admin,
    hq,
    hq2,
    shinjuku,
    ids: await accountIdsByUserName(t),
    roles,
    cinemas,
    clId: cl.brandId as number,
    miraiId: mirai.brandId as number,
    miraiCinema: mirai.cinemas[0].id as number,
    miraiAdminRole: (await data('/api/role/listMap', hq2))[0].id as number,
    /** A cinema account of 池袋 with the 劇場スタッフ role. */
    newAccount: (userName: string, extra: Record<string, unknown> = {}) => ({
      userName,
      displayName: `${userName} 担当`,
      email: `${userName}@cinemaline.example.jp`,
      password: 'start-2026',
      confirmPassword: 'start-2026',
      type: 'cinema',
      roleId: roles['劇場スタッフ'],
      cinemaIds: [cinemas['シネマライン池袋']],
      active: true,
      ...extra,
    }),
  };
}
export type AccountsFixture = Awaited<ReturnType<typeof accountsFixture>>;
