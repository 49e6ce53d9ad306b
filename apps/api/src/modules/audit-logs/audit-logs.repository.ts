import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditLogEntry, AuditLogListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { auditLogs as logs, brands, cinemas } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere } from '../../platform/scope.js';

// Dates of the filter are days in Japan: 2026-05-03 runs from 00:00 to 24:00 JST.
const jstDay = (day: string) => new Date(`${day}T00:00:00+09:00`);
const nextJstDay = (day: string) => new Date(jstDay(day).getTime() + 24 * 60 * 60 * 1000);
const escaped = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The entries a caller may read: the operator every brand's, head office its brand's, anyone else their own, and of
 * those only the ones done in their cinemas or in none (a login): never another cinema's, even one they have left.
 */
function scopeWhere(actor: Actor): SQL | undefined {
  const { scope } = actor;
  if (scope.kind === 'cinemas')
    return and(
      or(eq(logs.accountId, actor.account.id), eq(logs.actingAccountId, actor.account.id)),
      or(isNull(logs.cinemaId), scope.cinemaIds.length ? inArray(logs.cinemaId, scope.cinemaIds) : sql`false`),
    );
  return tenantWhere(scope, { brandId: logs.brandId });
}

/** The target: its id exactly, or a word of the summary (a film's or a cinema's name). */
const targetWhere = (target: string | undefined) =>
  target ? or(eq(logs.entityId, target), ilike(logs.summary, `%${escaped(target)}%`)) : undefined;

export async function listAuditLogs(db: Db, actor: Actor, q: AuditLogListQuery) {
  const where = and(
    scopeWhere(actor),
    keywordWhere(q.user, [logs.userName, logs.actingUserName]),
    q.entity ? eq(logs.entity, q.entity) : undefined,
    targetWhere(q.target),
    q.cinemaId ? eq(logs.cinemaId, q.cinemaId) : undefined,
    q.action ? eq(logs.action, q.action) : undefined,
    q.from ? gte(logs.at, jstDay(q.from)) : undefined,
    q.to ? lt(logs.at, nextJstDay(q.to)) : undefined,
  );
  const sortable = { at: logs.at, userName: logs.userName, action: logs.action, entity: logs.entity };
  const { limit, offset } = pageOf(q);
  const rows = await db
    .select({
      id: logs.id,
      at: logs.at,
      userName: logs.userName,
      actingUserName: logs.actingUserName,
      brandId: logs.brandId,
      brandName: brands.name,
      cinemaId: logs.cinemaId,
      cinemaName: cinemas.name,
      action: logs.action,
      entity: logs.entity,
      entityId: logs.entityId,
      summary: logs.summary,
      ip: logs.ip,
      total: totalCount,
    })
    .from(logs)
    .leftJoin(brands, eq(brands.id, logs.brandId))
    .leftJoin(cinemas, eq(cinemas.id, logs.cinemaId))
    .where(where)
    .orderBy(...orderBy(q, sortable, [desc(logs.at), desc(logs.id)]))
    .limit(limit)
    .offset(offset);
  return pageAnswer(
    rows,
    q,
    (r): AuditLogEntry => ({ ...r, at: r.at.toISOString() }),
    async () => (await db.select({ n: count() }).from(logs).where(where))[0]?.n ?? 0,
  );
}
