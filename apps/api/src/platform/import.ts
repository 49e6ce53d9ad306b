import type { z } from 'zod';
import {
  importMessages,
  MAX_IMPORT_ROWS,
  type ImportBody,
  type ImportColumn,
  type ImportResult,
  type ImportRowError,
  type ImportRowResult,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { invalidField } from './errors.js';
import { ok } from './http.js';
import { readImportFile } from './import-file.js';

// The one import path every list uses: read the file, judge each row with the feature's own create
// schema (so a file and the form give the same Japanese messages), check what only the database knows,
// and write all rows in one transaction only when every row is valid. A dry run writes nothing.

export interface ImportPlan<T> {
  columns: ImportColumn[];
  /** A row's cells (header → text) as the schema's input. */
  toInput: (cells: Record<string, string>) => unknown;
  schema: z.ZodType<T>;
  /** What the result names the row by, e.g. 「P001 ポップコーン」. */
  label: (cells: Record<string, string>) => string;
  /** Fields that must not repeat within the file (a code). */
  unique?: (keyof T & string)[];
  /** Checks against stored data, for the rows the schema accepted: errors per row, same order. */
  check?: (rows: T[]) => Promise<ImportRowError[][]>;
  /** Writes every row (inside the import's transaction). */
  write: (tx: Db, rows: T[]) => Promise<void>;
}

const headerOf = (columns: ImportColumn[], field: unknown) =>
  columns.find((c) => c.field === field)?.header ?? (typeof field === 'string' ? field : '');

function rowsOf(table: string[][], columns: ImportColumn[]) {
  const [header = [], ...data] = table;
  const names = header.map((h) => h.trim());
  const missing = columns.filter((c) => c.required && !names.includes(c.header)).map((c) => c.header);
  if (missing.length) throw invalidField('content', importMessages.missingColumns(missing));
  const rows = data
    .map((cells, i) => ({ row: i + 2, cells: Object.fromEntries(names.map((n, j) => [n, (cells[j] ?? '').trim()])) }))
    .filter((r) => Object.values(r.cells).some((v) => v !== ''));
  if (!rows.length) throw invalidField('content', importMessages.empty);
  if (rows.length > MAX_IMPORT_ROWS) throw invalidField('content', importMessages.tooManyRows);
  return rows;
}

export async function runImport<T>(db: Db, body: ImportBody, plan: ImportPlan<T>): Promise<ImportResult> {
  const rows = rowsOf(await readImportFile(body.fileName, body.content), plan.columns);
  const results: ImportRowResult[] = [];
  const accepted: { result: ImportRowResult; value: T }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const parsed = plan.schema.safeParse(plan.toInput(cells));
    const result: ImportRowResult = { row, label: plan.label(cells), ok: true, errors: [] };
    results.push(result);
    if (!parsed.success) {
      result.errors = parsed.error.issues.map((i) => ({
        column: headerOf(plan.columns, i.path[0]),
        message: i.message,
      }));
      continue;
    }
    for (const field of plan.unique ?? []) {
      const v = parsed.data[field];
      if (v == null || v === '') continue;
      const key = `${field}\u0000${String(v)}`;
      const first = firstRowOf.get(key);
      const column = headerOf(plan.columns, field);
      if (first) result.errors.push({ column, message: importMessages.duplicateInFile(column, first) });
      else firstRowOf.set(key, row);
    }
    accepted.push({ result, value: parsed.data });
  }
  const checked = plan.check ? await plan.check(accepted.map((a) => a.value)) : [];
  accepted.forEach((a, i) => a.result.errors.push(...(checked[i] ?? [])));
  for (const r of results) r.ok = r.errors.length === 0;
  const invalid = results.filter((r) => !r.ok).length;
  const commit = body.commit && invalid === 0;
  if (commit)
    await db.transaction((tx) =>
      plan.write(
        tx,
        accepted.map((a) => a.value),
      ),
    );
  return { total: results.length, valid: results.length - invalid, invalid, committed: commit, rows: results };
}

/** The answer of an import endpoint: the rows' results, and a message once written or refused. */
export const importAnswer = (result: ImportResult) =>
  ok(
    result,
    result.committed
      ? importMessages.imported(result.total)
      : result.invalid
        ? importMessages.hasErrors(result.invalid)
        : undefined,
  );
/** A file travels as base64 in JSON: room for the 5 MB the contract allows. */
export const importOptions = { bodyLimit: 8 * 1024 * 1024 };
