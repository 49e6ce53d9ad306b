import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type PriceTemplateDefaults, type ScheduleBatchResult, type Screening } from '@cinema/contracts';
import { inArray } from 'drizzle-orm';
import { screenings } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import {
  created,
  fixture,
  newScreening,
  requests,
  scheduleEditors,
  type Fixture,
} from '../schedules/schedules.fixtures.js';

let t: TestContext;
let f: Fixture;
let users: Awaited<ReturnType<typeof scheduleEditors>>;
const DAY = '2032-04-02';
const url = '/api/ticketRuleTemplate/defaults';

const get = (token: string, query = '') => t.app.inject({ url: `${url}${query}`, headers: auth(token) });
const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: auth(token), payload });

beforeAll(async () => {
  t = await createTestApp();
  f = await fixture(t);
  users = await scheduleEditors(t);
});
afterAll(() => t.close());

describe('price template defaults', () => {
  it('saves a whole set and reads it back with names', async () => {
    const [a, b] = f.shinjuku.templates;
    const res = await put(users.shinjuku, {
      list: [
        { category: 'main', priceTemplateId: a },
        { category: 'main', formatVersionId: f.shinjuku.formats.IMAX, priceTemplateId: b },
        { category: 'late', priceTemplateId: b },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = (await get(users.shinjuku)).json().data as PriceTemplateDefaults;
    expect(saved.cinemaId).toBe(f.ids['0101']);
    expect(saved.list).toHaveLength(3);
    expect(saved.list[1]).toMatchObject({ category: 'main', formatName: 'IMAX', priceTemplateId: b });
    expect(saved.list[0]!.priceTemplateName).toEqual(expect.any(String));
  });

  it('gives new screenings without a template the default: format first, then category', async () => {
    const [a, b] = f.shinjuku.templates;
    const r = requests(t);
    const plain = await created(r, users.shinjuku, newScreening(f, DAY, '10:00'));
    expect(plain.priceTemplateId).toBe(a);
    // Screen 1 shows IMAX; the IMAX default wins over the category's own.
    const imax = await created(
      r,
      users.shinjuku,
      newScreening(f, DAY, '14:00', { formatVersionId: f.shinjuku.formats.IMAX }),
    );
    expect(imax.priceTemplateId).toBe(b);
    // A template chosen by the user stays.
    const chosen = await created(r, users.shinjuku, newScreening(f, DAY, '18:00', { priceTemplateId: b }));
    expect(chosen.priceTemplateId).toBe(b);

    const bulk = await r.bulk(users.shinjuku, {
      filmId: f.film.g.id,
      houseId: f.shinjuku.houses[1],
      languageVersionId: f.shinjuku.languages.NONE,
      formatVersionId: f.shinjuku.formats['2D'],
      times: ['10:00'],
      dates: [DAY, addDays(DAY, 1)],
      category: 'late',
    });
    expect(bulk.statusCode).toBe(200);
    const ids = (bulk.json().data as ScheduleBatchResult).ids;
    const rows = await t.database.db
      .select({ p: screenings.priceTemplateId })
      .from(screenings)
      .where(inArray(screenings.id, ids));
    expect(rows.map((x) => x.p)).toEqual([b, b]);
  });

  it('gives a copy of a screening without prices the default', async () => {
    const [a] = f.shinjuku.templates;
    const r = requests(t);
    await put(users.shinjuku, { list: [] });
    const bare: Screening = await created(r, users.shinjuku, newScreening(f, addDays(DAY, 10), '10:00'));
    expect(bare.priceTemplateId).toBeNull();
    await put(users.shinjuku, { list: [{ category: 'main', priceTemplateId: a }] });
    const copy = await r.copy(users.shinjuku, { fromDate: addDays(DAY, 10), toDates: [addDays(DAY, 11)] });
    expect(copy.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ p: screenings.priceTemplateId })
      .from(screenings)
      .where(inArray(screenings.id, copy.json().data.ids));
    expect(row!.p).toBe(a);
  });

  it('names duplicates and another cinema’s template or format', async () => {
    const [a] = f.shinjuku.templates;
    const dup = await put(users.shinjuku, {
      list: [
        { category: 'main', priceTemplateId: a },
        { category: 'main', formatVersionId: null, priceTemplateId: a },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(fieldsOf(dup.json())['list.1.formatVersionId']).toBe('同じ興行区分と上映方式の組み合わせが重複しています');
    const foreign = await put(users.shinjuku, {
      list: [
        { category: 'main', formatVersionId: f.ikebukuro.formats['2D'], priceTemplateId: f.ikebukuro.templates[0] },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())).toMatchObject({
      'list.0.priceTemplateId': '「料金テンプレート」にこの劇場で選択できないものが指定されています',
      'list.0.formatVersionId': '「上映方式」にこの劇場で選択できないものが指定されています',
    });
    const noCategory = await put(users.shinjuku, { list: [{ priceTemplateId: a }] });
    expect(fieldsOf(noCategory.json())['list.0.category']).toBe('「興行区分」を選択してください');
  });

  it('refuses read-only staff (403) and hides another tenant’s cinema (404)', async () => {
    const viewer = await put(users.viewer, { list: [] });
    expect(viewer.statusCode).toBe(403);
    expect((await get(users.umeda, `?cinemaId=${f.ids['0101']}`)).statusCode).toBe(404);
    expect((await put(users.umeda, { cinemaId: f.ids['0101'], list: [] })).statusCode).toBe(404);
    const still = (await get(users.shinjuku)).json().data as PriceTemplateDefaults;
    expect(still.list).toHaveLength(1);
  });
});
