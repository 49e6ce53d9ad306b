import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSiteSettings, memberSystems } from '../../db/schema/index.js';
import { auditRowsOf, brandIdsByCode, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// 会員サイト設定 (/endUser-customizePage): head office's alone, one per brand, versioned and audited
// (docs/membership.md, "会員サイト").

let t: TestContext;
let hq: string;
let shinjuku: string;
const detail = (token: string) => t.app.inject({ url: '/api/endUser/customizePage/detail', headers: auth(token) });
const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/endUser/customizePage/update', headers: auth(token), payload });

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await signIn(t, 'hq', 'shinjuku');
  // The demo's シネマライン takes sign-ups; these tests start from a brand that never saved its settings.
  const seeded = await t.database.db.delete(memberSiteSettings).returning();
  expect(seeded).toMatchObject([{ signupEnabled: true, brandId: (await brandIdsByCode(t)).CL }]);
});
afterAll(() => t.close());

const bodyOf = (d: Record<string, unknown>) => {
  const { systems: _s, brandCode: _b, updatedAt: _u, ...body } = d;
  return body;
};

describe('会員サイト設定', () => {
  it('answers the defaults at version 0 with the brand’s 会員制度 to choose from', async () => {
    const res = await detail(hq);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ version: 0, signupEnabled: false, cardCode: 'qr', brandCode: 'CL', updatedAt: null });
    expect(d.signupFields).toMatchObject({ kana: 'required', phone: 'optional' });
    expect(d.systems.map((s: { name: string }) => s.name)).toEqual(['シネマラインメンバーズ']);
  });

  it('saves, answers the next version, refuses a stale one and writes 操作ログ', async () => {
    const d = (await detail(hq)).json().data;
    const saved = await put(hq, {
      ...bodyOf(d),
      signupEnabled: true,
      welcomeText: 'ようこそ',
      signupFields: { ...d.signupFields, phone: 'required' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 1, signupEnabled: true, welcomeText: 'ようこそ' });
    expect(saved.json().data.signupFields.phone).toBe('required');
    const stale = await put(hq, { ...bodyOf(d), version: 0, welcomeText: '古い' });
    expect(stale.statusCode).toBe(409);
    const again = await put(hq, { ...bodyOf(saved.json().data), notesText: '注意事項' });
    expect(again.json().data.version).toBe(2);
    const [row] = await t.database.db.select().from(memberSiteSettings);
    const rows = await auditRowsOf(t, 'memberSite', row!.id);
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a card text colour without contrast on its field, in Japanese', async () => {
    const d = (await detail(hq)).json().data;
    const res = await put(hq, { ...bodyOf(d), cardBackgroundColor: '#ffffff', cardTextColor: '#eeeeee' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).cardTextColor).toMatch(/コントラスト比が1\.\d\d:1です。4\.5:1以上/);
  });

  it('refuses another brand’s 会員制度 and a missing one when sign-up is on with several systems', async () => {
    const brands = await brandIdsByCode(t);
    const [other] = await t.database.db.select().from(memberSystems).where(eq(memberSystems.brandId, brands.MIRAI!));
    const d = (await detail(hq)).json().data;
    const res = await put(hq, { ...bodyOf(d), signupSystemId: other!.id });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).signupSystemId).toBe('「入会する会員制度」に選択できないものが含まれています');
  });

  it('is head office’s alone: cinema staff are refused', async () => {
    expect((await detail(shinjuku)).statusCode).toBe(403);
    const d = (await detail(hq)).json().data;
    expect((await put(shinjuku, bodyOf(d))).statusCode).toBe(403);
  });
});
