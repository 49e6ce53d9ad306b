import { errorStatus, ja, type ErrorCode, type FieldIssue } from '@cinema/contracts';

/** A failure the caller can act on; anything else becomes a 500 with no detail. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldIssue[],
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
export const staleVersion = () => new AppError('stale_version', ja.staleVersion);
/** A 400 about one field, for rules the schema cannot see (unique values, references). */
export const invalidField = (field: string, message: string) =>
  new AppError('validation_failed', message, [{ field, message }]);

/** PostgreSQL unique_violation, so a race between check and insert still answers 409, never 500. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && (!constraint || name === constraint);
}

/**
 * Wraps a write so a unique index answers 409 naming its field, whether the service's own check
 * or the database (a race between check and insert) catches the duplicate.
 */
export const uniqueGuard =
  (constraints: Record<string, readonly [field: string, message: string]>) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      for (const [name, [field, message]] of Object.entries(constraints))
        if (isUniqueViolation(err, name)) throw conflict(message, field);
      throw err;
    }
  };

/** The record, or a 404: reads and writes that may find nothing (another tenant's id, a deleted row). */
export function found<T>(value: T | null | undefined, message?: string): T {
  if (value == null) throw notFound(message);
  return value;
}
