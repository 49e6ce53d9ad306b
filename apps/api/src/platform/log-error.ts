// What an error log may carry. Drizzle's query errors hold the query's parameters (password
// hashes, e-mail addresses, names) in `params`, in their message and in their stack, and a
// database error's `detail` and message may quote a value ("Key (email)=(...) already exists",
// "invalid input syntax for type integer: \"...\""). The log keeps what an operator needs to find
// the fault: the SQL error code, the constraint, table and column, and the query text with its
// placeholders ($1, $2, ...), never the values.

interface DbErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  schema?: unknown;
  dataType?: unknown;
  severity?: unknown;
  routine?: unknown;
}

const DB_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'dataType', 'severity', 'routine'] as const;

/** A database error from pg or PGlite: it has an SQLSTATE code of five characters. */
const isDbError = (e: unknown): e is Error & DbErrorFields => {
  const code = (e as DbErrorFields | null)?.code;
  return e instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/** A drizzle query error: it carries the query and its parameters. */
const isQueryError = (e: unknown): e is Error & { query: string; params: unknown[] } =>
  e instanceof Error && typeof (e as { query?: unknown }).query === 'string' && 'params' in e;

/** The stack's frames without the message lines above them (the message may quote values). */
const framesOf = (e: Error) =>
  (e.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

function dbFields(e: DbErrorFields) {
  const out: Record<string, unknown> = {};
  for (const key of DB_FIELDS) if (e[key] != null) out[key] = e[key];
  return out;
}

/**
 * An error as it may be logged. Database errors keep their code and constraint and lose every
 * value; other errors keep their message, stack and own fields (pino's usual shape).
 */
export function loggableError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const cause = (err as { cause?: unknown }).cause;
  if (isQueryError(err)) {
    return {
      type: err.name,
      message: 'database query failed',
      query: err.query.slice(0, 2000),
      paramCount: Array.isArray(err.params) ? err.params.length : undefined,
      ...(isDbError(cause) ? dbFields(cause) : {}),
      stack: framesOf(err),
      ...(cause && depth < 3 && !isDbError(cause) ? { cause: loggableError(cause, depth + 1) } : {}),
    };
  }
  if (isDbError(err)) return { type: err.name, message: 'database error', ...dbFields(err), stack: framesOf(err) };
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) if (key !== 'cause') own[key] = value;
  return {
    ...own,
    type: err.name,
    message: err.message,
    stack: err.stack,
    ...(cause && depth < 3 ? { cause: loggableError(cause, depth + 1) } : {}),
  };
}
