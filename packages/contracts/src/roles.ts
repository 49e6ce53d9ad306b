import { z } from 'zod';
import { listQuery } from './common.js';
import { id, optionalText, requiredText, versionField } from './fields.js';
import { permissionMapSchema } from './modules.js';

const roleFields = {
  name: requiredText('ロール名', 50),
  description: optionalText('説明', 200),
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

export const roleListQuery = listQuery.extend({ brandId: z.coerce.number().int().positive().optional() });
export type RoleListQuery = z.infer<typeof roleListQuery>;
