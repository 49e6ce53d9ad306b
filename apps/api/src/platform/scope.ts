import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ja } from '@cinema/contracts';
import { invalidField } from './errors.js';

/** What rows a request may touch: every brand (superAdmin), one brand, or some cinemas of one brand. */
export type Scope =
  { kind: 'all' } | { kind: 'brand'; brandId: number } | { kind: 'cinemas'; brandId: number; cinemaIds: number[] };

interface TenantColumns {
  brandId: AnyPgColumn;
  /** The column that names the cinema; for the cinemas table itself, its id. */
  cinemaId?: AnyPgColumn;
}

/**
 * The one tenancy filter: every read and write of a tenant-owned table goes through it,
 * so another tenant's row is simply not found (404), never shown.
 */
export function tenantWhere(scope: Scope, cols: TenantColumns, ...extra: (SQL | undefined)[]): SQL | undefined {
  const parts: (SQL | undefined)[] = [...extra];
  if (scope.kind !== 'all') parts.push(eq(cols.brandId, scope.brandId));
  if (scope.kind === 'cinemas' && cols.cinemaId) {
    parts.push(scope.cinemaIds.length ? inArray(cols.cinemaId, scope.cinemaIds) : sql`false`);
  }
  return and(...parts);
}

export const scopeBrandId = (scope: Scope): number | null => (scope.kind === 'all' ? null : scope.brandId);

export const canSeeBrand = (scope: Scope, brandId: number) => scope.kind === 'all' || scope.brandId === brandId;

export const canSeeCinema = (scope: Scope, cinema: { id: number; brandId: number }) =>
  scope.kind === 'all' ||
  (scope.brandId === cinema.brandId && (scope.kind === 'brand' || scope.cinemaIds.includes(cinema.id)));

/**
 * The brand a new record belongs to: the caller's own, or for superAdmin the one named in the body.
 * A brand account naming another brand gets the same answer as a missing field.
 */
export function brandForWrite(scope: Scope, requested: number | null | undefined): number {
  if (scope.kind !== 'all') return scope.brandId;
  if (!requested) throw invalidField('brandId', ja.requiredSelect('ブランド'));
  return requested;
}
