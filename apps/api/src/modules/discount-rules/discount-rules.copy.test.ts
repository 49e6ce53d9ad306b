import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyToCinemasMessages, type CopyToCinemasAnswer, type DiscountRule } from '@cinema/contracts';
import { auditLogs, discountRules } from '../../db/schema/index.js';
import { cinemaIds } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { discountRequests } from '../price-templates/price-templates.fixtures.js';

// 他の劇場へコピー… of 割引ルール (docs/domain.md, "copying to other cinemas"), through the same kit as the templates
// (platform/copy-to-cinemas.ts): every field of the rule arrives in the target; a name the target has is skipped or
// stops the whole copy.
let t: TestContext;
let hq: string;
let shinjuku: string;
let ids: Record<string, number>;
let rule: DiscountRule;

const copy = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/discountRule/copyToCinemas', headers: auth(token), payload });
const rulesOf = (code: string) =>
  t.database.db.select().from(discountRules).where(eq(discountRules.cinemaId, ids[code]!));
const fields = ({ id: _i, cinemaId: _c, version: _v, createdAt: _cr, updatedAt: _u, ...rest }: DiscountRule) => rest;
const lastAuditId = async () => (await t.database.db.select({ n: max(auditLogs.id) }).from(auditLogs))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  ids = await cinemaIds(t);
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
  const res = await discountRequests(t).create(shinjuku, {
    name: '本部コピー割',
    quantity: 3,
    maxQuantity: 6,
    discountType: 'percent',
    percentOff: 20,
    ticketKinds: ['general', 'senior'],
    holidaysAsSunday: true,
    sameDayOnly: true,
    boxOfficeReflection: false,
    couponCombinable: true,
    validFrom: '2031-01-01',
    validTo: '2031-03-31',
    weekdays: [0, 6],
    active: false,
    note: '土日・祝日の3〜6名',
  });
  expect(res.statusCode).toBe(200);
  rule = res.json().data as DiscountRule;
});
afterAll(() => t.close());

describe('POST /api/discountRule/copyToCinemas', () => {
  it('copies every field of the rule into each chosen cinema, with an audit row per cinema', async () => {
    const since = await lastAuditId();
    const res = await copy(hq, { ids: [rule.id], cinemaIds: [ids['0102'], ids['0103']], onConflict: 'abort' });
    expect(res.statusCode).toBe(200);
    const answer = res.json().data as CopyToCinemasAnswer;
    expect(answer.count).toBe(2);
    for (const code of ['0102', '0103']) {
      const copied = (await rulesOf(code)).find((x) => x.name === '本部コピー割')!;
      const detail = (await discountRequests(t).detail(hq, copied.id)).json().data as DiscountRule;
      expect(detail.cinemaId).toBe(ids[code]);
      expect(fields(detail)).toEqual(fields(rule));
    }
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(gt(auditLogs.id, since), eq(auditLogs.entity, 'discountRule')));
    expect(audits.map((a) => [a.cinemaId, a.summary])).toEqual([
      [ids['0102'], '「本部コピー割」をシネマライン新宿からコピー（1件）'],
      [ids['0103'], '「本部コピー割」をシネマライン新宿からコピー（1件）'],
    ]);
  });

  it('reports the demo’s rules the targets already have as skipped, or refuses all of them on abort', async () => {
    // Every demo cinema has 夫婦50割.
    const [couple] = (await rulesOf('0101')).filter((x) => x.name === '夫婦50割');
    const skip = await copy(hq, { ids: [couple!.id], cinemaIds: [ids['0102']], onConflict: 'skip' });
    expect(skip.json().data.cinemas[0].skipped).toEqual([
      { sourceId: couple!.id, name: '夫婦50割', reason: copyToCinemasMessages.sameName('割引ルール') },
    ]);
    const before = (await rulesOf('0103')).length;
    const abort = await copy(hq, { ids: [couple!.id], cinemaIds: [ids['0103']], onConflict: 'abort' });
    expect(abort.statusCode).toBe(409);
    expect(abort.json().message).toBe(copyToCinemasMessages.aborted('割引ルール'));
    expect((await rulesOf('0103')).length).toBe(before);
  });

  it('refuses cinema staff (403) and another brand’s cinema (404)', async () => {
    const body = { ids: [rule.id], cinemaIds: [ids['0201']], onConflict: 'skip' };
    expect((await copy(shinjuku, body)).statusCode).toBe(403);
    expect((await copy(hq, body)).statusCode).toBe(404);
    expect((await rulesOf('0201')).some((x) => x.name === '本部コピー割')).toBe(false);
  });
});
