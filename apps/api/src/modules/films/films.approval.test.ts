import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmAlreadyApproved, filmApproved, type Film, type FilmOption } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { filmAccounts, filmId, newFilm, requests } from './films.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let hq: string;
let hq2: string;
let shinjuku: string;
let viewer: string;

const mapNames = async (token: string) => ((await r.listMap(token)).json().data as FilmOption[]).map((f) => f.name);

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  ({ hq, hq2, shinjuku, staff: viewer } = await filmAccounts(t, 'film-viewer', { film: ['view'] }));
});
afterAll(() => t.close());

describe('film approval', () => {
  it('a film cinema staff register waits for head office and stays out of listMap until approved', async () => {
    const res = await r.create(shinjuku, newFilm('新宿の新作'));
    expect(res.statusCode).toBe(200);
    const f = res.json().data as Film;
    expect(f).toMatchObject({
      approvalStatus: 'pending',
      approvedAt: null,
      approvedBy: null,
      createdByCinemaName: 'シネマライン新宿',
    });
    expect(await mapNames(shinjuku)).not.toContain('新宿の新作');

    // Deciding is head office's 作品の承認 permission: cinema staff are refused.
    const denied = await r.approve(shinjuku, f.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('no_permission');
    expect((await r.approve(hq2, f.id)).statusCode).toBe(404);
    expect((await r.approve(viewer, f.id)).statusCode).toBe(403);

    const ok = await r.approve(hq, f.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(filmApproved);
    expect(ok.json().data).toMatchObject({
      approvalStatus: 'approved',
      approvedByName: 'シネマライン本部',
      version: 2,
    });
    expect(await mapNames(shinjuku)).toContain('新宿の新作');
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'film'), eq(auditLogs.entityId, String(f.id)), eq(auditLogs.action, 'update')));
    expect(rows.map((a) => a.summary)).toEqual(['新宿の新作（承認）']);

    const again = await r.approve(hq, f.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(filmAlreadyApproved);
  });

  it('the demo’s pending films are approved one at a time; an edit keeps the state', async () => {
    const id = await filmId(t, 'こぐまのポッケ');
    const before = (await r.detail(shinjuku, id)).json().data as Film;
    expect(before.approvalStatus).toBe('pending');
    const { id: _id, approvalStatus: _a, ...rest } = before;
    const edit = await r.update(shinjuku, { ...rest, id, lengthMinutes: 75 });
    expect(edit.json().data).toMatchObject({ approvalStatus: 'pending', lengthMinutes: 75 });
    expect((await r.approve(hq, id)).json().data).toMatchObject({ approvalStatus: 'approved' });
    expect(((await r.list(hq, '?approvalStatus=pending')).json().data as { total: number }).total).toBe(3);
  });

  it('answers 404 for an unknown film and 401 without a session', async () => {
    expect((await r.approve(hq, 999999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/film/approve/1' })).statusCode).toBe(401);
  });
});
