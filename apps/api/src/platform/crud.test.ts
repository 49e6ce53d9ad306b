import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientSortFields, ja, type IngredientCreateBody, type IngredientListQuery } from '@cinema/contracts';
import { auditLogs, ingredients } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/helper.js';
import { systemActor, type Actor } from './actor.js';
import { masterService } from './crud.js';
import { masterRepository, unknownSortField } from './crud.repository.js';
import { AppError, conflict } from './errors.js';

// The master kit on the seeded demo database, with a master declared here on the ingredients table
// (no feature module involved): scoped paged lists, versioned audited writes, one transaction each.

let database: Database;
let brandId: number;
let yamada: Actor;
let suzuki: Actor;

const repo = masterRepository({
  table: ingredients,
  toRecord: (r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }),
  keyword: [ingredients.name, ingredients.code],
  sortFields: ingredientSortFields,
  order: [asc(ingredients.code), asc(ingredients.id)],
  filters: (q: IngredientListQuery) => [q.unit ? eq(ingredients.unit, q.unit) : undefined],
});
const service = masterService({
  entity: 'ingredient',
  repo,
  // The audit row is written after the insert: a summary that throws plays a failed audit write.
  summary: (i: { code: string; name: string }) => {
    if (i.name === '失敗') throw conflict('監査ログの書き込みに失敗');
    return `${i.code} ${i.name}`;
  },
  unique: { ingredients_brand_code_uq: ['code', ja.codeInUse] },
});

const body = (code: string, name = `原材料${code}`): IngredientCreateBody => ({
  code,
  name,
  nameKana: null,
  unit: 'g',
  purchasePrice: 100,
  purchaseQuantity: 10,
  stockControlled: true,
  minStock: null,
  active: true,
});
const query = (q: Partial<IngredientListQuery>): IngredientListQuery => ({ page: 0, pageSize: 100, ...q });
const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (err: unknown) => err as AppError,
  );
const audits = (id: number) =>
  database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'ingredient'), eq(auditLogs.entityId, String(id))));
const person = (id: number, userName: string): Actor => {
  const base = systemActor(`crud-${userName}`, { kind: 'brand', brandId });
  const account = { ...base.account, id, userName, type: 'brand' as const, brandId };
  return { ...base, real: account, account };
};

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const [some] = await database.db.select({ brandId: ingredients.brandId }).from(ingredients).limit(1);
  brandId = some!.brandId;
  yamada = person(990_001, 'yamada');
  suzuki = person(990_002, 'suzuki');
});
afterAll(() => database.close());

describe('masterService', () => {
  it('creates with its audit row, in the brand of the caller', async () => {
    const saved = await service.create(database.db, yamada, body('KIT1'));
    expect(saved).toMatchObject({ code: 'KIT1', brandId, version: 1 });
    expect(await audits(saved.id)).toEqual([
      expect.objectContaining({ action: 'create', userName: 'yamada', brandId, summary: 'KIT1 原材料KIT1' }),
    ]);
  });

  it('a stale save answers 409 stale_version naming who saved last and when, and writes nothing', async () => {
    const read = await service.create(database.db, yamada, body('KIT2'));
    const first = await service.update(database.db, suzuki, { ...body('KIT2', '鈴木の保存'), id: read.id, version: 1 });
    expect(first.version).toBe(2);
    const err = await failure(
      service.update(database.db, yamada, { ...body('KIT2', '山田の保存'), id: read.id, version: 1 }),
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, code: 'stale_version', message: ja.staleVersion });
    expect(err!.lastSaved).toEqual({ userName: 'suzuki', savedAt: first.updatedAt });
    expect((await repo.find(database.db, yamada.scope, read.id))!.name).toBe('鈴木の保存');
    expect((await audits(read.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('writes the record and its audit row in one transaction: a failed audit write keeps no record', async () => {
    const err = await failure(service.create(database.db, yamada, body('KIT3', '失敗')));
    expect(err!.message).toBe('監査ログの書き込みに失敗');
    expect(await database.db.select().from(ingredients).where(eq(ingredients.code, 'KIT3'))).toEqual([]);
    const saved = await service.create(database.db, yamada, body('KIT3'));
    const failed = await failure(
      service.update(database.db, yamada, { ...body('KIT3', '失敗'), id: saved.id, version: 1 }),
    );
    expect(failed!.message).toBe('監査ログの書き込みに失敗');
    expect(await repo.find(database.db, yamada.scope, saved.id)).toMatchObject({ name: '原材料KIT3', version: 1 });
  });

  it('maps a unique index to its field, and another brand’s record is not found', async () => {
    const dup = await failure(service.create(database.db, yamada, body('KIT1')));
    expect(dup).toMatchObject({ status: 409, errors: [{ field: 'code', message: ja.codeInUse }] });
    const mine = await service.create(database.db, yamada, body('KIT4'));
    const other = { ...yamada, scope: { kind: 'brand' as const, brandId: brandId + 1000 } };
    expect(
      (await failure(service.update(database.db, other, { ...body('KIT4'), id: mine.id, version: 1 })))!.status,
    ).toBe(404);
    expect((await failure(service.remove(database.db, other, mine.id)))!.status).toBe(404);
    await service.remove(database.db, yamada, mine.id);
    expect((await audits(mine.id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('masterRepository', () => {
  it('refuses a sort field outside the contract’s whitelist with 400, and sorts by one inside it', async () => {
    const err = await failure(
      repo.list(database.db, yamada.scope, query({ sortField: 'brandId' as 'code', sortOrder: 'ascend' })),
    );
    expect(err).toMatchObject({ status: 400, code: 'validation_failed', errors: [{ field: 'sortField' }] });
    expect(err!.message).toBe(unknownSortField);
    const byPrice = await repo.list(
      database.db,
      yamada.scope,
      query({ sortField: 'purchasePrice', sortOrder: 'descend' }),
    );
    const prices = byPrice.list.map((i) => i.purchasePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('escapes LIKE wildcards in the keyword: % and _ match themselves', async () => {
    await service.create(database.db, yamada, body('KIT5', '割合100%オイル'));
    await service.create(database.db, yamada, body('KIT6', '割合100円オイル'));
    await service.create(database.db, yamada, body('KIT_7'));
    await service.create(database.db, yamada, body('KITX7'));
    const names = async (keyword: string) =>
      (await repo.list(database.db, yamada.scope, query({ keyword }))).list.map((i) => i.code);
    expect(await names('100%')).toEqual(['KIT5']);
    expect(await names('KIT_')).toEqual(['KIT_7']);
  });

  it('pages with the total of the filtered list, and a page past the end still knows the total', async () => {
    const all = await repo.list(database.db, yamada.scope, query({ unit: 'g' }));
    expect(all.list.every((i) => i.unit === 'g')).toBe(true);
    const page = await repo.list(database.db, yamada.scope, query({ unit: 'g', page: 1, pageSize: 2 }));
    expect(page).toMatchObject({ total: all.total, page: 1, pageSize: 2 });
    expect(page.list.map((i) => i.id)).toEqual(all.list.slice(2, 4).map((i) => i.id));
    const past = await repo.list(database.db, yamada.scope, query({ unit: 'g', page: 999, pageSize: 2 }));
    expect(past).toMatchObject({ list: [], total: all.total });
  });
});
