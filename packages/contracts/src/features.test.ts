import { describe, expect, it } from 'vitest';
import { auditEntity } from './audit-entities.js';
import { allEndpoints, auditLogEndpoints, endpointGroups } from './endpoints.js';
import { features } from './features.js';
import { screenRoutes } from './routes.js';

// Each feature declares itself once (feature.ts); the central lists are read from features.ts. Two
// features declaring the same thing would have one silently win there, so it fails here instead.
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
const repeated = (xs: readonly string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);

describe('features', () => {
  it('have unique keys and Japanese names', () => {
    expect(repeated(features.map((f) => f.key))).toEqual([]);
    for (const f of features) expect(f.label, f.key).toMatch(japanese);
  });

  it('declare each endpoint group, screen path and audited entity once', () => {
    expect(repeated(features.flatMap((f) => Object.keys(f.endpoints)))).toEqual([]);
    expect(repeated(features.flatMap((f) => f.routes.map((r) => r.path)))).toEqual([]);
    expect(repeated(features.flatMap((f) => Object.keys(f.audits)))).toEqual([]);
  });

  it('name each audited entity in Japanese, and the audit log lists exactly those', () => {
    for (const f of features)
      for (const [entity, label] of Object.entries(f.audits)) expect(label, `${f.key}: ${entity}`).toMatch(japanese);
    expect([...auditEntity.values]).toEqual(features.flatMap((f) => Object.keys(f.audits)));
    expect(auditLogEndpoints.list.query.safeParse({ entity: 'ingredient' }).success).toBe(true);
    expect(auditLogEndpoints.list.query.safeParse({ entity: 'nope' }).success).toBe(false);
  });

  it('derive the central lists: every group, screen and endpoint comes from exactly one feature', () => {
    expect(Object.keys(endpointGroups)).toEqual(features.flatMap((f) => Object.keys(f.endpoints)));
    expect(screenRoutes).toEqual(features.flatMap((f) => f.routes));
    // The audit log's group is built once: the API binds its handler to these very objects.
    expect(endpointGroups.auditLog).toBe(auditLogEndpoints);
    const calls = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(repeated(calls)).toEqual([]);
  });
});
