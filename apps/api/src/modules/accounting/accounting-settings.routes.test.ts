import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type AccountingSetting } from '@cinema/contracts';
import { eq } from 'drizzle-orm';
import { accountingSettings } from '../../db/schema/index.js';
import { auditRowsOf, brandIdsByCode, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addBrandStaff } from '../../test/staff.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/accountingSetting/update', headers: auth(token), payload });
const settingOf = async (token: string) =>
  (await get(token, '/api/accountingSetting/detail')).json().data as AccountingSetting;
const bodyOf = ({ fiscalYearStartMonth, settlements, vouchers, version }: AccountingSetting) => ({
  fiscalYearStartMonth,
  settlements,
  vouchers,
  version,
});
const idOf = (options: { id: number; name: string }[], name: string) => options.find((o) => o.name === name)!.id;

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
});
afterAll(() => t.close());

describe('会計設定', () => {
  it('answers the demo brand’s settings: April, クレジットカード settled by its acquirer, the vouchers’ subjects', async () => {
    const s = await settingOf(hq);
    expect(s.fiscalYearStartMonth).toBe(4);
    expect(s.version).toBe(1);
    const credit = idOf(s.paymentMethods, 'クレジットカード');
    const acquirer = idOf(s.clients, 'ジャパンカード決済株式会社');
    expect(s.settlements).toContainEqual({ paymentMethodId: credit, clientId: acquirer });
    expect(s.vouchers.dailyReport).toMatchObject({ debitSubjectId: idOf(s.subjects, '100 現金') });
  });

  it('starts a brand without settings at version 0 with the defaults, and saves its first version', async () => {
    const s = await settingOf(hq2);
    expect(s).toMatchObject({ fiscalYearStartMonth: 4, settlements: [], version: 0, updatedAt: null });
    const res = await put(hq2, { ...bodyOf(s), fiscalYearStartMonth: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fiscalYearStartMonth: 1, version: 1 });
  });

  it('saves at the version read, audits it, and refuses a stale save naming who saved last', async () => {
    const s = await settingOf(hq);
    const paypay = idOf(s.paymentMethods, 'PayPay');
    const client = s.clients[0]!.id;
    const settlements = [...s.settlements, { paymentMethodId: paypay, clientId: client }];
    const vouchers = { ...s.vouchers, filmFee: { ...s.vouchers.filmFee, description: '映画料（月次）' } };
    const res = await put(hq, { ...bodyOf(s), fiscalYearStartMonth: 10, settlements, vouchers });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data as AccountingSetting;
    expect(saved).toMatchObject({ fiscalYearStartMonth: 10, version: 2 });
    expect(saved.settlements).toContainEqual({ paymentMethodId: paypay, clientId: client });
    expect(saved.vouchers.filmFee.description).toBe('映画料（月次）');
    const stale = await put(hq, bodyOf(s));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', lastSaved: { userName: expect.any(String) } });
    const [row] = await t.database.db
      .select({ id: accountingSettings.id })
      .from(accountingSettings)
      .where(eq(accountingSettings.brandId, (await brandIdsByCode(t)).CL!));
    expect(await auditRowsOf(t, 'accountingSetting', row!.id, 'update')).toHaveLength(1);
  });

  it('names each bad field in Japanese', async () => {
    const s = await settingOf(hq);
    const res = await put(hq, {
      ...bodyOf(s),
      fiscalYearStartMonth: 13,
      vouchers: { ...s.vouchers, dailyReport: { ...s.vouchers.dailyReport, description: 'あ'.repeat(41) } },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({
      fiscalYearStartMonth: ja.numberRange('会計年度の開始月', 1, 12),
      'vouchers.dailyReport.description': ja.maxLength('摘要', 40),
    });
  });

  it('refuses another brand’s payment method, client or subject with 400 on the field, and a method twice', async () => {
    const s = await settingOf(hq);
    const other = await settingOf(hq2);
    const otherMethod = other.paymentMethods[0]!.id;
    const otherClient = other.clients[0]!.id;
    const mine = s.paymentMethods[0]!.id;
    const bad = async (patch: object) => fieldsOf(await put(hq, { ...bodyOf(s), ...patch }));
    expect(await bad({ settlements: [{ paymentMethodId: otherMethod, clientId: null }] })).toEqual({
      'settlements.0.paymentMethodId': '「支払方法」に選択できないものが含まれています',
    });
    expect(await bad({ settlements: [{ paymentMethodId: mine, clientId: otherClient }] })).toEqual({
      'settlements.0.clientId': '「精算先」に選択できないものが含まれています',
    });
    expect(
      await bad({
        settlements: [
          { paymentMethodId: mine, clientId: null },
          { paymentMethodId: mine, clientId: null },
        ],
      }),
    ).toEqual({ 'settlements.1.paymentMethodId': '同じ支払方法が2回指定されています' });
    const [foreign] = (await get(hq2, '/api/accountingSubject/list')).json().data.list as { id: number }[];
    const vouchers = { ...s.vouchers, filmFee: { ...s.vouchers.filmFee, creditSubjectId: foreign?.id ?? 999999 } };
    expect(await bad({ vouchers })).toEqual({
      'vouchers.filmFee.creditSubjectId': '「映画料の貸方科目」に選択できないものが含まれています',
    });
    expect((await settingOf(hq)).version).toBe(s.version);
  });

  it('refuses an inactive subject for a voucher', async () => {
    const s = await settingOf(hq);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/accountingSubject/create',
      headers: auth(hq),
      payload: { code: 'OFF1', name: '停止科目', kind: 'otherAssets', taxKind: 'notTaxable', active: false },
    });
    const vouchers = {
      ...s.vouchers,
      dailyReport: { ...s.vouchers.dailyReport, creditSubjectId: made.json().data.id },
    };
    expect(fieldsOf(await put(hq, { ...bodyOf(s), vouchers }))).toEqual({
      'vouchers.dailyReport.creditSubjectId': '「日報の貸方科目」に選択できないものが含まれています',
    });
    expect(s.subjects.some((o) => o.name.includes('停止科目'))).toBe(false);
  });

  it('lets a view-only role read but not save', async () => {
    await addBrandStaff(t.database.db, { userName: 'hq-acct-viewer', permissions: { accounting: ['view'] } });
    const [viewer] = await signIn(t, 'hq-acct-viewer');
    const s = await settingOf(viewer);
    expect(s.fiscalYearStartMonth).toBeGreaterThan(0);
    expect((await put(viewer, bodyOf(s))).statusCode).toBe(403);
  });

  it('refuses cinema staff', async () => {
    const s = await settingOf(hq);
    expect((await put(shinjuku, bodyOf(s))).statusCode).toBe(403);
  });
});
