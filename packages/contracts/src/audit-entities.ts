import { labelled } from './enums.js';
import { features } from './features.js';

// What kind of record an audit entry touched, in the words of the screens: the entities the features
// declare they audit (features.ts), in the features' order. The API types its audit entries with
// AuditEntity, so an entity no feature declares (with its Japanese name) does not compile.

type KeysOf<T> = T extends unknown ? keyof T : never;
export type AuditEntity = Extract<KeysOf<(typeof features)[number]['audits']>, string>;
export type AuditEntityValues = readonly [AuditEntity, ...AuditEntity[]];

const labels = Object.fromEntries(features.flatMap((f) => Object.entries(f.audits))) as Record<AuditEntity, string>;

export const auditEntity = labelled(Object.keys(labels) as unknown as AuditEntityValues, labels);
/** An entity the list does not know yet reads as its code rather than failing. */
export const auditEntityLabel = (e: string) => auditEntity.labels[e as AuditEntity] ?? e;
