import { z } from 'zod';
import { sortedList } from './common.js';
import { id, pickId, optionalText, requiredText, versionField } from './fields.js';
import { permissionMapSchema } from './modules.js';

/** The role master's field labels: the validation messages, the forms, the list and the export all use these. */
export const roleLabels = {
  brandId: 'ブランド',
  name: 'ロール名',
  description: '説明',
  isAdmin: '管理者',
  permissions: '権限',
  accountCount: 'ユーザー数',
  updatedAt: '更新日時',
} as const;
const L = roleLabels;

const roleFields = {
  name: requiredText(L.name, 50),
  description: optionalText(L.description, 200),
  // An admin role holds every permission of every module the brand has switched on.
  isAdmin: z.boolean(),
  permissions: permissionMapSchema,
};

export const roleCreateBody = z.object({ brandId: id.optional(), ...roleFields });
export type RoleCreateBody = z.infer<typeof roleCreateBody>;
export const roleUpdateBody = z.object({ id, version: versionField, ...roleFields });
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;

export const role = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isAdmin: z.boolean(),
  permissions: permissionMapSchema,
  accountCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof role>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const roleSortFields = ['name', 'createdAt'] as const;
export const roleListQuery = sortedList(roleSortFields).extend({
  brandId: pickId('ブランド').optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuery>;

/** The role select of the user form; a superAdmin narrows it to the brand being edited. */
export const roleOptionsQuery = roleListQuery.pick({ brandId: true });
