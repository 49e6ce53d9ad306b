import { z } from 'zod';
import { ja } from './messages.js';
import { cleanString } from './text.js';

/** The last page a list query may ask for: page × pageSize stays far inside PostgreSQL's OFFSET. */
export const MAX_PAGE = 1_000_000;

// Lists answer { list, total, page, pageSize }; page defaults to 0 and pageSize to 9999 (docs/api-conventions.md, "lists").
export const listQuery = z.object({
  page: z.coerce
    .number({ error: ja.numberRange('ページ', 0, MAX_PAGE) })
    .int(ja.numberRange('ページ', 0, MAX_PAGE))
    .min(0, ja.numberRange('ページ', 0, MAX_PAGE))
    .max(MAX_PAGE, ja.numberRange('ページ', 0, MAX_PAGE))
    .default(0),
  pageSize: z.coerce
    .number({ error: ja.numberRange('表示件数', 1, 9999) })
    .int(ja.numberRange('表示件数', 1, 9999))
    .min(1, ja.numberRange('表示件数', 1, 9999))
    .max(9999, ja.numberRange('表示件数', 1, 9999))
    .default(9999),
  keyword: cleanString('キーワード').trim().max(100, ja.maxLength('キーワード', 100)).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** A list query with the orders it offers: each list names its own, and any other sortField is refused. */
export const sortedList = <const F extends readonly [string, ...string[]]>(fields: F) =>
  listQuery.extend({ sortField: z.enum(fields, { error: '並べ替えの項目が正しくありません' }).optional() });

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const okEnvelope = z.object({ success: z.literal(true), message: z.string().optional() });

export const option = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof option>;

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** The fields a list call sorts by: the options of its query's `sortField` enum (none when it has no such enum). */
export function sortFieldsOf(query: z.ZodType | undefined): readonly string[] {
  const shape = query instanceof z.ZodObject ? (query.shape as Record<string, z.ZodType>) : undefined;
  let field = shape?.sortField;
  while (field instanceof z.ZodOptional || field instanceof z.ZodDefault) field = field.unwrap() as z.ZodType;
  return field instanceof z.ZodEnum ? (field.options as string[]) : [];
}
