import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { EndpointDef, EndpointInput } from '@cinema/contracts/endpoint';
import { call, type CallSettings } from './client.js';

/**
 * A feature's query keys, all under one root (the feature's name, as in contracts and the API), so
 * a mutation invalidates everything the feature shows with `keys.all`.
 */
export const featureKeys = <const R extends string>(root: R) => ({
  all: [root] as const,
  lists: () => [root, 'list'] as const,
  list: (query: unknown) => [root, 'list', query] as const,
  details: () => [root, 'detail'] as const,
  detail: (id: unknown) => [root, 'detail', id] as const,
  /** Picker options (listMap), with whatever narrows them. */
  options: (...by: unknown[]) => [root, 'listMap', ...by] as const,
});
export type FeatureKeys = ReturnType<typeof featureKeys>;

/**
 * Query options for one endpoint call: the query key and the typed fetch together, so a screen
 * never writes the call twice. Background reads show no overlay and no default alert (the screen
 * shows its own error state).
 */
export const endpointQuery = <E extends EndpointDef>(
  queryKey: QueryKey,
  endpoint: E,
  input: EndpointInput<E>,
  settings: CallSettings = { loading: false, alert: false },
) =>
  queryOptions({
    queryKey,
    // The input is typed by the caller; call() takes it as the endpoint's own.
    queryFn: () =>
      (call as (e: E, i: EndpointInput<E>, s: CallSettings) => ReturnType<typeof call<E>>)(endpoint, input, settings),
  });
