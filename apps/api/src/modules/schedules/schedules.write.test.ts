import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endTimeFor,
  ja,
  scheduleConflict,
  scheduleFilmNotApproved,
  scheduleFormatNotSupported,
  scheduleVersionMismatch,
  type Screening,
} from '@cinema/contracts';
import { screenings } from '../../db/schema/index.js';
import { auditRowsOf, fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import {
  at,
  created,
  DAY,
  fixture,
  newScreening,
  requests,
  scheduleEditors,
  type Fixture,
} from './schedules.fixtures.js';
import { unknownHouse, unknownPriceTemplate } from './schedules.refs.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let f: Fixture;
let shinjuku: string;
let viewer: string;
let umeda: string;

const auditRows = (action: string, id: number) => auditRowsOf(t, 'screening', id, action);

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  f = await fixture(t);
  ({ shinjuku, viewer, umeda } = await scheduleEditors(t));
});
afterAll(() => t.close());

describe('schedule create', () => {
  it('derives the end from trailers and film length and the business date, with an audit row', async () => {
    const res = await r.create(shinjuku, newScreening(f, DAY, '10:00', { note: ' 試写 ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const s = res.json().data as Screening;
    expect(s).toMatchObject({
      cinemaId: f.ids['0101'],
      businessDate: DAY,
      startTime: '10:00',
      startAt: at(DAY, '10:00'),
      endAt: endTimeFor(at(DAY, '10:00'), f.film.g.length, f.film.g.trailer),
      category: 'main',
      status: 'planned',
      cleaningMinutes: 15,
      channels: { online: true, pos: true, kiosk: true },
      // No template chosen: the cinema's 既定の料金 for 通常 (通常料金, its first template).
      priceTemplateId: f.shinjuku.templates[0],
      languageCode: 'NONE',
      formatName: '2D',
      houseName: 'スクリーン1',
      note: '試写',
      warnings: [],
      version: 1,
    });
    expect(await auditRows('create', s.id)).toHaveLength(1);
  });

  it('puts a 01:30 start into the previous business day as 25:30 and warns about minors', async () => {
    const s = await created(r, shinjuku, newScreening(f, '2030-01-09', '25:30', { category: 'late' }));
    expect(s.startAt).toBe(new Date('2030-01-10T01:30:00+09:00').toISOString());
    expect(s.businessDate).toBe('2030-01-09');
    expect(s.startTime).toBe('25:30');
    expect(s.warnings).toHaveLength(1);
    expect(s.warnings[0]).toContain('18歳未満の方は保護者同伴でも入場できません');
  });

  it('takes an explicit end, channels, sales window and cleaning interval', async () => {
    const s = await created(
      r,
      shinjuku,
      newScreening(f, '2030-01-08', '09:00', {
        endAt: at('2030-01-08', '11:00'),
        channels: { online: false, pos: true, kiosk: false },
        salesStartAt: '2030-01-06T00:00:00+09:00',
        salesEndAt: '2030-01-08T09:20:00+09:00',
        cleaningMinutes: 30,
        priceTemplateId: f.shinjuku.templates[0]!,
        category: 'morning',
      }),
    );
    expect(s).toMatchObject({
      endTime: '11:00',
      cleaningMinutes: 30,
      channels: { online: false, pos: true, kiosk: false },
      priceTemplateId: f.shinjuku.templates[0],
      category: 'morning',
    });
    expect(s.salesStartAt).toBe(new Date('2030-01-06T00:00:00+09:00').toISOString());
  });

  it('names each bad field in Japanese', async () => {
    const res = await r.create(shinjuku, { startAt: 'tomorrow', category: 'matinee', cleaningMinutes: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const fields = fieldsOf(res.json());
    expect(fields.filmId).toBe('「作品」を選択してください');
    expect(fields.houseId).toBe('「スクリーン」を選択してください');
    expect(fields.startAt).toBe('「上映開始日時」は日時（例：2026-05-04T10:00:00+09:00）で入力してください');
    expect(fields.category).toBe('「興行区分」を選択してください');
    expect(fields.cleaningMinutes).toBe('「清掃時間（分）」は0〜120の数値を入力してください');
  });

  it('refuses an end before the start and a sales end before its start', async () => {
    const res = await r.create(
      shinjuku,
      newScreening(f, DAY, '14:00', {
        endAt: at(DAY, '13:00'),
        salesStartAt: at(DAY, '12:00'),
        salesEndAt: at(DAY, '11:00'),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({
      endAt: '「上映終了日時」は「上映開始日時」より後の日時を入力してください',
      salesEndAt: '「販売終了日時」は「販売開始日時」より後の日時を入力してください',
    });
  });

  it('schedules approved films only, formats the screen supports and versions of the cinema', async () => {
    const pending = await r.create(shinjuku, newScreening(f, DAY, '18:00', { filmId: f.film.pending.id }));
    expect(pending.statusCode).toBe(400);
    expect(fieldsOf(pending.json())).toEqual({ filmId: scheduleFilmNotApproved });
    // Screen 6 of 新宿 shows 2D only.
    const imax = await r.create(
      shinjuku,
      newScreening(f, DAY, '18:00', { houseId: f.shinjuku.houses[5]!, formatVersionId: f.shinjuku.formats.IMAX! }),
    );
    expect(imax.statusCode).toBe(400);
    expect(fieldsOf(imax.json())).toEqual({ formatVersionId: scheduleFormatNotSupported });
    const foreign = await r.create(
      shinjuku,
      newScreening(f, DAY, '18:00', {
        houseId: f.ikebukuro.houses[0]!,
        languageVersionId: f.ikebukuro.languages.NONE!,
        formatVersionId: f.shinjuku.languages.NONE!,
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())).toEqual({
      houseId: unknownHouse,
      languageVersionId: scheduleVersionMismatch,
      formatVersionId: scheduleVersionMismatch,
    });
    const template = await r.create(
      shinjuku,
      newScreening(f, DAY, '18:00', { priceTemplateId: f.ikebukuro.templates[0]! }),
    );
    expect(fieldsOf(template.json())).toEqual({ priceTemplateId: unknownPriceTemplate });
  });
});

describe('conflicts on one screen', () => {
  const D = '2030-02-04';
  let first: Screening;
  beforeAll(async () => {
    first = await created(r, shinjuku, newScreening(f, D, '10:00', { endAt: at(D, '12:00') }));
  });

  it('refuses a start inside the cleaning interval with SPEC’s message on startAt (409)', async () => {
    const res = await r.create(shinjuku, newScreening(f, D, '12:10'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: scheduleConflict });
    expect(res.json().errors[0].field).toBe('startAt');
    expect(res.json().errors[0].message).toContain('10:00〜12:00');
  });

  it('refuses one that would run into the next screening’s cleaning-free start', async () => {
    const res = await r.create(shinjuku, newScreening(f, D, '08:00', { endAt: at(D, '09:50') }));
    expect(res.statusCode).toBe(409);
  });

  it('takes a back-to-back screening that just fits, before and after', async () => {
    const after = await r.create(shinjuku, newScreening(f, D, '12:15', { endAt: at(D, '14:00') }));
    expect(after.statusCode).toBe(200);
    const before = await r.create(shinjuku, newScreening(f, D, '07:45', { endAt: at(D, '09:45') }));
    expect(before.statusCode).toBe(200);
  });

  it('lets another screen and a cancelled screening share the time', async () => {
    expect((await r.create(shinjuku, newScreening(f, D, '10:30', { houseId: f.shinjuku.houses[1]! }))).statusCode).toBe(
      200,
    );
    expect((await r.create(shinjuku, newScreening(f, D, '10:30', { status: 'cancelled' }))).statusCode).toBe(200);
  });

  it('is enforced by the database too (exclusion constraint)', async () => {
    const row = await t.database.db.select().from(screenings).where(eq(screenings.id, first.id));
    const { id: _id, ...copy } = row[0]!;
    await expect(t.database.db.insert(screenings).values(copy)).rejects.toMatchObject({ cause: { code: '23P01' } });
  });
});

describe('schedule create access', () => {
  it('answers 403 without the create permission and 404 for another brand’s cinema', async () => {
    expect((await r.create(viewer, newScreening(f, DAY, '06:00'))).statusCode).toBe(403);
    const foreign = await r.create(umeda, { ...newScreening(f, DAY, '06:00'), cinemaId: f.ids['0101'] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
  });
});
