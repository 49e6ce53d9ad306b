import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, houseFormats, houses, versions } from '../db/schema/index.js';
import { openTestDatabase } from '../test/helper.js';
import type { Database } from '../db/client.js';
import { systemActor } from './actor.js';
import { AppError, constraintGuard } from './errors.js';
import { removeAudited } from './remove.js';

// The one delete path and the constraint guard, on the seeded demo database. A race lost on
// PostgreSQL is played here by skipping the service's own check: the database's foreign key is
// what refuses, and the caller still gets a 409 or a 400 naming the field, never a 500.

let database: Database;
const actor = systemActor('remove-test');

const audits = (entity: string, id: number) =>
  database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'delete')));

const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (err: unknown) => err as AppError,
  );

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.close());

describe('removeAudited', () => {
  it('deletes the row with one audit row; a second delete of it answers 404 and writes none', async () => {
    const [format] = await database.db.select().from(versions).where(eq(versions.code, 'IMAX')).limit(1);
    const [unused] = await database.db
      .insert(versions)
      .values({ brandId: format!.brandId, cinemaId: format!.cinemaId, kind: 'format', code: 'GONE', name: '削除用' })
      .returning({ id: versions.id });
    const target = { table: versions, idColumn: versions.id, id: unused!.id, entry: { entity: 'version' as const } };
    await removeAudited(database.db, actor, target);
    expect(await database.db.select().from(versions).where(eq(versions.id, unused!.id))).toEqual([]);
    const again = await failure(removeAudited(database.db, actor, target));
    expect(again).toBeInstanceOf(AppError);
    expect(again!.status).toBe(404);
    expect(await audits('version', unused!.id)).toHaveLength(1);
  });

  it('answers 409 with the in-use message when a foreign key refuses, and keeps the row and the audit log', async () => {
    const [link] = await database.db.select().from(houseFormats).limit(1);
    const err = await failure(
      removeAudited(database.db, actor, {
        table: versions,
        idColumn: versions.id,
        id: link!.formatId,
        entry: { entity: 'version' },
        inUse: async () => 'スクリーンの上映方式に設定されているため、削除できません。',
      }),
    );
    expect(err!.status).toBe(409);
    expect(err!.message).toBe('スクリーンの上映方式に設定されているため、削除できません。');
    expect(await database.db.select().from(versions).where(eq(versions.id, link!.formatId))).toHaveLength(1);
    expect(await audits('version', link!.formatId)).toEqual([]);
  });
});

describe('constraintGuard', () => {
  it('turns a reference to a deleted record into a 400 naming the field', async () => {
    const [house] = await database.db.select({ id: houses.id }).from(houses).limit(1);
    const guard = constraintGuard({ house_formats_format_id_versions_id_fk: ['formatIds', '選択できません'] });
    const err = await failure(
      guard(() => database.db.insert(houseFormats).values({ houseId: house!.id, formatId: 2_000_000_000 })),
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err!.status).toBe(400);
    expect(err!.errors).toEqual([{ field: 'formatIds', message: '選択できません' }]);
  });
});
