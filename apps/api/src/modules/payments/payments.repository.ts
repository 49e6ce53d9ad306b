import { createHash } from 'node:crypto';
import { and, asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PaymentChannel, PaymentCreateBody, PaymentListQuery, PaymentMethod } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { paymentMethodCinemas, paymentMethods } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

type Row = typeof paymentMethods.$inferSelect;
type Counts = PaymentMethod['enabledCinemas'];

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: paymentMethods.brandId });
const defaultOrder = [asc(paymentMethods.sortOrder), asc(paymentMethods.id)];

/** Per method, how many cinemas of the caller's scope accept it on each channel. */
async function enabledCounts(db: Db, scope: Scope, ids: number[]) {
  const out = new Map<number, Counts>(ids.map((id) => [id, { pos: 0, kiosk: 0, online: 0 }]));
  if (!ids.length) return out;
  const rows = await db
    .select({ id: paymentMethodCinemas.paymentMethodId, channel: paymentMethodCinemas.channel, n: count() })
    .from(paymentMethodCinemas)
    .where(
      and(
        inArray(paymentMethodCinemas.paymentMethodId, ids),
        tenantWhere(scope, { brandId: paymentMethodCinemas.brandId, cinemaId: paymentMethodCinemas.cinemaId }),
      ),
    )
    .groupBy(paymentMethodCinemas.paymentMethodId, paymentMethodCinemas.channel);
  for (const r of rows) out.get(r.id)![r.channel] = r.n;
  return out;
}

async function withCounts(db: Db, scope: Scope, rows: Row[]): Promise<PaymentMethod[]> {
  const counts = await enabledCounts(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    enabledCinemas: counts.get(r.id)!,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listPayments(db: Db, scope: Scope, q: PaymentListQuery) {
  const where = and(
    scoped(scope),
    keywordWhere(q.keyword, [paymentMethods.name, paymentMethods.code]),
    q.kind ? eq(paymentMethods.kind, q.kind) : undefined,
    q.active === undefined ? undefined : eq(paymentMethods.active, q.active),
  );
  const sortable = {
    code: paymentMethods.code,
    name: paymentMethods.name,
    kind: paymentMethods.kind,
    sortOrder: paymentMethods.sortOrder,
    feeRate: paymentMethods.feeRate,
    active: paymentMethods.active,
  };
  const rows = await db
    .select({ ...getTableColumns(paymentMethods), total: totalCount })
    .from(paymentMethods)
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  // The per-channel counts are read for the page's rows only, once the page is known.
  const page = await pageAnswer(
    rows,
    q,
    (row) => row,
    () => countWhere(db, paymentMethods, where),
  );
  return { ...page, list: await withCounts(db, scope, page.list) };
}

export async function findPayment(db: Db, scope: Scope, id: number): Promise<PaymentMethod | null> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), scoped(scope)));
  return rows.length ? (await withCounts(db, scope, rows))[0]! : null;
}

export async function insertPayment(db: Db, brandId: number, fields: PaymentCreateBody) {
  const [row] = await db
    .insert(paymentMethods)
    .values({ ...fields, brandId })
    .returning({ id: paymentMethods.id });
  return row!.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updatePayment(db: Db, fields: PaymentCreateBody, id: number, version: number) {
  const rows = await db
    .update(paymentMethods)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.version, version)))
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}

/** Cinemas of any scope that accept the method; read inside the delete's transaction. */
export async function enablementCount(db: Db, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(paymentMethodCinemas)
    .where(eq(paymentMethodCinemas.paymentMethodId, id));
  return row?.n ?? 0;
}

/** One cinema's matrix: every method of its brand, in display order, with the channels it accepts. */
export async function cinemaSettings(db: Db, cinema: { id: number; brandId: number }) {
  const methods = await db
    .select({
      paymentMethodId: paymentMethods.id,
      code: paymentMethods.code,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
      active: paymentMethods.active,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.brandId, cinema.brandId))
    .orderBy(...defaultOrder);
  const enabled = await enabledAt(db, cinema.id);
  const byMethod = new Map<number, Set<PaymentChannel>>();
  for (const e of enabled) byMethod.set(e.id, (byMethod.get(e.id) ?? new Set()).add(e.channel));
  const order: PaymentChannel[] = ['pos', 'kiosk', 'online'];
  return {
    cinemaId: cinema.id,
    version: settingsVersion(enabled),
    list: methods.map((m) => ({ ...m, channels: order.filter((c) => byMethod.get(m.paymentMethodId)?.has(c)) })),
  };
}

/** The (method, channel) pairs a cinema accepts. */
export function enabledAt(db: Db, cinemaId: number) {
  return db
    .select({ id: paymentMethodCinemas.paymentMethodId, channel: paymentMethodCinemas.channel })
    .from(paymentMethodCinemas)
    .where(eq(paymentMethodCinemas.cinemaId, cinemaId));
}

/** A short fingerprint of a matrix, independent of row order. */
export function settingsVersion(enabled: { id: number; channel: PaymentChannel }[]) {
  const pairs = enabled.map((e) => `${e.id}:${e.channel}`).sort();
  return createHash('sha256').update(pairs.join(',')).digest('hex').slice(0, 16);
}

export async function brandPaymentIds(db: Db, brandId: number) {
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.brandId, brandId));
  return new Set(rows.map((r) => r.id));
}
