import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type PriceTemplate, type PriceTemplateListItem } from '@cinema/contracts';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { extraAccounts, newTemplate, templateRequests } from './price-templates.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof templateRequests>;
let shinjuku: string;
let hq: string;
let hq2: string;
let umeda: string;
let ids: Record<string, number>;
let umedaTemplate: PriceTemplate;

const listOf = async (token: string, query = '') =>
  (await r.list(token, query)).json().data.list as PriceTemplateListItem[];

beforeAll(async () => {
  t = await createTestApp();
  r = templateRequests(t);
  [shinjuku, hq, hq2] = await Promise.all([t.login('shinjuku'), t.login('hq'), t.login('hq2')]);
  ({ umeda } = await extraAccounts(t));
  ids = await cinemaIds(t);
  umedaTemplate = (await r.create(umeda, newTemplate('梅田テスト料金'))).json().data;
});
afterAll(() => t.close());

describe('ticketRuleTemplate list (the original path)', () => {
  it('answers the chosen cinema’s templates with their 券種 at a glance', async () => {
    const res = await r.list(shinjuku);
    expect(res.statusCode).toBe(200);
    const { list, total, page, pageSize } = res.json().data;
    expect({ page, pageSize, total }).toEqual({ page: 0, pageSize: 9999, total: list.length });
    const rows = list as PriceTemplateListItem[];
    expect(rows.every((x) => x.cinemaId === ids['0101'])).toBe(true);
    const regular = rows.find((x) => x.name === '通常料金')!;
    expect(regular.ticketNames.slice(0, 7)).toEqual([
      '一般',
      '大学生',
      '高校生',
      '中学・小学生',
      '幼児',
      'シニア',
      '障がい者',
    ]);
    expect(regular).toMatchObject({ minPrice: 1000, maxPrice: 3600, ticketCount: regular.ticketNames.length });
    expect(regular).not.toHaveProperty('tickets');
  });

  it('filters by keyword and sorts by a named field', async () => {
    expect((await listOf(shinjuku, '?keyword=レイト')).map((x) => x.name)).toEqual(['レイトショー料金']);
    const sorted = await listOf(shinjuku, '?sortField=name&sortOrder=descend');
    expect(sorted.map((x) => x.name)).toEqual([...sorted.map((x) => x.name)].sort().reverse());
  });

  it('rejects a bad page with the field named, head office with 403, another brand’s cinema with 404', async () => {
    const bad = await r.list(shinjuku, '?page=-1');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad.json()))).toContain('page');
    // Head office reads a cinema's templates (docs/architecture.md, "access").
    expect((await r.list(hq, `?cinemaId=${ids['0101']}`)).statusCode).toBe(200);
    const other = await r.list(umeda, `?cinemaId=${ids['0101']}`);
    expect(other.statusCode).toBe(404);
    expect((await r.list(shinjuku, `?cinemaId=${ids['0102']}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/ticketRuleTemplate/list' })).statusCode).toBe(401);
  });
});

describe('ticketRuleTemplate listMap', () => {
  it('answers id and name pairs for the screening form, head office naming the cinema', async () => {
    const res = await r.listMap(shinjuku);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as { name: string }[]).map((o) => o.name)).toEqual(
      expect.arrayContaining(['通常料金', 'レイトショー料金', '映画の日']),
    );
    expect(res.json().data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const none = await r.listMap(hq);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json()).cinemaId).toBe(ja.selectCinema);
    expect((await r.listMap(hq, `?cinemaId=${ids['0102']}`)).statusCode).toBe(200);
  });

  it('another tenant’s cinema is not found; a bad id is named', async () => {
    expect((await r.listMap(hq2, `?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
    const bad = await r.listMap(shinjuku, '?cinemaId=abc');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).cinemaId).toBe('IDが正しくありません');
  });
});

describe('ticketRuleTemplate detail', () => {
  it('answers the template with every 券種 and its selling rules', async () => {
    const regular = (await listOf(shinjuku, '?keyword=通常料金'))[0]!;
    const res = await r.detail(shinjuku, regular.id);
    expect(res.statusCode).toBe(200);
    const d = res.json().data as PriceTemplate;
    expect(d.tickets[1]).toMatchObject({
      kind: 'university',
      name: '大学生',
      price: 1500,
      alertMessage: '学生証をご提示ください',
      devices: ['kiosk', 'online', 'pos'],
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      purchaseUnit: 1,
    });
    expect(d.tickets.find((x) => x.purchaseUnit === 2)).toMatchObject({ seatTypes: ['pair'], price: 3600 });
  });

  it('another brand’s template is not found; a malformed id is named; head office is refused', async () => {
    const other = await r.detail(shinjuku, umedaTemplate.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    const bad = await r.detail(shinjuku, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
    // Its own brand's head office reads it (docs/architecture.md, "access").
    expect((await r.detail(hq2, umedaTemplate.id)).statusCode).toBe(200);
  });
});
