import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { auditLogs } from '../db/schema/index.js';
import type { AuditAction, AuditEntity } from '@cinema/contracts';
import { isSystem, originOf, type Actor, type Origin } from './actor.js';

export interface AuditEntry {
  /** Named in 操作ログ's action filter (audit-logs.ts). */
  action: AuditAction;
  /** One of 操作ログ's entity filter: a new kind fails to compile until it is named there (audit-logs.ts). */
  entity: AuditEntity;
  entityId?: string | number | null;
  brandId?: number | null;
  /**
   * The cinema the change belongs to (操作ログ's 劇場). Unset: the actor's chosen cinema; null: a brand-wide change
   * even when a cinema is chosen.
   */
  cinemaId?: number | null;
  summary?: string | null;
  detail?: unknown;
}

/** An actor, or only an origin for events before anyone is signed in (a failed login). */
export type AuditSource = Actor | Origin;

const isRequest = (s: AuditSource | FastifyRequest): s is FastifyRequest => 'raw' in s;

/** Writes one audit row with who (real and acting account), where and the request id. */
export async function audit(
  db: Db,
  source: AuditSource | FastifyRequest,
  entry: AuditEntry,
  /** Who acted when it is no signed-in account: a member through a mail's 配信停止 link has no account id. */
  who?: { id: number | null; userName: string },
) {
  const from: AuditSource = isRequest(source)
    ? source.principal
      ? { ...source.principal, ...originOf(source) }
      : originOf(source)
    : source;
  const actor = 'real' in from && !isSystem(from) ? from : null;
  const real = who ?? (actor ? { id: actor.real.id, userName: actor.real.userName } : null);
  const acting = actor && actor.account.id !== actor.real.id ? actor.account : null;
  await db.insert(auditLogs).values({
    accountId: real?.id ?? null,
    userName: real?.userName ?? ('real' in from ? from.real.userName : null),
    actingAccountId: acting?.id ?? null,
    actingUserName: acting?.userName ?? null,
    brandId: entry.brandId ?? actor?.account.brandId ?? null,
    cinemaId: entry.cinemaId !== undefined ? entry.cinemaId : (actor?.cinemaId ?? null),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary ?? null,
    detail: entry.detail ?? null,
    ip: from.ip,
    requestId: from.requestId,
  });
}
