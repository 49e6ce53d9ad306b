import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.js';
import { auditLogs } from '../db/schema/index.js';
import { newFilm } from '../modules/films/films.fixtures.js';
import { newHouse } from '../modules/houses/houses.fixtures.js';
import { newTemplate } from '../modules/price-templates/price-templates.fixtures.js';
import { fixture, newScreening, type Fixture } from '../modules/schedules/schedules.fixtures.js';
import { cinemaIds } from './fixtures.js';
import { auth, createTestApp, onPostgres, type TestContext } from './helper.js';

// Races that only a real PostgreSQL shows: the embedded PGlite runs one query at a time, so there
// the requests below cannot interleave and the file is skipped (it runs in .ci/run with
// TEST_DATABASE_URL). For each pair "delete the referenced record" races "create a record that refers
// to it": neither answers 5xx, at most one of them succeeds, and afterwards nothing refers to a
// deleted record (the foreign keys; houses' formats are a join table since issue 9). And parallel
// deletes of one record: exactly one succeeds and writes one audit row; the rest answer 404.

const ROUNDS = 12;

let t: TestContext;
let hq: string;
let shinjuku: string;
let f: Fixture;
let cinema: number;

const send = (token: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

/** Creates a record and answers its id, failing on anything but 200. */
async function createdId(token: string, url: string, payload: object): Promise<number> {
  const res = await send(token, 'POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

interface Pair {
  name: string;
  token: () => string;
  /** Creates the referenced record for round `n`; answers its id. */
  referenced: (n: number) => Promise<number>;
  deleteUrl: string;
  /** Creates a record that refers to `id`. */
  referrer: (n: number, id: number) => Promise<LightMyRequestResponse>;
  /** Rows that refer to a record that does not exist (must be none). */
  orphans: string;
}

const pairs: Pair[] = [
  {
    name: 'a format and a screen',
    token: () => shinjuku,
    referenced: (n) =>
      createdId(shinjuku, '/api/version/create', {
        kind: 'format',
        code: `RACE${n}`,
        name: `競合${n}`,
        surcharge: 0,
        sortOrder: 50,
        active: true,
        cinemaId: cinema,
      }),
    deleteUrl: '/api/version/delete/',
    referrer: (n, id) => send(shinjuku, 'POST', '/api/house/create', { ...newHouse(`R${n}`), formatIds: [id] }),
    orphans: `select count(*)::int as n from house_formats hf left join versions v on v.id = hf.format_id where v.id is null`,
  },
  {
    name: 'a 取引先 (配給会社) and a film',
    token: () => hq,
    referenced: (n) =>
      createdId(hq, '/api/client/create', {
        code: `RACE${n}`,
        name: `競合配給${n}`,
        kana: 'キョウゴウ',
        type: 'corporation',
        role: 'distributor',
      }),
    deleteUrl: '/api/client/delete/',
    referrer: (n, id) => send(hq, 'POST', '/api/film/create', newFilm(`競合作品${n}`, { distributorId: id })),
    orphans: `select count(*)::int as n from films f left join clients c on c.id = f.distributor_id
              where f.distributor_id is not null and c.id is null`,
  },
  {
    name: 'a role and a user',
    token: () => hq,
    referenced: (n) =>
      createdId(hq, '/api/role/create', {
        name: `競合ロール${n}`,
        description: null,
        isAdmin: false,
        permissions: { shop: ['view'] },
      }),
    deleteUrl: '/api/role/delete/',
    referrer: (n, id) =>
      send(hq, 'POST', '/api/account/create', {
        userName: `race${n}`,
        displayName: `競合${n}`,
        email: `race${n}@cinemaline.example.jp`,
        password: 'start-2026',
        confirmPassword: 'start-2026',
        type: 'cinema',
        roleId: id,
        cinemaIds: [cinema],
        active: true,
      }),
    orphans: `select count(*)::int as n from accounts a left join roles r on r.id = a.role_id
              where a.role_id is not null and r.id is null`,
  },
  {
    name: 'a price template and a screening',
    token: () => shinjuku,
    referenced: (n) =>
      createdId(shinjuku, '/api/ticketRuleTemplate/create', { ...newTemplate(`競合料金${n}`), cinemaId: cinema }),
    deleteUrl: '/api/ticketRuleTemplate/delete/',
    // One screening per day, years ahead, so rounds never overlap one another.
    referrer: (n, id) =>
      send(shinjuku, 'POST', '/api/schedule/create', {
        ...newScreening(f, `2032-01-${String(n + 1).padStart(2, '0')}`, '10:00'),
        priceTemplateId: id,
      }),
    orphans: `select count(*)::int as n from screenings s left join price_templates p on p.id = s.price_template_id
              where s.price_template_id is not null and p.id is null`,
  },
];

describe.runIf(onPostgres)('races on PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestApp();
    hq = await t.login('hq');
    shinjuku = await t.login('shinjuku');
    f = await fixture(t);
    cinema = (await cinemaIds(t))['0101']!;
  });
  afterAll(() => t?.close());

  for (const pair of pairs) {
    it(`deleting ${pair.name} while a record referring to it is created: no 5xx, nothing dangling`, async () => {
      for (let n = 0; n < ROUNDS; n++) {
        const id = await pair.referenced(n);
        // Alternate who starts first, so both orders of the race occur.
        const del = () => send(pair.token(), 'DELETE', `${pair.deleteUrl}${id}`);
        const make = () => pair.referrer(n, id);
        const [removed, made] =
          n % 2 === 0 ? await Promise.all([del(), make()]) : (await Promise.all([make(), del()])).reverse();
        expect(removed!.statusCode, removed!.body).toBeLessThan(500);
        expect(made!.statusCode, made!.body).toBeLessThan(500);
        // The delete is refused while referred to (409); a create naming a deleted record is refused (400).
        expect([200, 409]).toContain(removed!.statusCode);
        expect([200, 400]).toContain(made!.statusCode);
        expect(removed!.statusCode === 200 && made!.statusCode === 200, `${removed!.body} ${made!.body}`).toBe(false);
      }
      const [row] = await rowsOf<{ n: number }>(t.database.db.execute(sql.raw(pair.orphans)));
      expect(row!.n).toBe(0);
    });
  }

  it('20 parallel deletes of one record: exactly one succeeds with one audit row, the rest answer 404', async () => {
    for (const [entity, url, make] of [
      ['client', '/api/client/delete/', () => pairs[1]!.referenced(900)],
      ['house', '/api/house/delete/', () => createdId(shinjuku, '/api/house/create', newHouse('R900'))],
    ] as const) {
      const id = await make();
      const token = entity === 'house' ? shinjuku : hq;
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(token, 'DELETE', `${url}${id}`)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, ...Array<number>(19).fill(404)]);
      const audits = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'delete')));
      expect(audits).toHaveLength(1);
    }
  });
});
