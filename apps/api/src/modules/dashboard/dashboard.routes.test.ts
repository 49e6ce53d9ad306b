import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { accounts, brands, roles } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { accountIdsByUserName, signIn } from '../../test/fixtures.js';
import { addCinemaStaff } from '../../test/staff.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let accountIds: Record<string, number>;

type Summary = {
  counts: Record<string, number | null>;
  othersVisible: boolean;
  cinemas: { name: string; code: string; brandName: string; status: string; screenCount: number }[];
  recentAccounts: { userName: string; type: string; lastLoginAt: string | null }[];
  recentChanges: { userName: string | null; action: string; entity: string; summary: string | null }[];
};

const summary = async (token: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: '/api/dashboard/summary', headers: auth(token, headers) });
  expect(res.statusCode).toBe(200);
  return res.json().data as Summary;
};
const userNames = (rows: { userName: string | null }[]) => [...new Set(rows.map((r) => r.userName))].sort();

beforeAll(async () => {
  t = await createTestApp();
  // One after another, so the most recent login is known.
  [admin, hq, hq2, shinjuku] = await signIn(t, 'admin', 'hq', 'hq2', 'shinjuku');
  accountIds = await accountIdsByUserName(t);
});
afterAll(() => t.close());

describe('dashboard summary', () => {
  it('superAdmin counts every brand, cinema, screen and account', async () => {
    const s = await summary(admin);
    expect(s.counts).toEqual({ brands: 2, cinemas: 4, screens: 18, accounts: 4 });
    expect(s.cinemas.map((c) => [c.code, c.screenCount])).toEqual([
      ['0101', 6],
      ['0102', 5],
      ['0103', 4],
      ['0201', 3],
    ]);
    expect(s.cinemas[3]).toMatchObject({ name: 'ミライシネマ梅田', brandName: 'ミライシネマ', status: 'open' });
    expect(s.recentAccounts.map((a) => a.userName)).toEqual(['shinjuku', 'hq2', 'hq', 'admin']);
    expect(s.recentChanges.filter((c) => c.action === 'login')).toHaveLength(4);
  });

  it('a brand counts its own brand only, and sees its own changes first', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cinema/create',
      headers: auth(hq),
      payload: {
        code: '0199',
        name: 'ダッシュボード劇場',
        status: 'beforeOpening',
        prefectureCode: '13',
        city: '新宿区',
        businessDayCutoffHour: 29,
        onlineSalesStartDays: 2,
        onlineSalesEndMinutes: 20,
        posSalesEndMinutes: 30,
        maxTicketsPerOrder: 10,
        seatHoldMinutes: 10,
      },
    });
    expect(created.statusCode).toBe(200);
    const s = await summary(hq);
    expect(s.counts).toEqual({ brands: 1, cinemas: 4, screens: 15, accounts: 2 });
    expect(s.cinemas.map((c) => c.code)).toEqual(['0101', '0102', '0103', '0199']);
    expect(s.recentAccounts.map((a) => a.userName)).toEqual(['shinjuku', 'hq']);
    expect(s.recentChanges[0]).toMatchObject({
      userName: 'hq',
      action: 'create',
      entity: 'cinema',
      summary: 'ダッシュボード劇場',
    });
    // 'system': the demo seed writes its 会員クーポン through the module's services, audited as the system.
    expect(userNames(s.recentChanges)).toEqual(['hq', 'shinjuku', 'system']);
  });

  it('another brand sees none of the first brand’s cinemas, accounts or changes', async () => {
    const s = await summary(hq2);
    expect(s.counts).toEqual({ brands: 1, cinemas: 1, screens: 3, accounts: 1 });
    expect(s.cinemas.map((c) => c.code)).toEqual(['0201']);
    expect(s.recentAccounts.map((a) => a.userName)).toEqual(['hq2']);
    expect(userNames(s.recentChanges)).toEqual(['hq2', 'system']);
  });

  it('cinema staff see their cinemas, its screens, its staff and only their own changes', async () => {
    const s = await summary(shinjuku);
    // The 劇場スタッフ role has no ユーザー閲覧: no other account, no count of them.
    expect(s.counts).toEqual({ brands: 1, cinemas: 1, screens: 6, accounts: null });
    expect(s.othersVisible).toBe(false);
    expect(s.cinemas).toEqual([
      {
        id: expect.any(Number),
        name: 'シネマライン新宿',
        code: '0101',
        brandName: 'シネマライン',
        status: 'open',
        screenCount: 6,
      },
    ]);
    expect(s.recentAccounts).toEqual([]);
    expect(s.recentChanges).toEqual([
      { at: expect.any(String), userName: 'shinjuku', action: 'login', entity: 'account', summary: 'shinjuku' },
    ]);
  });

  it('a brand acting as its cinema staff sees the staff’s dashboard', async () => {
    const s = await summary(hq, { changeaccountid: String(accountIds.shinjuku) });
    expect(s.counts).toEqual({ brands: 1, cinemas: 1, screens: 6, accounts: null });
    expect(s.recentAccounts).toEqual([]);
  });

  it('a head-office role without ユーザー閲覧 sees no logins or operations of others', async () => {
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.code, 'CL'));
    const [role] = await t.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.name, '経理'), eq(roles.brandId, brand!.id)));
    await t.database.db.insert(accounts).values({
      userName: 'keiri',
      displayName: '経理 担当',
      email: 'keiri@example.jp',
      type: 'brand',
      brandId: brand!.id,
      roleId: role!.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    const keiri = await t.login('keiri');
    const s = await summary(keiri);
    expect(s.othersVisible).toBe(false);
    expect(s.counts.accounts).toBeNull();
    expect(s.recentAccounts).toEqual([]);
    expect(s.recentChanges.length).toBeGreaterThan(0);
    expect(userNames(s.recentChanges)).toEqual(['keiri']);
    // Head office's administrator of the same brand still sees keiri's login.
    const hqView = await summary(hq);
    expect(hqView.othersVisible).toBe(true);
    expect(hqView.recentAccounts.map((a) => a.userName)).toContain('keiri');
    expect(userNames(hqView.recentChanges)).toContain('keiri');
  });

  it('cinema staff whose role has ユーザー閲覧 see their cinema’s staff', async () => {
    await addCinemaStaff(t.database.db, {
      userName: 'shinjuku-lead',
      cinemaCodes: ['0101'],
      permissions: { dashboard: ['view'], users: ['view'] },
    });
    const s = await summary(await t.login('shinjuku-lead'));
    expect(s.othersVisible).toBe(true);
    expect(s.recentAccounts.map((a) => a.userName).sort()).toEqual(['shinjuku', 'shinjuku-lead']);
    expect(s.counts.accounts).toBe(2);
  });

  it('refuses acting as another brand’s account, and anonymous callers', async () => {
    const denied = await t.app.inject({
      url: '/api/dashboard/summary',
      headers: auth(hq, { changeaccountid: String(accountIds.hq2) }),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'no_permission', message: ja.userNoAccess });
    const anonymous = await t.app.inject({ url: '/api/dashboard/summary' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'auth_invalid', message: ja.authInvalid });
  });
});
