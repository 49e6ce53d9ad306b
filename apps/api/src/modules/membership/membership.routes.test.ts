import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipMessages, type MembershipCreateInput } from '@cinema/contracts';
import { memberSystems } from '../../db/schema/index.js';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

type System = { id: number; code: string; version: number; memberCount: number; ranks: { name: string }[] };
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });

const rank = (name: string, upThreshold: number) => ({ name, color: '#1677ff', upThreshold, keepThreshold: 0 });
const body: MembershipCreateInput = {
  code: 'ｓｐ１',
  name: 'シネマパス',
  validityKind: 'fixed',
  validMonths: null,
  validFrom: '2027-04-01',
  validTo: '2028-03-31',
  joinFee: 1100,
  annualFee: 2200,
  ranks: [rank('一般', 0), { ...rank('プレミア', 5), discountKind: 'percent', discountValue: 10, presaleDays: 2 }],
  points: { pos: 1, kiosk: 1, online: 1, shopItems: false, expiryMonths: 6 },
  rankBasis: 'visits',
  rankWindowMonths: 6,
};

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
});
afterAll(() => t.close());

describe('会員制度', () => {
  it('lists the brand’s own systems with their member counts; another brand’s is not found; cinema staff may not', async () => {
    const list = (await get(hq, '/api/memberShip/list')).json().data.list as System[];
    expect(list.map((s) => [s.code, s.memberCount, s.ranks.length])).toEqual([['CLM', 300, 3]]);
    const [mirai] = await t.database.db.select().from(memberSystems).where(eq(memberSystems.code, 'MIRAI'));
    expect((await get(hq, `/api/memberShip/detail/${mirai!.id}`)).statusCode).toBe(404);
    expect((await send(hq, 'DELETE', `/api/memberShip/delete/${mirai!.id}`)).statusCode).toBe(404);
    // ミライシネマ has the 会員 module switched off.
    expect((await get(hq2, '/api/memberShip/list')).statusCode).toBe(403);
    expect((await get(shinjuku, '/api/memberShip/list')).statusCode).toBe(403);
    expect((await send(shinjuku, 'POST', '/api/memberShip/create', body)).statusCode).toBe(403);
  });

  it('offers the systems with their numbered ranks to the member list', async () => {
    const [option] = (await get(hq, '/api/memberShip/listMap')).json().data.list;
    expect(option.ranks).toEqual([
      { rank: 1, name: 'レギュラー', color: '#1677ff' },
      { rank: 2, name: 'シルバー', color: '#8c8c8c' },
      { rank: 3, name: 'ゴールド', color: '#d4b106' },
    ]);
  });

  it('refuses a period its kind lacks, a first rank with a condition and conditions that do not rise', async () => {
    const bad = {
      ...body,
      validityKind: 'fromJoin',
      ranks: [rank('一般', 3), rank('上', 2)],
    };
    const answer = await send(hq, 'POST', '/api/memberShip/create', bad);
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer)).toMatchObject({
      validMonths: '「有効期間（か月）」を入力してください',
      'ranks.0.upThreshold': membershipMessages.firstRankFree,
      'ranks.1.upThreshold': membershipMessages.thresholdsRise,
    });
    const reversed = await send(hq, 'POST', '/api/memberShip/create', { ...body, validTo: '2027-01-01' });
    expect(fieldsOf(reversed)).toEqual({ validTo: membershipMessages.periodOrder });
  });

  it('creates, updates with the version, refuses a code in use, and deletes an unused system, each audited', async () => {
    const created = await send(hq, 'POST', '/api/memberShip/create', body);
    expect(created.statusCode).toBe(200);
    const s = created.json().data as System & { taxRate: number; joinFee: number };
    expect(s).toMatchObject({ code: 'sp1', taxRate: 0.1, joinFee: 1100, memberCount: 0 });
    expect((await send(hq, 'POST', '/api/memberShip/create', body)).statusCode).toBe(409);
    const saved = await send(hq, 'PUT', '/api/memberShip/update', {
      ...body,
      id: s.id,
      version: s.version,
      name: '新パス',
    });
    expect(saved.json().data).toMatchObject({ name: '新パス', version: s.version + 1 });
    const stale = await send(hq, 'PUT', '/api/memberShip/update', { ...body, id: s.id, version: s.version });
    expect(stale.statusCode).toBe(409);
    expect((await send(shinjuku, 'DELETE', `/api/memberShip/delete/${s.id}`)).statusCode).toBe(403);
    expect((await send(hq, 'DELETE', `/api/memberShip/delete/${s.id}`)).statusCode).toBe(200);
    expect((await auditRowsOf(t, 'memberShip', s.id)).map((r) => r.action).sort()).toEqual([
      'create',
      'delete',
      'update',
    ]);
  });

  it('keeps the ranks members hold and the systems they belong to', async () => {
    const [cl] = (await get(hq, '/api/memberShip/list')).json().data.list as System[];
    const full = (await get(hq, `/api/memberShip/detail/${cl!.id}`)).json().data;
    const fewer = await send(hq, 'PUT', '/api/memberShip/update', { ...full, ranks: full.ranks.slice(0, 2) });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().message).toMatch(/^ランク3には\d+人の会員が所属しているため/);
    const removed = await send(hq, 'DELETE', `/api/memberShip/delete/${cl!.id}`);
    expect(removed.json()).toMatchObject({ code: 'conflict', message: membershipMessages.inUse(300) });
  });
});
