import type { ErrorCode, FieldIssue } from '@cinema/contracts';

// PostgreSQL errors that are the caller's fault (a duplicate, a reference to nothing, a value the
// column cannot hold) answer 4xx naming the field where the error carries one; never 500, and never
// the SQL or its parameters.

export interface DbErrorInfo {
  code: string;
  constraint?: string;
  column?: string;
  table?: string;
}

/** The PostgreSQL error inside a driver or Drizzle error (which wraps it as `cause`), if any. */
export function pgErrorOf(err: unknown): DbErrorInfo | null {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 4; depth++) {
    const code = e.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const fields = e;
      const str = (k: string) => {
        const v = fields[k];
        return typeof v === 'string' ? v : undefined;
      };
      return { code, constraint: str('constraint'), column: str('column'), table: str('table') };
    }
    e = e.cause as Record<string, unknown> | undefined;
  }
  return null;
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The request field a constraint or column stands for: houses_cinema_id_fkey → cinemaId. */
export function fieldOfDbError({ constraint, column, table }: DbErrorInfo): string {
  if (column) return camel(column);
  if (!constraint) return '_';
  let name = constraint.replace(/_(fkey|key|pkey|unique|uniq|check|idx|index|not_null)$/, '');
  if (table && name.startsWith(`${table}_`)) name = name.slice(table.length + 1);
  return camel(name) || '_';
}

const INVALID_VALUE = '入力された値を保存できません。値の範囲や形式を確認してください。';
const BY_CODE: Record<string, { status: 400 | 409; code: ErrorCode; message: string }> = {
  '23505': { status: 409, code: 'conflict', message: 'この内容はすでに登録されています。' },
  '23503': {
    status: 409,
    code: 'conflict',
    message: '参照先が存在しないか、使用中です。画面を再読み込みしてください。',
  },
  '23502': { status: 400, code: 'validation_failed', message: '必須の項目が入力されていません。' },
  '23514': { status: 400, code: 'validation_failed', message: INVALID_VALUE },
  '22001': { status: 400, code: 'validation_failed', message: '入力された文字数が多すぎます。' },
  '22003': { status: 400, code: 'validation_failed', message: '数値が大きすぎるか小さすぎます。' },
  '22007': { status: 400, code: 'validation_failed', message: '日付または日時の形式が正しくありません。' },
  '22008': { status: 400, code: 'validation_failed', message: '日付または日時が範囲外です。' },
  '22021': { status: 400, code: 'validation_failed', message: '使用できない文字が含まれています。' },
  '22P05': { status: 400, code: 'validation_failed', message: '使用できない文字が含まれています。' },
  '22P02': { status: 400, code: 'validation_failed', message: INVALID_VALUE },
  '22023': { status: 400, code: 'validation_failed', message: INVALID_VALUE },
  '2201W': { status: 400, code: 'validation_failed', message: INVALID_VALUE },
  '2201X': { status: 400, code: 'validation_failed', message: INVALID_VALUE },
};

/** The answer for a database error the caller caused, or null for one that is the server's (500). */
export function callerDbError(
  err: unknown,
): { status: number; code: ErrorCode; message: string; errors?: FieldIssue[]; pg: DbErrorInfo } | null {
  const pg = pgErrorOf(err);
  const known = pg && BY_CODE[pg.code];
  if (!pg || !known) return null;
  const field = fieldOfDbError(pg);
  return { ...known, pg, errors: field === '_' ? undefined : [{ field, message: known.message }] };
}
