import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/schema/index.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// 配給会社 are 取引先 with role distributor (docs/accounting.md, "配給会社は取引先").
/** Active distributor 取引先 of the caller's brand, for the film form's picker. */
export const distributorOptions = (db: Db, scope: Scope) =>
  db
    .select({ id: clients.id, name: clients.name, code: clients.code })
    .from(clients)
    .where(and(tenantWhere(scope, clients), eq(clients.role, 'distributor'), eq(clients.active, true)))
    .orderBy(asc(clients.code), asc(clients.id));
