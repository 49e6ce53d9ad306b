import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages, type MemberListItem } from '@cinema/contracts';
import { auditLogs, members } from '../../db/schema/index.js';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addBrandStaff } from '../../test/staff.js';

let t: TestContext;
let hq: string;
let shinjuku: string;
let viewer: string;

type Detail = MemberListItem & { rankHistory: { reason: string; fromRank: number | null; toRank: number }[] };
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const listOf = async (token: string, query: string) =>
  (await get(token, `/api/member/list?${query}`)).json().data.list as MemberListItem[];
const memberRow = async (memberNo: string) =>
  (await t.database.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  // 会員 without 出力: sees the list with personal data masked, may edit, never the personal data.
  await addBrandStaff(t.database.db, { userName: 'hq-member-desk', permissions: { membership: ['view', 'update'] } });
  [hq, shinjuku, viewer] = await signIn(t, 'hq', 'shinjuku', 'hq-member-desk');
});
afterAll(() => t.close());

describe('会員一覧', () => {
  it('searches by 会員番号, name in any kana, phone, e-mail, rank and status', async () => {
    const one = await memberRow('CL00000001');
    expect((await listOf(hq, 'memberNo=cl00000001')).map((m) => m.memberNo)).toEqual(['CL00000001']);
    const family = one.kana.split(' ')[0]!;
    const hiragana = family.replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
    const byKana = await listOf(hq, `keyword=${encodeURIComponent(hiragana)}&pageSize=500`);
    expect(byKana.length).toBeGreaterThan(0);
    expect(byKana.every((m) => m.kana.startsWith(family))).toBe(true);
    expect(byKana.map((m) => m.memberNo)).toContain('CL00000001');
    const digits = one.phone!.replace(/\D/g, '');
    expect((await listOf(hq, `phone=${digits}`)).map((m) => m.memberNo)).toEqual(['CL00000001']);
    expect((await listOf(hq, 'email=member1@example.jp')).map((m) => m.memberNo)).toEqual(['CL00000001']);
    const gold = await listOf(hq, 'rank=3');
    expect(gold.length).toBe(15);
    expect(gold.every((m) => m.rankName === 'ゴールド')).toBe(true);
    expect((await listOf(hq, 'status=withdrawn')).map((m) => m.memberNo)).toEqual([
      'CL00000097',
      'CL00000194',
      'CL00000291',
    ]);
    const page = (await get(hq, '/api/member/list?page=1&pageSize=50')).json().data;
    expect(page).toMatchObject({ total: 300, page: 1 });
    expect(page.list).toHaveLength(50);
  });

  it('masks personal data for a role without 出力, in the list and the detail', async () => {
    const [plain] = await listOf(hq, 'memberNo=CL00000001');
    const [masked] = await listOf(viewer, 'memberNo=CL00000001');
    expect(plain).toMatchObject({ masked: false, email: 'member1@example.jp' });
    expect(masked).toMatchObject({
      masked: true,
      email: 'm***@example.jp',
      birthDate: '****-**-**',
      address: '＊＊＊',
    });
    expect(masked!.phone).toBe(plain!.phone!.replace(/\d(?=(?:\D*\d){4})/g, '*'));
    const detail = (await get(viewer, `/api/member/detail/${plain!.id}`)).json().data;
    expect(detail).toMatchObject({ masked: true, email: 'm***@example.jp', name: plain!.name });
    // Without 出力 there is no export either.
    expect((await get(viewer, '/api/member/export')).statusCode).toBe(403);
  });

  it('exports the filtered list unmasked and writes who took it to 操作ログ', async () => {
    const answer = await get(hq, '/api/member/export?rank=3');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.list).toHaveLength(15);
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'export'));
    expect(rows.map((r) => [r.entity, r.summary])).toEqual([['member', '会員一覧を出力（15件）']]);
  });

  it('is head office’s: cinema staff may not, another brand’s member is not found', async () => {
    const mirai = await memberRow('MI00000001');
    expect((await get(shinjuku, '/api/member/list')).statusCode).toBe(403);
    expect((await get(hq, `/api/member/detail/${mirai.id}`)).statusCode).toBe(404);
    expect((await get(hq, `/api/member/points/${mirai.id}`)).statusCode).toBe(404);
    expect((await get(hq, `/api/member/purchases/${mirai.id}`)).statusCode).toBe(404);
    const adjust = await send(hq, 'POST', '/api/member/adjustPoints', { id: mirai.id, points: 10, reason: 'x' });
    expect(adjust.statusCode).toBe(404);
  });
});

