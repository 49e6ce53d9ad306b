import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type Brand } from '@cinema/contracts';
import { accountCinemas, accounts, brands } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let admin: string;
let hq: string;

const brandBody = (code: string, adminUser: Record<string, unknown>) => ({
  code,
  name: `初回管理者${code}`,
  companyName: '株式会社テスト',
  fractionRounding: 'ROUND_DOWN',
  taxHandling: 'inclusive',
  receivableCycle: 'monthEnd',
  receivableHolidayShift: 'after',
  moduleMap: { film: true, users: true },
  active: true,
  admin: adminUser,
});
const person = (id: string) => ({
  userName: id,
  displayName: `${id} さん`,
  email: `${id}@example.jp`,
  password: 'First-pass-2026',
});
const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/brand/create', headers: auth(token), payload });
const brandCount = async () => (await t.database.db.select({ n: count() }).from(brands))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  [admin, hq] = await Promise.all([t.login('admin'), t.login('hq')]);
});
afterAll(() => t.close());

describe('a brand comes with its first head-office administrator', () => {
  it('asks for the administrator’s login id, name, e-mail and initial password', async () => {
    const res = await create(admin, brandBody('FA1', { userName: '', email: 'nope' }));
    expect(res.statusCode).toBe(400);
    const fields = fieldsOf(res.json());
    expect(fields['admin.userName']).toBe(ja.required('ログインID'));
    expect(fields['admin.displayName']).toBe(ja.required('氏名'));
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['admin.email', 'admin.password']));
  });

  it('a taken login id refuses the whole brand: nothing is written', async () => {
    const before = await brandCount();
    const res = await create(admin, brandBody('FA2', { ...person('hq'), email: 'fresh@example.jp' }));
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res.json())['admin.userName']).toBe(ja.userNameInUse);
    expect(await brandCount()).toBe(before);
    const sameMail = await create(
      admin,
      brandBody('FA2', { ...person('fa2-admin'), email: 'HQ@cinemaline.example.jp' }),
    );
    expect(fieldsOf(sameMail.json())['admin.email']).toBe(ja.emailInUse);
    expect(await brandCount()).toBe(before);
  });

  it('creates the brand, its 管理者 role and the administrator together; the list counts the administrator', async () => {
    const res = await create(admin, brandBody('FA3', person('fa3-admin')));
    expect(res.statusCode).toBe(200);
    const brand = res.json().data as Brand;
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userName, 'fa3-admin'));
    // The operator chose the password: the administrator sets their own at first login.
    expect(account).toMatchObject({ type: 'brand', brandId: brand.id, active: true, mustChangePassword: true });
    const listed = (await t.app.inject({ url: '/api/brand/list?keyword=FA3', headers: auth(admin) })).json().data
      .list as Brand[];
    expect(listed[0]).toMatchObject({ adminCount: 1, accountCount: 1 });
  });

  it('a brand whose administrator is gone shows adminCount 0, and 代理ログイン says why it cannot', async () => {
    const res = await create(admin, brandBody('FA4', person('fa4-admin')));
    const brand = res.json().data as Brand;
    await t.database.db.update(accounts).set({ active: false }).where(eq(accounts.userName, 'fa4-admin'));
    const listed = (await t.app.inject({ url: '/api/brand/list?keyword=FA4', headers: auth(admin) })).json().data
      .list as Brand[];
    expect(listed[0]!.adminCount).toBe(0);
    const acting = await t.login('admin');
    const as = await t.app.inject({ url: `/api/brand/loginAs/${brand.id}`, headers: auth(acting) });
    expect(as.statusCode).toBe(409);
    expect(as.json().message).toBe(ja.noBrandAccount);
  });
});

describe('a cinema may come with its first staff account', () => {
  const cinemaBody = (code: string, firstStaff?: object) => ({
    code,
    name: `初回スタッフ劇場${code}`,
    status: 'beforeOpening',
    prefectureCode: '13',
    city: '新宿区',
    businessDayCutoffHour: 29,
    onlineSalesStartDays: 2,
    onlineSalesEndMinutes: 20,
    posSalesEndMinutes: 30,
    maxTicketsPerOrder: 10,
    seatHoldMinutes: 10,
    ...(firstStaff ? { firstStaff } : {}),
  });
  const createCinema = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/cinema/create', headers: auth(hq), payload });

  it('creates the staff account assigned to the new cinema, with the brand role chosen', async () => {
    const roles = (await t.app.inject({ url: '/api/role/list', headers: auth(hq) })).json().data.list as {
      id: number;
      name: string;
    }[];
    const staffRole = roles.find((r) => r.name === '劇場スタッフ')!;
    const res = await createCinema(cinemaBody('0181', { ...person('cinema-0181'), roleId: staffRole.id }));
    expect(res.statusCode).toBe(200);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userName, 'cinema-0181'));
    expect(account).toMatchObject({ type: 'cinema', roleId: staffRole.id });
    const links = await t.database.db.select().from(accountCinemas).where(eq(accountCinemas.accountId, account!.id));
    expect(links.map((l) => l.cinemaId)).toEqual([res.json().data.id]);
  });

  it('is optional, and a role of another brand or a taken login id refuses the cinema too', async () => {
    expect((await createCinema(cinemaBody('0182'))).statusCode).toBe(200);
    const otherRoles = (await t.app.inject({ url: '/api/role/list', headers: auth(await t.login('hq2')) })).json().data
      .list as { id: number }[];
    const foreign = await createCinema(cinemaBody('0183', { ...person('cinema-0183'), roleId: otherRoles[0]!.id }));
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())['firstStaff.roleId']).toBe(ja.requiredSelect('ロール'));
    const taken = await createCinema(
      cinemaBody('0183', { ...person('shinjuku'), email: 'x0183@example.jp', roleId: 1 }),
    );
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    const cinemas = (await t.app.inject({ url: '/api/cinema/list?keyword=0183', headers: auth(hq) })).json().data;
    expect(cinemas.total).toBe(0);
  });
});
