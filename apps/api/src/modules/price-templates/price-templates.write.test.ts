import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, priceTemplateInUse, ticketOrderMessages, type PriceTemplate } from '@cinema/contracts';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { extraAccounts, newTemplate, screeningUsing, templateRequests, ticket } from './price-templates.fixtures.js';
import { templateInUse } from './price-templates.repository.js';

let t: TestContext;
let r: ReturnType<typeof templateRequests>;
let shinjuku: string;
let hq: string;
let viewer: string;
let umeda: string;
let ids: Record<string, number>;

const auditRows = (action: string, id: number) => auditRowsOf(t, 'priceTemplate', id, action);
const created = async (name: string, extra: object = {}) => {
  const res = await r.create(shinjuku, newTemplate(name, extra));
  expect(res.statusCode).toBe(200);
  return res.json().data as PriceTemplate;
};
const asBody = (p: PriceTemplate) => ({ id: p.id, version: p.version, name: p.name, note: p.note, tickets: p.tickets });

beforeAll(async () => {
  t = await createTestApp();
  r = templateRequests(t);
  [shinjuku, hq] = await Promise.all([t.login('shinjuku'), t.login('hq')]);
  ({ viewer, umeda } = await extraAccounts(t));
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('ticketRuleTemplate create', () => {
  it('creates a template with its 券種 in order in the session cinema, with an audit row', async () => {
    const res = await r.create(
      shinjuku,
      newTemplate('テスト料金', {
        tickets: [ticket('一般'), ticket('ペア', { price: 3600, purchaseUnit: 2, seatTypes: ['pair', 'pair'] })],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const p = res.json().data as PriceTemplate;
    expect(p).toMatchObject({ name: 'テスト料金', cinemaId: ids['0101'], version: 1, screeningCount: 0 });
    expect(p.tickets.map((x) => [x.name, x.price, x.purchaseUnit])).toEqual([
      ['一般', 2000, 1],
      ['ペア', 3600, 2],
    ]);
    expect(p.tickets[1]!.seatTypes).toEqual(['pair']);
    const rows = await auditRows('create', p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userName: 'shinjuku', summary: 'テスト料金（一般 ¥2000、ペア ¥3600）' });
  });

  it('names each bad 券種 field in Japanese', async () => {
    const res = await r.create(
      shinjuku,
      newTemplate('不正', {
        tickets: [
          ticket('一般', { price: -1, seatTypes: [], salesStartTime: '21:00', salesEndTime: '20:00' }),
          ticket('一般', {
            purchaseUnit: 3,
            salesStartTime: '36:00',
            displayFrom: '2026-05-02',
            displayTo: '2026-05-01',
          }),
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const f = fieldsOf(res.json());
    expect(f['tickets.0.price']).toBe('「料金」は0〜100000の数値を入力してください');
    expect(f['tickets.0.seatTypes']).toBe('「対象座席」を選択してください');
    expect(f['tickets.0.salesEndTime']).toBe(ticketOrderMessages.salesEndTime);
    expect(f['tickets.1.purchaseUnit']).toBe('「購入単位」は1枚または2枚（ペア）から選択してください');
    expect(f['tickets.1.salesStartTime']).toBe(
      '「販売開始時刻」は00:00〜35:59の「HH:mm」形式で入力してください（例：25:30）',
    );
    expect(f['tickets.1.displayTo']).toBe(ticketOrderMessages.displayTo);
  });

  it('refuses no 券種, a name twice, a blank template name', async () => {
    const empty = await r.create(shinjuku, newTemplate('', { tickets: [] }));
    expect(fieldsOf(empty.json())).toMatchObject({
      name: '「テンプレート名」を入力してください',
      tickets: '券種を1件以上登録してください',
    });
    const twice = await r.create(shinjuku, newTemplate('重複', { tickets: [ticket('一般'), ticket('一般')] }));
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice.json())['tickets.1.name']).toBe('券種名「一般」が重複しています');
  });

  it('answers 409 naming the field for a name the cinema already has, but another cinema may reuse it', async () => {
    const dup = await r.create(shinjuku, newTemplate('通常料金'));
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup.json()).name).toBe(ja.nameInUse);
    expect((await r.create(umeda, newTemplate('通常料金（梅田）'))).statusCode).toBe(200);
  });

  it('refuses head office and view-only staff; another brand’s cinema is not found', async () => {
    expect((await r.create(hq, { ...newTemplate('本部'), cinemaId: ids['0101'] })).statusCode).toBe(403);
    expect((await r.create(viewer, newTemplate('閲覧者'))).statusCode).toBe(403);
    expect((await r.create(umeda, { ...newTemplate('越境'), cinemaId: ids['0101'] })).statusCode).toBe(404);
  });
});

describe('ticketRuleTemplate update', () => {
  it('saves name and 券種, keeping the id of each row it still has', async () => {
    const p = await created('更新前');
    const [general, student] = p.tickets;
    const body = { ...asBody(p), name: '更新後', tickets: [{ ...student!, price: 1400 }, ticket('シニア')] };
    const res = await r.update(shinjuku, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    const saved = res.json().data as PriceTemplate;
    expect(saved).toMatchObject({ name: '更新後', version: 2 });
    expect(saved.tickets.map((x) => x.name)).toEqual(['大学生', 'シニア']);
    expect(saved.tickets[0]).toMatchObject({ id: student!.id, price: 1400 });
    expect(saved.tickets.map((x) => x.id)).not.toContain(general!.id);
    expect(await auditRows('update', p.id)).toHaveLength(1);
  });

  it('answers 409 stale_version when someone else saved first', async () => {
    const p = await created('競合');
    expect((await r.update(shinjuku, { ...asBody(p), note: '先に保存' })).statusCode).toBe(200);
    const stale = await r.update(shinjuku, { ...asBody(p), note: '後から保存' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
  });

  it('validates like create; another brand’s template is not found; view-only staff are refused', async () => {
    const p = await created('検証');
    const bad = await r.update(shinjuku, { ...asBody(p), tickets: [{ ...p.tickets[0]!, devices: [] }] });
    expect(fieldsOf(bad.json())['tickets.0.devices']).toBe('「販売端末」を選択してください');
    expect((await r.update(umeda, asBody(p))).statusCode).toBe(404);
    expect((await r.update(viewer, asBody(p))).statusCode).toBe(403);
  });
});

describe('ticketRuleTemplate copy', () => {
  it('copies every 券種 under a new name, new row ids, with an audit row', async () => {
    const p = await created('コピー元', { note: 'メモ' });
    const res = await r.copy(shinjuku, { id: p.id, name: 'コピー先' });
    expect(res.statusCode).toBe(200);
    const c = res.json().data as PriceTemplate;
    expect(c).toMatchObject({ name: 'コピー先', note: 'メモ', cinemaId: ids['0101'] });
    expect(c.tickets.map(({ id: _id, ...x }) => x)).toEqual(p.tickets.map(({ id: _id, ...x }) => x));
    expect(c.tickets.map((x) => x.id)).not.toContain(p.tickets[0]!.id);
    expect((await auditRows('create', c.id))[0]!.detail).toEqual({ copiedFrom: p.id });
  });

  it('refuses a taken name, another brand’s template and a cinema outside the account', async () => {
    const p = await created('コピー検証');
    expect((await r.copy(shinjuku, { id: p.id, name: '通常料金' })).statusCode).toBe(409);
    expect((await r.copy(umeda, { id: p.id, name: '越境コピー' })).statusCode).toBe(404);
    expect((await r.copy(shinjuku, { id: p.id, name: '池袋へ', cinemaId: ids['0102'] })).statusCode).toBe(404);
    expect(fieldsOf((await r.copy(shinjuku, { id: p.id, name: '' })).json()).name).toBe(
      '「テンプレート名」を入力してください',
    );
  });
});

describe('ticketRuleTemplate delete', () => {
  it('deletes an unused template and its 券種, with an audit row', async () => {
    const p = await created('削除用');
    const res = await r.remove(shinjuku, p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect((await r.detail(shinjuku, p.id)).statusCode).toBe(404);
    expect(await auditRows('delete', p.id)).toHaveLength(1);
  });

  it('of 20 parallel deletes of one template exactly one succeeds and writes an audit row; the rest answer 404', async () => {
    const p = await created('同時削除');
    const codes = (await Promise.all(Array.from({ length: 20 }, () => r.remove(shinjuku, p.id)))).map(
      (x) => x.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 404)).toHaveLength(19);
    expect(await auditRows('delete', p.id)).toHaveLength(1);
  });

  it('refuses while a screening uses the template, counting the screenings', async () => {
    const p = await created('使用中');
    expect(await templateInUse(t.database.db, p.id)).toBe(0);
    await screeningUsing(t, ids['0101']!, p.id);
    expect(await templateInUse(t.database.db, p.id)).toBe(1);
    expect((await r.detail(shinjuku, p.id)).json().data.screeningCount).toBe(1);
    const res = await r.remove(shinjuku, p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: priceTemplateInUse(1) });
    expect((await r.detail(shinjuku, p.id)).statusCode).toBe(200);
  });

  it('another brand’s template is not found; view-only staff are refused', async () => {
    const p = await created('削除権限');
    expect((await r.remove(umeda, p.id)).statusCode).toBe(404);
    expect((await r.remove(viewer, p.id)).statusCode).toBe(403);
  });
});