describe('会員の変更', () => {
  it('edits the profile, records a rank set by hand, and keeps personal data from a role that sees it masked', async () => {
    const m = await memberRow('CL00000002');
    const body = { id: m.id, version: m.version, name: '試験 太郎', kana: 'しけん たろう', gender: 'male', rank: 2 };
    const masked = await send(viewer, 'PUT', '/api/member/update', { ...body, personal: { phone: '03-0000-0000' } });
    expect(masked.json()).toMatchObject({ code: 'no_permission', message: memberMessages.personalMasked });
    const saved = await send(viewer, 'PUT', '/api/member/update', body);
    expect(saved.statusCode).toBe(200);
    const d = saved.json().data as Detail;
    expect(d).toMatchObject({ name: '試験 太郎', kana: 'シケン タロウ', rank: 2, rankName: 'シルバー' });
    expect(d.rankHistory[0]).toMatchObject({ reason: 'manual', fromRank: m.rank, toRank: 2 });
    // The personal data a masked save did not send is untouched.
    expect((await memberRow('CL00000002')).phone).toBe(m.phone);
    const outOfSystem = await send(hq, 'PUT', '/api/member/update', { ...body, version: d.version, rank: 4 });
    expect(fieldsOf(outOfSystem)).toEqual({ rank: memberMessages.rankOutOfSystem(3) });
    const personal = {
      phone: '03-1111-2222',
      email: 'new@example.jp',
      birthDate: '1990-05-05',
      postalCode: '160-0022',
    };
    const full = await send(hq, 'PUT', '/api/member/update', { ...body, version: d.version, personal });
    expect(full.json().data).toMatchObject({ phone: '03-1111-2222', postalCode: '1600022', masked: false });
    expect(await auditRowsOf(t, 'member', m.id, 'update')).toHaveLength(2);
  });

  it('suspends, resumes and withdraws with a reason; a withdrawn member is final', async () => {
    const m = await memberRow('CL00000003');
    const suspended = await send(hq, 'POST', '/api/member/status', {
      id: m.id,
      version: m.version,
      status: 'suspended',
      reason: 'カード紛失',
    });
    expect(suspended.json().data).toMatchObject({ status: 'suspended' });
    const v = suspended.json().data.version as number;
    const resumed = await send(hq, 'POST', '/api/member/status', {
      id: m.id,
      version: v,
      status: 'active',
      reason: '再発行済み',
    });
    expect(resumed.json().data.status).toBe('active');
    const gone = await send(hq, 'POST', '/api/member/status', {
      id: m.id,
      version: v + 1,
      status: 'withdrawn',
      reason: '本人の申し出',
    });
    expect(gone.json().data.status).toBe('withdrawn');
    const again = await send(hq, 'POST', '/api/member/status', {
      id: m.id,
      version: v + 2,
      status: 'active',
      reason: '誤り',
    });
    expect(again.json()).toMatchObject({ code: 'conflict', message: memberMessages.withdrawn });
    const summaries = (await auditRowsOf(t, 'member', m.id, 'update')).map((r) => r.summary);
    expect(summaries).toContain(`CL00000003 ${m.name} 状態: 有効 → 停止（カード紛失）`);
    expect(
      (await send(shinjuku, 'POST', '/api/member/status', { id: m.id, version: 1, status: 'active', reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('adjusts points with a reason, never below zero, and lists them in the ledger', async () => {
    const m = await memberRow('CL00000004');
    // The demo gives its members an opening balance (and 誕生月ポイント).
    const opening = (await get(hq, `/api/member/points/${m.id}`)).json().data;
    const had = opening.list.reduce((sum: number, e: { points: number }) => sum + e.points, 0);
    const given = await send(hq, 'POST', '/api/member/adjustPoints', { id: m.id, points: 120, reason: 'お詫び' });
    expect(given.json().data.points).toBe(had + 120);
    const tooMuch = await send(hq, 'POST', '/api/member/adjustPoints', {
      id: m.id,
      points: -(had + 121),
      reason: '誤付与',
    });
    expect(tooMuch.json()).toMatchObject({ code: 'conflict', message: memberMessages.negativeBalance(had + 120) });
    expect((await send(hq, 'POST', '/api/member/adjustPoints', { id: m.id, points: 0, reason: 'x' })).statusCode).toBe(
      400,
    );
    await send(hq, 'POST', '/api/member/adjustPoints', { id: m.id, points: -20, reason: '誤付与' });
    const ledger = (await get(hq, `/api/member/points/${m.id}`)).json().data;
    expect(ledger.total).toBe(opening.total + 2);
    expect(
      ledger.list
        .slice(0, 2)
        .map((e: { kind: string; points: number; reason: string }) => [e.kind, e.points, e.reason]),
    ).toEqual([
      ['adjust', -20, '誤付与'],
      ['adjust', 120, 'お詫び'],
    ]);
    expect(ledger.list[1].expiresOn).not.toBeNull();
  });
});
