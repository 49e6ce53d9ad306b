import type { EndpointDef } from './endpoint.js';
import type { ScreenRoute } from './route-types.js';

// A feature declares itself once (docs/feature-anatomy.md, "declaring a feature"): its endpoint groups with
// their Japanese names (the API reference's tags), its screens, and the entities it audits with their Japanese
// names. features.ts lists the manifests; endpointGroups, endpointGroupLabels, screenRoutes and auditEntity are
// derived from that list, and features.test.ts refuses two features declaring the same group, path or entity.

export type EndpointRecord = Readonly<Record<string, EndpointDef>>;

/** The entities every feature audits, as the audit log reads them (values and their Japanese names). */
export interface AuditedEntities {
  readonly values: readonly [string, ...string[]];
  readonly labels: Readonly<Record<string, string>>;
}

export interface EndpointGroup {
  /** The group's Japanese name (its tag in the API reference); the feature's label when omitted. */
  readonly label?: string;
  /**
   * The group's endpoints. Only a group that reads what all features declare (the audit log filters
   * by the audited entities) gives a function of them instead: it is called once, in endpoints.ts.
   */
  readonly endpoints: EndpointRecord | ((audited: AuditedEntities) => EndpointRecord);
}

export interface Feature<
  A extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
  P extends string = string,
> {
  /** camelCase, unique. */
  readonly key: string;
  /** The feature's Japanese name. */
  readonly label: string;
  /** Endpoint groups by their key (the key names the group in endpointGroups and the tests). */
  readonly endpoints: Readonly<Record<string, EndpointGroup>>;
  /** The feature's screens, in menu order (the features' order in features.ts orders the menu). */
  readonly routes: readonly ScreenRoute[];
  /** Type only (never set): the screens' paths as literal types, read by `ScreenPath` (routes.ts). */
  readonly paths?: P;
  /** The entities the API audits for this feature, each with its Japanese name (the 操作ログ screen shows it). */
  readonly audits: A;
}

/** A feature's manifest; `endpoints`, `routes` and `audits` default to none. */
export const defineFeature = <
  const A extends Readonly<Record<string, string>> = Record<never, string>,
  const P extends string = never,
>(d: {
  key: string;
  label: string;
  endpoints?: Readonly<Record<string, EndpointGroup>>;
  routes?: readonly ScreenRoute<P>[];
  audits?: A;
}): Feature<A, P> => ({ endpoints: {}, routes: [], audits: {} as A, ...d });
