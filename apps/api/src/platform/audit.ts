import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { auditLogs } from '../db/schema/index.js';

export interface AuditEntry {
  action: 'create' | 'update' | 'delete' | 'login' | 'loginFailed' | 'logout' | 'loginAs' | 'loginAsReturn' | 'passwordChange';
  entity: string;
  entityId?: string | number | null;
  brandId?: number | null;
  summary?: string | null;
  detail?: unknown;
}

/** Writes one audit row with the request's who (real and acting account), where and request id. */
export async function audit(db: Db, req: FastifyRequest, entry: AuditEntry, who?: { id: number; userName: string }) {
  const p = req.principal;
  const real = who ?? (p ? { id: p.real.id, userName: p.real.userName } : null);
  const acting = p && p.account.id !== p.real.id ? p.account : null;
  await db.insert(auditLogs).values({
    accountId: real?.id ?? null,
    userName: real?.userName ?? null,
    actingAccountId: acting?.id ?? null,
    actingUserName: acting?.userName ?? null,
    brandId: entry.brandId ?? p?.account.brandId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary ?? null,
    detail: entry.detail ?? null,
    ip: req.ip,
    requestId: String(req.id),
  });
}
