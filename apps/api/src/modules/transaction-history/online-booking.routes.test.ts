import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OnlineBookingRow } from '@cinema/contracts';
import { admissions, transactionLines } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';
import { salesFixture, sell, ticketLine, type SalesFixture } from './transaction-history.fixtures.js';

// オンライン予約一覧: the chosen cinema's online bookings by 上映日 or 予約日, looked up by number or contact.
let t: TestContext;
let shinjuku: string;
let hq: string;
let umeda: string;
let f: SalesFixture;
let booked: { id: string; no: string };
let printed: string;
const DAY = '2031-05-07';

const get = (url: string, token = shinjuku) => t.app.inject({ url, headers: auth(token) });
const list = async (q: string) => {
  const res = await get(`/api/onlineBooking/list?${q}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: OnlineBookingRow[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  [shinjuku, hq] = await Promise.all([t.login('shinjuku'), t.login('hq')]);
  umeda = await cinemaAccount(t, 'umeda-ob', 'MIRAI', '劇場スタッフ', '0201');
  const db = t.database.db;
  f = await salesFixture(db, DAY);
  const purchaser = { name: '佐藤花子', phone: '08033334444', email: 'hanako@example.jp' };
  const a = await sell(
    db,
    f,
    [ticketLine(f, f.seats[0]!, 2000), ticketLine(f, f.seats[1]!, 2000)],
    '2031-05-01T10:00:00+09:00',
    {
      channel: 'online',
      purchaser,
    },
  );
  booked = { id: a.transactionId!, no: a.transactionNo! };
  const b = await sell(db, f, [ticketLine(f, f.seats[2]!, 2000)], '2031-05-02T10:00:00+09:00', {
    channel: 'online',
    purchaser: { ...purchaser, name: '鈴木一郎', phone: '07055556666', email: 'ichiro@example.jp' },
  });
  printed = b.transactionId!;
  const [line] = await db.select().from(transactionLines).where(eq(transactionLines.transactionId, printed));
  await db.update(admissions).set({ issuedAt: new Date() }).where(eq(admissions.lineId, line!.id));
  await sell(db, f, [ticketLine(f, f.seats[3]!)], '2031-05-02T11:00:00+09:00');
});
afterAll(() => t.close());

describe('GET /api/onlineBooking/list', () => {
  it('lists online bookings by 上映日 with seats, film and 未発券 counts; counter sales are left out', async () => {
    const data = await list(`from=${DAY}&to=${DAY}`);
    expect(data.total).toBe(2);
    const row = data.list.find((r) => r.id === booked.id)!;
    expect(row).toMatchObject({
      transactionNo: booked.no,
      channel: 'online',
      purchaserName: '佐藤花子',
      purchaserEmail: 'hanako@example.jp',
      seats: `${f.seats[0]}, ${f.seats[1]}`,
      unissued: 2,
      filmName: expect.any(String),
    });
    expect(data.list.find((r) => r.id === printed)!.unissued).toBe(0);
    // 予約日: the day each was booked.
    expect((await list('basis=booking&from=2031-05-01&to=2031-05-01')).list.map((r) => r.id)).toEqual([booked.id]);
    expect((await list('from=2031-05-01&to=2031-05-01')).total).toBe(0);
  });

  it('looks up by 予約番号, phone or e-mail, 発券状態 and status', async () => {
    const ids = async (q: string) => (await list(`from=${DAY}&to=${DAY}&${q}`)).list.map((r) => r.id);
    expect(await ids(`transactionNo=${booked.no}`)).toEqual([booked.id]);
    expect(await ids('contact=0705555')).toEqual([printed]);
    expect(await ids('contact=hanako@')).toEqual([booked.id]);
    expect(await ids('issue=unissued')).toEqual([booked.id]);
    expect(await ids('issue=issued')).toEqual([printed]);
    expect(await ids('status=refunded')).toEqual([]);
  });

  it('refuses a period over 31 days and a bad basis in Japanese', async () => {
    const long = await get('/api/onlineBooking/list?from=2031-01-01&to=2031-03-01');
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long.json())).toEqual({ to: '「期間」の期間は31日以内で指定してください' });
    const none = await get('/api/onlineBooking/list');
    expect(fieldsOf(none.json())).toMatchObject({ from: '「期間（開始）」を入力してください' });
    expect((await get(`/api/onlineBooking/list?from=${DAY}&to=${DAY}&basis=x`)).statusCode).toBe(400);
  });

  it('is the cinema’s screen: head office is asked for a cinema, another tenant sees nothing of it', async () => {
    expect((await get(`/api/onlineBooking/list?from=${DAY}&to=${DAY}`, hq)).statusCode).toBe(400);
    expect((await get(`/api/onlineBooking/list?from=${DAY}&to=${DAY}`, umeda)).json().data.total).toBe(0);
    const cinemaId = f.cinemaId;
    const foreign = await get(`/api/onlineBooking/list?from=${DAY}&to=${DAY}&cinemaId=${cinemaId}`, umeda);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/onlineBooking/list: looking a booking up as the customer reads it out', () => {
  const other = '2031-06-01';
  let kata: string;
  let half: string;
  beforeAll(async () => {
    const db = t.database.db;
    const online = async (seat: number, purchaser: { name: string; phone: string; email: string }) =>
      (
        await sell(db, f, [ticketLine(f, f.seats[seat]!, 2000)], '2031-05-03T10:00:00+09:00', {
          channel: 'online',
          purchaser,
        })
      ).transactionId!;
    kata = await online(4, { name: 'ヤマダ　タロウ', phone: '090-1234-5678', email: 'yamada@example.jp' });
    half = await online(5, { name: 'ﾔﾏﾀﾞ ﾊﾅｺ', phone: '０９０－１２３４－５６７８', email: 'hanako.y@example.jp' });
  });
  const ids = async (q: string, from = DAY) =>
    (await list(`from=${from}&to=${from}&${q}`)).list.map((r) => r.id).sort();
  const enc = encodeURIComponent;

  it('finds a 予約番号 whatever the period, in either box, typed in full width too', async () => {
    expect(await ids(`transactionNo=${booked.no}`, other)).toEqual([booked.id]);
    const wide = booked.no.replace(/[0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    expect(await ids(`transactionNo=${enc(wide)}`, other)).toEqual([booked.id]);
    expect(await ids(`contact=${booked.no}`, other)).toEqual([booked.id]);
    // The other filters still apply; a purchaser is searched within the period only.
    expect(await ids(`transactionNo=${booked.no}&status=refunded`, other)).toEqual([]);
    expect(await ids('contact=08033334444', other)).toEqual([]);
  });

  it('matches a phone with or without hyphens, in full or half width, either side', async () => {
    const both = [kata, half].sort();
    expect(await ids(`contact=${enc('０９０－１２３４－５６７８')}`)).toEqual(both);
    expect(await ids('contact=09012345678')).toEqual(both);
    expect(await ids('contact=090-1234-5678')).toEqual(both);
    expect(await ids(`contact=${enc('０９０ー１２３４')}`)).toEqual(both);
    expect(await ids('contact=080-3333-4444')).toEqual([booked.id]);
  });

  it('matches a name across hiragana, katakana and half width, and letters in full width', async () => {
    expect(await ids(`contact=${enc('やまだ')}`)).toEqual([kata, half].sort());
    expect(await ids(`contact=${enc('ﾔﾏﾀﾞ ﾀﾛｳ')}`)).toEqual([kata]);
    expect(await ids(`contact=${enc('はなこ')}`)).toEqual([half]);
    expect(await ids(`contact=${enc('ヤマダ　タロウ')}`)).toEqual([kata]);
    expect(await ids(`contact=${enc('ＹＡＭＡＤＡ')}`)).toEqual([kata]);
    expect(await ids(`contact=${enc('佐藤')}`)).toEqual([booked.id]);
  });
});
