import { z } from 'zod';
import { sortedList } from './common.js';
import { code, id, int, requiredText, versionField } from './fields.js';

// 取引先グループ: clients grouped for invoices and reports (e.g. 法人顧客A, 配給会社).
export const clientGroupLabels = { code: 'グループコード', name: 'グループ名', sortOrder: '表示順' } as const;
const L = clientGroupLabels;

const clientGroupFields = {
  code: code(L.code, 20),
  name: requiredText(L.name, 50),
  sortOrder: int(L.sortOrder, 0, 9999).default(0),
};
export const clientGroupCreateBody = z.object(clientGroupFields);
export type ClientGroupCreateBody = z.infer<typeof clientGroupCreateBody>;
export const clientGroupUpdateBody = z.object({ id, version: versionField, ...clientGroupFields });
export type ClientGroupUpdateBody = z.infer<typeof clientGroupUpdateBody>;

export const clientGroup = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** How many clients are in the group: a group in use cannot be deleted. */
  clientCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientGroup = z.infer<typeof clientGroup>;

export const clientGroupSortFields = ['code', 'name', 'sortOrder'] as const;
export const clientGroupListQuery = sortedList(clientGroupSortFields);
export type ClientGroupListQuery = z.infer<typeof clientGroupListQuery>;

export const clientGroupInUse = (n: number) =>
  `この取引先グループには${n}件の取引先が所属しているため削除できません。取引先のグループを変更してから削除してください。`;
