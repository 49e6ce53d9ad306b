import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyToCinemasMessages,
  permissionTypes,
  type CopyToCinemasAnswer,
  type PriceTemplate,
} from '@cinema/contracts';
import { auditLogs, priceTemplates } from '../../db/schema/index.js';
import { cinemaIds } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addBrandStaff, addCinemaStaff } from '../../test/staff.js';
import { newTemplate, templateRequests, ticket } from './price-templates.fixtures.js';

// 他の劇場へコピー… (docs/domain.md, "copying to other cinemas"): head office, reading 新宿's 料金テンプレート, copies
// chosen templates with their 券種 to other cinemas of the brand; a name the target has is skipped or stops it all.
let t: TestContext;
let r: ReturnType<typeof templateRequests>;
let hq: string;
let shinjuku: string;
let ikebukuro: string;
let ids: Record<string, number>;
let source: { a: PriceTemplate; b: PriceTemplate };

const copy = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/priceTemplate/copyToCinemas', headers: auth(token), payload });
const templatesOf = async (code: string) =>
  t.database.db.select().from(priceTemplates).where(eq(priceTemplates.cinemaId, ids[code]!));
const detailByName = async (code: string, name: string) => {
  const row = (await templatesOf(code)).find((p) => p.name === name);
  return row ? ((await r.detail(hq, row.id)).json().data as PriceTemplate) : undefined;
};
/** A template's content: what a copy must carry over (not its id, cinema, dates nor its 券種's ids). */
const content = (p: PriceTemplate) => ({
  name: p.name,
  note: p.note,
  tickets: p.tickets.map(({ id: _id, ...ticketFields }) => ticketFields),
});
const lastAuditId = async () => (await t.database.db.select({ n: max(auditLogs.id) }).from(auditLogs))[0]?.n ?? 0;
const auditsSince = (id: number) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(and(gt(auditLogs.id, id), eq(auditLogs.entity, 'priceTemplate')));

beforeAll(async () => {
  t = await createTestApp();
  r = templateRequests(t);
  ids = await cinemaIds(t);
  const every = { performance: [...permissionTypes] };
  await addCinemaStaff(t.database.db, { userName: 'ikebukuro', cinemaCodes: ['0102'], permissions: every });
  await addBrandStaff(t.database.db, { userName: 'hqviewer', permissions: { performance: ['view'] } });
  [hq, shinjuku, ikebukuro] = await Promise.all([t.login('hq'), t.login('shinjuku'), t.login('ikebukuro')]);
  const made = async (token: string, name: string, extra: object = {}) => {
    const res = await r.create(token, newTemplate(name, extra));
    expect(res.statusCode).toBe(200);
    return res.json().data as PriceTemplate;
  };
  source = {
    a: await made(shinjuku, 'コピー元A', {
      note: '本部からコピー',
      tickets: [
        ticket('一般'),
        ticket('プレミアム', { price: 2000, additionalCharge: 1000, seatTypes: ['vip'], devices: ['pos', 'online'] }),
        ticket('レイト', { price: 1500, salesStartTime: '20:00', categories: ['late'], weekdays: [5, 6] }),
      ],
    }),
    b: await made(shinjuku, 'コピー元B'),
  };
  // 池袋 already has a template named like B.
  await made(ikebukuro, 'コピー元B', { tickets: [ticket('一般', { price: 1800 })] });
  // Head office reads 新宿's list (劇場を選択) and copies from it.
  const chose = await t.app.inject({
    method: 'POST',
    url: '/api/session/cinema',
    headers: auth(hq),
    payload: { cinemaId: ids['0101'] },
  });
  expect(chose.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('POST /api/priceTemplate/copyToCinemas', () => {
  it('skips a name the target has and copies the rest with every 券種, one audit row per cinema', async () => {
    const since = await lastAuditId();
    const res = await copy(hq, {
      ids: [source.a.id, source.b.id],
      cinemaIds: [ids['0103'], ids['0102']],
      onConflict: 'skip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(copyToCinemasMessages.done(3));
    const answer = res.json().data as CopyToCinemasAnswer;
    expect(answer.count).toBe(3);
    // Per cinema in code order: 池袋 got A and skipped B, 横浜 got both.
    expect(answer.cinemas.map((c) => [c.cinemaName, c.copied.map((x) => x.name), c.skipped])).toEqual([
      [
        'シネマライン池袋',
        ['コピー元A'],
        [{ sourceId: source.b.id, name: 'コピー元B', reason: copyToCinemasMessages.sameName('料金テンプレート') }],
      ],
      ['シネマライン横浜', ['コピー元A', 'コピー元B'], []],
    ]);
    // Each copy is a new template of the target with the source's content; the 券種 are new rows.
    const copied = (await detailByName('0103', 'コピー元A'))!;
    expect(copied.id).toBe(answer.cinemas[1]!.copied[0]!.id);
    expect(copied.cinemaId).toBe(ids['0103']);
    expect(content(copied)).toEqual(content(source.a));
    expect(copied.tickets.map((x) => x.id)).not.toContain(source.a.tickets[0]!.id);
    // 池袋's own B is left as it was.
    expect((await detailByName('0102', 'コピー元B'))!.tickets.map((x) => x.price)).toEqual([1800]);
    const rows = await auditsSince(since);
    expect(rows.map((a) => [a.cinemaId, a.action, a.userName, a.summary])).toEqual([
      [ids['0102'], 'create', 'hq', '「コピー元A」をシネマライン新宿からコピー（1件）'],
      [ids['0103'], 'create', 'hq', '「コピー元A」「コピー元B」をシネマライン新宿からコピー（2件）'],
    ]);
  });

  it('copies nothing when one name clashes and onConflict is abort, listing each clash (409)', async () => {
    const before = { p: (await templatesOf('0102')).length, audit: await lastAuditId() };
    const res = await copy(hq, {
      ids: [source.a.id, source.b.id],
      cinemaIds: [ids['0102'], ids['0103']],
      onConflict: 'abort',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: copyToCinemasMessages.aborted('料金テンプレート') });
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'シネマライン池袋：「コピー元A」',
      'シネマライン池袋：「コピー元B」',
      'シネマライン横浜：「コピー元A」',
      'シネマライン横浜：「コピー元B」',
    ]);
    expect({ p: (await templatesOf('0102')).length, audit: await lastAuditId() }).toEqual(before);
  });

  it('answers count 0 and writes no audit row when every copy is skipped', async () => {
    const since = await lastAuditId();
    const res = await copy(hq, { ids: [source.b.id], cinemaIds: [ids['0102']], onConflict: 'skip' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(0);
    expect(await auditsSince(since)).toEqual([]);
  });

  it('refuses cinema staff and head office without the create permission (403)', async () => {
    const [viewer] = [await t.login('hqviewer')];
    const body = { ids: [source.a.id], cinemaIds: [ids['0102']], onConflict: 'skip' };
    for (const token of [shinjuku, ikebukuro, viewer]) expect((await copy(token, body)).statusCode).toBe(403);
  });

  it('answers 404 for another brand’s cinema or template, and writes nothing', async () => {
    const before = { umeda: (await templatesOf('0201')).length, audit: await lastAuditId() };
    const cinema = await copy(hq, { ids: [source.a.id], cinemaIds: [ids['0102'], ids['0201']], onConflict: 'skip' });
    expect(cinema.statusCode).toBe(404);
    const [mirai] = await templatesOf('0201');
    const template = await copy(hq, { ids: [source.a.id, mirai!.id], cinemaIds: [ids['0102']], onConflict: 'skip' });
    expect(template.statusCode).toBe(404);
    expect({ umeda: (await templatesOf('0201')).length, audit: await lastAuditId() }).toEqual(before);
  });

  it('asks for at least one template and one cinema, naming the fields', async () => {
    const res = await copy(hq, { ids: [], cinemaIds: [], onConflict: 'later' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['cinemaIds', 'ids', 'onConflict']);
  });
});
