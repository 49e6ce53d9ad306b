import { auditEntity, type AuditEntityValues } from './audit-entities.js';
import type { auditLogEndpointsOf } from './audit-logs.endpoints.js';
import type { EndpointDef } from './endpoint.js';
import type { EndpointRecord } from './feature.js';
import { features } from './features.js';

// Every HTTP endpoint of the product, by group, read from the features (features.ts). The API refuses to start
// unless each has exactly one handler, and the OpenAPI document at /api/openapi.json is generated from this list.
// A group whose endpoints are built from the audited entities (the audit log's) is built here, once.
export const endpointGroups: Readonly<Record<string, EndpointRecord>> = Object.fromEntries(
  features.flatMap((f) =>
    Object.entries(f.endpoints).map(([key, g]) => [
      key,
      typeof g.endpoints === 'function' ? g.endpoints(auditEntity) : g.endpoints,
    ]),
  ),
);

export const allEndpoints: readonly EndpointDef[] = Object.values(endpointGroups).flatMap((g) => Object.values(g));

/** 操作ログ's endpoints, as endpointGroups holds them (the API binds its handler to these very objects). */
export const auditLogEndpoints = endpointGroups.auditLog as ReturnType<typeof auditLogEndpointsOf<AuditEntityValues>>;
