import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmNotPending, filmReturned, filmReturnLabels, ja, type Film, type FilmOption } from '@cinema/contracts';
import { accounts, auditLogs, brands, roles } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { filmAccounts, newFilm, requests } from './films.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let hq: string;
let shinjuku: string;

/** A CL head-office account whose role holds exactly `film` (and the dashboard). */
async function headOffice(userName: string, film: string[]) {
  const db = t.database.db;
  const [brand] = await db.select().from(brands).where(eq(brands.code, 'CL'));
  const [role] = await db
    .insert(roles)
    .values({ brandId: brand!.id, name: `本部-${userName}`, permissions: { dashboard: ['view'], film } as never })
    .returning();
  await db.insert(accounts).values({
    userName,
    displayName: userName,
    email: `${userName}@example.jp`,
    type: 'brand',
    brandId: brand!.id,
    roleId: role!.id,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  return t.login(userName);
}

const mapNames = async (token: string) => ((await r.listMap(token)).json().data as FilmOption[]).map((f) => f.name);
const pending = async (token: string) => (await r.pendingCount(token)).json().data.count as number;
type Review = { name: string; approvalStatus: string; returnReason: string | null };
const reviews = async (token: string) =>
  (await t.app.inject({ url: '/api/dashboard/summary', headers: auth(token) })).json().data.filmReviews as Review[];

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  ({ hq, shinjuku } = await filmAccounts(t, 'film-editor', { film: ['view', 'create', 'update'] }));
});
afterAll(() => t.close());

describe('film 差し戻し and resubmission', () => {
  it('head office sends a film back with a reason; the cinema sees it, edits it, and it waits again', async () => {
    const f = (await r.create(shinjuku, newFilm('差し戻し作品'))).json().data as Film;
    const countBefore = await pending(hq);

    const noReason = await r.sendBack(hq, f.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason.json()).reason).toBe(ja.required(filmReturnLabels.reason));

    const sent = await r.sendBack(hq, f.id, { reason: '公開日が配給会社の案内と違います。' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(filmReturned);
    expect(sent.json().data).toMatchObject({
      approvalStatus: 'returned',
      returnReason: '公開日が配給会社の案内と違います。',
      returnedAt: expect.any(String),
    });
    expect(await pending(hq)).toBe(countBefore - 1);

    // The cinema sees the reason on the detail, the list filter and its dashboard; it is not schedulable.
    const seen = (await r.detail(shinjuku, f.id)).json().data as Film;
    expect(seen).toMatchObject({ approvalStatus: 'returned', returnReason: '公開日が配給会社の案内と違います。' });
    const listed = (await r.list(shinjuku, '?approvalStatus=returned')).json().data.list as Film[];
    expect(listed.map((x) => x.name)).toContain('差し戻し作品');
    expect(await mapNames(shinjuku)).not.toContain('差し戻し作品');
    expect(await reviews(shinjuku)).toContainEqual(
      expect.objectContaining({
        name: '差し戻し作品',
        approvalStatus: 'returned',
        returnReason: '公開日が配給会社の案内と違います。',
      }),
    );
    expect(await reviews(hq)).toEqual([]);

    // Neither decision again while it is with the cinema.
    const approveReturned = await r.approve(hq, f.id);
    expect(approveReturned.statusCode).toBe(409);
    expect(approveReturned.json().message).toBe(filmNotPending);

    const { id: _id, ...rest } = seen;
    const edited = await r.update(shinjuku, { ...rest, id: f.id, releaseDate: '2026-12-11' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ approvalStatus: 'pending', returnReason: null });
    expect(await pending(hq)).toBe(countBefore);
    const trail = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'film'), eq(auditLogs.entityId, String(f.id)), eq(auditLogs.action, 'update')));
    expect(trail.map((a) => a.summary)).toEqual(['差し戻し作品（差し戻し）', '差し戻し作品（再申請）']);

    expect((await r.approve(hq, f.id)).json().data).toMatchObject({ approvalStatus: 'approved', returnReason: null });
    expect(await reviews(shinjuku)).toContainEqual(
      expect.objectContaining({ name: '差し戻し作品', approvalStatus: 'approved', returnReason: null }),
    );
  });

  it('a stale version is refused', async () => {
    const f = (await r.create(shinjuku, newFilm('古い版の作品'))).json().data as Film;
    const res = await r.sendBack(hq, f.id, { reason: '確認してください。', version: f.version + 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale_version');
  });
});

describe('作品の承認 is its own permission', () => {
  it('a head-office role that edits films but lacks 承認 cannot approve, send back or see the count', async () => {
    const editor = await headOffice('film-hq-editor', ['view', 'create', 'update', 'delete', 'export']);
    const f = (await r.create(shinjuku, newFilm('権限テスト作品'))).json().data as Film;
    expect((await r.approve(editor, f.id)).statusCode).toBe(403);
    expect((await r.sendBack(editor, f.id, { reason: '理由' })).statusCode).toBe(403);
    expect((await r.pendingCount(editor)).statusCode).toBe(403);
    // What it registers waits for someone who approves.
    const own = (await r.create(editor, newFilm('本部編集者の作品'))).json().data as Film;
    expect(own).toMatchObject({ approvalStatus: 'pending', createdByCinemaId: null });

    const approver = await headOffice('film-hq-approver', ['view', 'approve']);
    expect(await pending(approver)).toBe(await pending(hq));
    expect((await r.approve(approver, own.id)).json().data).toMatchObject({ approvalStatus: 'approved' });
    expect((await r.approve(approver, f.id)).statusCode).toBe(200);
  });

  it('the pending count is the brand’s, and cinema staff are refused it', async () => {
    const total = (await r.list(hq, '?approvalStatus=pending')).json().data.total as number;
    expect(await pending(hq)).toBe(total);
    expect((await r.pendingCount(shinjuku)).statusCode).toBe(403);
  });

  it('an admin role holds 作品の承認 in its session', async () => {
    const session = (await t.app.inject({ url: '/api/session/current', headers: auth(hq) })).json().data;
    expect(session.permissionMap.film).toContain('approve');
    expect(session.permissionMap.users).not.toContain('approve');
  });
});
