import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import { databaseBefore } from '../../test/migration-harness.js';

// Migration 0045 on a database written before it (docs/accounting.md, "配給会社は取引先"): each distributor becomes
// (or is matched to) a 取引先 of role distributor, films and confirmed 映画料 statements name the client.
const TAG = '0045_distributors_as_clients_and_payables';

let m: Awaited<ReturnType<typeof databaseBefore>>;
let db: (typeof m)['db'];

beforeAll(async () => {
  m = await databaseBefore(TAG);
  db = m.db;
});
afterAll(() => m.close());

const one = async <T>(q: ReturnType<typeof sql>) => (await rowsOf<T>(db.execute(q)))[0] as T;

describe(`migration ${TAG}`, () => {
  it('makes each distributor a 取引先 and repoints films and confirmed statements', async () => {
    const brand = (
      await one<{ id: number }>(sql`insert into brands (code, name, company_name, module_map)
      values ('MIG', '移行ブランド', '株式会社移行', '{}') returning id`)
    ).id;
    const cinema = (
      await one<{ id: number }>(sql`insert into cinemas (brand_id, code, name, prefecture_code, city)
      values (${brand}, 'M1', '劇場M1', '13', '新宿区') returning id`)
    ).id;
    // The brand's 取引先: D001 is already the distributor; D003 is held by a supplier.
    const matched = (
      await one<{ id: number }>(sql`insert into clients (brand_id, code, name, kana, type, role)
      values (${brand}, 'D001', '既存配給株式会社', 'キソンハイキュウ', 'corporation', 'distributor') returning id`)
    ).id;
    await db.execute(sql`insert into clients (brand_id, code, name, kana, type, role)
      values (${brand}, 'D003', '仕入先', 'シイレサキ', 'corporation', 'supplier')`);
    const distributor = async (code: string, name: string, kana: string | null) =>
      (
        await one<{ id: number }>(sql`insert into distributors
        (brand_id, code, name, name_kana, invoice_number, contact_name, phone, email)
        values (${brand}, ${code}, ${name}, ${kana}, 'T9000000000011', '担当 太郎', '03-0000-0000', 'd@example.jp')
        returning id`)
      ).id;
    const d1 = await distributor('D001', '旧名の配給', 'キュウメイ');
    const d2 = await distributor('D002', '新規配給', null);
    const d3 = await distributor('D003', '重複コード配給', 'ジュウフク');
    const film = async (name: string, distributorId: number | null) =>
      (
        await one<{ id: number }>(sql`insert into films (brand_id, name, name_kana, length_minutes, classification,
        distributor_id) values (${brand}, ${name}, 'テスト', 100, 'G', ${distributorId}) returning id`)
      ).id;
    const [f1, f2, f3, f4] = [
      await film('作品1', d1),
      await film('作品2', d2),
      await film('作品3', d3),
      await film('作品4', null),
    ];
    const confirmed = JSON.stringify({ distributorId: d2, distributorName: '新規配給', payable: 1100 });
    await db.execute(sql`insert into film_fee_statements (brand_id, cinema_id, film_id, month, status, confirmed)
      values (${brand}, ${cinema}, ${f2}, '2026-10', 'confirmed', ${confirmed}::jsonb)`);

    await m.migrateRest();

    const clients = await rowsOf<{
      id: number;
      code: string;
      name: string;
      kana: string;
      role: string;
      invoice_number: string | null;
      contact_name: string | null;
    }>(
      db.execute(sql`select id, code, name, kana, role, invoice_number, contact_name from clients
        where brand_id = ${brand} order by id`),
    );
    const byCode = (code: string) => clients.find((c) => c.code === code);
    expect(byCode('D001')).toMatchObject({ id: matched, name: '既存配給株式会社', role: 'distributor' });
    expect(byCode('D002')).toMatchObject({
      name: '新規配給',
      kana: '新規配給',
      role: 'distributor',
      invoice_number: 'T9000000000011',
      contact_name: '担当 太郎',
    });
    const moved = byCode(`D003-D${d3}`);
    expect(moved).toMatchObject({ name: '重複コード配給', kana: 'ジュウフク', role: 'distributor' });
    expect(clients).toHaveLength(4);

    const films = await rowsOf<{ id: number; distributor_id: number | null }>(
      db.execute(sql`select id, distributor_id from films where brand_id = ${brand} order by id`),
    );
    expect(films.map((f) => [f.id, f.distributor_id])).toEqual([
      [f1, matched],
      [f2, byCode('D002')!.id],
      [f3, moved!.id],
      [f4, null],
    ]);
    const statement = await one<{ confirmed: { distributorId: number; payable: number } }>(
      sql`select confirmed from film_fee_statements where film_id = ${f2}`,
    );
    expect(statement.confirmed).toMatchObject({ distributorId: byCode('D002')!.id, payable: 1100 });
    const table = await one<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'distributors'`,
    );
    expect(table.n).toBe(0);
    // 0045: the confirmed month became the 配給会社's payable (末締め翌月末 by default).
    const payable = await one<{ client_id: number; kind: string; amount: number; due_on: string }>(
      sql`select client_id, kind, amount, due_on::text from payables where brand_id = ${brand}`,
    );
    expect(payable).toEqual({ client_id: byCode('D002')!.id, kind: 'filmFee', amount: 1100, due_on: '2026-11-30' });
    // The foreign key now names clients: a film cannot name a missing client.
    await expect(film('作品5', 999_999)).rejects.toThrow();
  });
});
