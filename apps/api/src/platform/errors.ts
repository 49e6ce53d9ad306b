import { errorStatus, ja, type ErrorCode, type FieldIssue, type LastSaved } from '@cinema/contracts';

/** A failure the caller can act on; anything else becomes a 500 with no detail. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldIssue[],
    /** seat_unavailable: the seats already taken, for the device to show. */
    readonly seats?: string[],
    /** stale_version: who saved the record last and when. */
    readonly lastSaved?: LastSaved,
  ) {
    super(message);
  }
  get status() {
    return errorStatus[this.code];
  }
}

export const notFound = (message: string = ja.notFound) => new AppError('not_found', message);
export const noPermission = (message: string = ja.noPermission) => new AppError('no_permission', message);
export const conflict = (message: string, field?: string) =>
  new AppError('conflict', message, field ? [{ field, message }] : undefined);
/** 409: someone saved the record since it was read; `lastSaved` names who and when, where it is known. */
export const staleVersion = (lastSaved?: LastSaved) =>
  new AppError('stale_version', ja.staleVersion, undefined, undefined, lastSaved);
/** A 400 about one field, for rules the schema cannot see (unique values, references). */
export const invalidField = (field: string, message: string) =>
  new AppError('validation_failed', message, [{ field, message }]);

type PgError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
const pgCode = (err: unknown) => (err as PgError)?.code ?? (err as PgError)?.cause?.code;
const pgConstraint = (err: unknown) => (err as PgError)?.constraint ?? (err as PgError)?.cause?.constraint;

/** PostgreSQL unique_violation, so a race between check and insert still answers 409, never 500. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return pgCode(err) === '23505' && (!constraint || pgConstraint(err) === constraint);
}

/** PostgreSQL foreign_key_violation: a reference to a row that is gone, or a delete of a row still referred to. */
export function isForeignKeyViolation(err: unknown, constraint?: string): boolean {
  return pgCode(err) === '23503' && (!constraint || pgConstraint(err) === constraint);
}

/**
 * Wraps a write so the database's constraints answer like the service's own checks, naming the field,
 * when a race slips between check and write: a unique index 409, a foreign key (the referenced record
 * was deleted meanwhile) 400.
 */
export const constraintGuard =
  (constraints: Record<string, readonly [field: string, message: string]>) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      for (const [name, [field, message]] of Object.entries(constraints)) {
        if (isUniqueViolation(err, name)) throw conflict(message, field);
        if (isForeignKeyViolation(err, name)) throw invalidField(field, message);
      }
      throw err;
    }
  };

/** The same guard, named for the unique indexes most services list. */
export const uniqueGuard = constraintGuard;

/** A delete that a foreign key refuses (a record created meanwhile still refers to it) answers 409. */
export async function inUseGuard<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(message);
    throw err;
  }
}

/** The record, or a 404: reads and writes that may find nothing (another tenant's id, a deleted row). */
export function found<T>(value: T | null | undefined, message?: string): T {
  if (value == null) throw notFound(message);
  return value;
}
