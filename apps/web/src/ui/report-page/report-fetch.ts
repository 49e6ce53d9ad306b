import type { EndpointData, EndpointDef, EndpointInput } from '@cinema/contracts/endpoint';
import { call, type CallSettings } from '../../api/client.js';
import type { ReportQuery } from './report-types.js';

// A report's fetch (docs/reports.md, "the report screens"): its endpoint called with the criteria as the query, quietly,
// since ReportPage shows a failure in place of the table rather than as a toast as well.

type QueryOf<E extends EndpointDef> = EndpointInput<E> extends { query?: infer Q } ? Q : never;

const QUIET: CallSettings = { loading: false, alert: false };

/** The period and the chosen cinemas, as every report's query names them (none chosen: 全劇場計). */
export const periodQuery = (q: ReportQuery) => ({ from: q.from, to: q.to, cinemaIds: q.cinemaIds ?? undefined });

/** An id criterion from the URL: absent or empty is not chosen. */
export const idCriterion = (v: string | undefined) => (v ? Number(v) : undefined);

/** The fetch ReportPage takes: the criteria made the endpoint's query, its answer made the report's data. */
export function reportFetch<E extends EndpointDef, D>(
  endpoint: E,
  toQuery: (q: ReportQuery) => QueryOf<E>,
  toData: (answer: EndpointData<E>) => D,
): (q: ReportQuery) => Promise<D> {
  // `call`'s arguments depend on whether the endpoint's input may be left out; a report's always has a query.
  const send = call as (e: E, input: EndpointInput<E>, settings: CallSettings) => Promise<EndpointData<E>>;
  return async (q) => toData(await send(endpoint, { query: toQuery(q) } as EndpointInput<E>, QUIET));
}
