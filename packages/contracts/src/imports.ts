import { z } from 'zod';
import { parseNumberText, toAsciiText } from './normalize.js';
import { cleanString } from './text.js';
import { fail } from './invariant.js';

// Bulk import from CSV (UTF-8 or Shift_JIS) or XLSX, shared by every list: the first row holds the
// list's Japanese column headers, each later row is one record. A dry run answers every row's result;
// a commit writes all rows in one transaction, and only when every row is valid.

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;
/** The file travels as base64 in JSON: 4 characters for 3 bytes. */
const MAX_BASE64 = Math.ceil(MAX_IMPORT_BYTES / 3) * 4;

export const importMessages = {
  noFile: 'ファイルを選択してください',
  tooLarge: `ファイルが大きすぎます（${MAX_IMPORT_BYTES / 1024 / 1024}MBまで）`,
  fileType: 'CSV（.csv）またはExcel（.xlsx）ファイルを選択してください',
  unreadable: 'ファイルを読み込めませんでした。CSV（UTF-8またはShift_JIS）かExcel（.xlsx）で保存してください',
  empty: 'データの行がありません。1行目に見出し、2行目から1件ずつ入力してください',
  tooManyRows: `一度に取り込めるのは${MAX_IMPORT_ROWS.toLocaleString('ja-JP')}行までです`,
  missingColumns: (names: string[]) => `必須の列がありません：${names.join('、')}`,
  hasErrors: (n: number) => `${n}行にエラーがあるため、取り込みませんでした。エラーを直してもう一度お試しください`,
  imported: (n: number) => `${n}件を取り込みました`,
  duplicateInFile: (label: string, row: number) => `「${label}」が${row}行目と重複しています`,
};

export const importBody = z.object({
  fileName: cleanString('ファイル名', { typeMessage: importMessages.noFile })
    .trim()
    .min(1, importMessages.noFile)
    .max(255, importMessages.noFile),
  /** The file's bytes as base64. */
  content: z
    .string({ error: importMessages.noFile })
    .min(1, importMessages.noFile)
    .max(MAX_BASE64, importMessages.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, importMessages.unreadable),
  /** false: check only (dry run); true: write every row, or none. */
  commit: z.boolean().default(false),
});
export type ImportBody = z.infer<typeof importBody>;
export type ImportBodyInput = z.input<typeof importBody>;

export const importRowError = z.object({ column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

/** One data row: its row number as the spreadsheet shows it (the header is row 1), and its errors. */
export const importRowResult = z.object({
  row: z.number().int(),
  /** What the row names, e.g. its code and name, so staff find it. */
  label: z.string(),
  ok: z.boolean(),
  errors: z.array(importRowError),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importResult = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** true when the rows were written (a commit with no invalid row). */
  committed: z.boolean(),
  rows: z.array(importRowResult),
});
export type ImportResult = z.infer<typeof importResult>;

/** A column of an import file: its header (the list's label) and whether a file must have it. */
export interface ImportColumn {
  header: string;
  field: string;
  required?: boolean;
}

/** Reads a file row's cell by field name; the field is one of `columns`. */
export const cellReader = (columns: readonly ImportColumn[], cells: Record<string, string>) => (field: string) =>
  cells[(columns.find((x) => x.field === field) ?? fail(`no import column "${field}"`)).header];

// Cell helpers for the lists' row mappings: a cell arrives as text; these turn it into what the create
// schema expects, and keep anything they cannot read as it is, so the schema refuses it in Japanese.

export const blank = (v: string | undefined) => v == null || v.trim() === '';

/** A value given by its label (フード・ドリンク) or its key (food); anything else is kept for zod to refuse. */
export const byLabel = (v: string | undefined, labels: Record<string, string>) => {
  if (blank(v)) return undefined;
  const t = (v ?? '').trim();
  return Object.entries(labels).find(([key, label]) => t === key || t === label || label.startsWith(t))?.[0] ?? t;
};

export const numberCell = (v: string | undefined) => (blank(v) ? undefined : (parseNumberText(v ?? '') ?? v));

const truthy = new Set(['1', 'true', 'yes', '○', '〇', 'はい', 'する', 'あり', '有', '有効']);
const falsy = new Set(['0', 'false', 'no', '×', 'いいえ', 'しない', 'なし', '無', '無効']);
/** する・しない, ○・×, 1・0, 有効・無効 and the like. */
export const boolCell = (v: string | undefined) => {
  if (blank(v)) return undefined;
  const t = toAsciiText(v ?? '')
    .trim()
    .toLowerCase();
  return truthy.has(t) ? true : falsy.has(t) ? false : t;
};
