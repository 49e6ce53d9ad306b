import { z } from 'zod';

// Lists answer { list, total, page, pageSize }; page defaults to 0 and pageSize to 9999 (SPEC.md section 9).
export const listQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(9999).default(9999),
  keyword: z.string().trim().max(100).optional(),
  sortField: z.string().max(50).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const okEnvelope = z.object({ success: z.literal(true), message: z.string().optional() });

export const option = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof option>;

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };
