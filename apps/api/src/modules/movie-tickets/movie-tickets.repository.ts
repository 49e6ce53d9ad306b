import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { MovieTicket, MovieTicketCreateBody, MovieTicketListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { movieTickets } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { one } from '@cinema/contracts';

type Row = typeof movieTickets.$inferSelect;

const toRecord = (r: Row): MovieTicket => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: movieTickets.brandId });
const defaultOrder = [asc(movieTickets.sortOrder), asc(movieTickets.code), asc(movieTickets.id)];

export async function listMovieTickets(db: Db, scope: Scope, q: MovieTicketListQuery) {
  const where = and(
    scoped(scope),
    keywordWhere(q.keyword, [movieTickets.code, movieTickets.name]),
    q.kind ? eq(movieTickets.kind, q.kind) : undefined,
    q.area ? eq(movieTickets.area, q.area) : undefined,
    q.active === undefined ? undefined : eq(movieTickets.active, q.active),
  );
  const sortable = {
    code: movieTickets.code,
    name: movieTickets.name,
    kind: movieTickets.kind,
    area: movieTickets.area,
    users: movieTickets.users,
    sellAmount: movieTickets.sellAmount,
    bookedAmount: movieTickets.bookedAmount,
    glassesFee: movieTickets.glassesFee,
    sortOrder: movieTickets.sortOrder,
    active: movieTickets.active,
  };
  const rows = await db
    .select({ ...getTableColumns(movieTickets), total: totalCount })
    .from(movieTickets)
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, movieTickets, where));
}

export async function findMovieTicket(db: Db, scope: Scope, id: number): Promise<MovieTicket | null> {
  const [row] = await db
    .select()
    .from(movieTickets)
    .where(and(eq(movieTickets.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

/** The caller's brand's ticket with this code; superAdmin has no brand to look in. */
export async function findMovieTicketByCode(db: Db, brandId: number, code: string): Promise<MovieTicket | null> {
  const [row] = await db
    .select()
    .from(movieTickets)
    .where(and(eq(movieTickets.brandId, brandId), eq(movieTickets.code, code)));
  return row ? toRecord(row) : null;
}

export async function insertMovieTicket(db: Db, brandId: number, fields: MovieTicketCreateBody) {
  const row = one(
    await db
      .insert(movieTickets)
      .values({ ...fields, brandId })
      .returning({ id: movieTickets.id }),
    'movie ticket',
  );
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateMovieTicket(db: Db, fields: MovieTicketCreateBody, id: number, version: number) {
  const rows = await db
    .update(movieTickets)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(movieTickets.id, id), eq(movieTickets.version, version)))
    .returning({ id: movieTickets.id });
  return rows.length > 0;
}
