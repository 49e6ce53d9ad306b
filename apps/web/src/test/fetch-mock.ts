import { afterEach, beforeEach, vi } from 'vitest';
import type { EndpointData, EndpointDef, EndpointInput } from '@cinema/contracts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read sent bodies field by field, as the API would
type Json = any;

/** One request as the route function sees it. */
export interface ApiRequest {
  path: string;
  query: URLSearchParams;
  method: string;
  /** The parsed JSON body, or null when there is none. */
  body: Json;
}

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An answer other than success: the status and the whole body the API would send. */
export const reply = (status: number, body: unknown) => new Reply(status, body);

const bodyOf = (init?: RequestInit): Json => (typeof init?.body === 'string' ? JSON.parse(init.body) : null);

/**
 * Stubs fetch for every test of the file: the route function gives the data of a 200 success
 * answer, or a reply(). Call it at the top level of a test file.
 */
export function stubApi(route: (request: ApiRequest) => unknown) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const [path = '', search = ''] = url.split('?');
    const answer = route({
      path,
      query: new URLSearchParams(search),
      method: init?.method ?? 'GET',
      body: bodyOf(init),
    });
    const { status, body } = answer instanceof Reply ? answer : reply(200, { success: true, data: answer });
    return { ok: status < 400, status, json: async () => body } as Response;
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  /** The bodies sent to a path (query left out), in order; with a method, only that method's. */
  const sent = (path: string, method?: string): Json[] =>
    fetchMock.mock.calls
      .filter(([url, init]) => url.split('?')[0] === path && (!method || (init?.method ?? 'GET') === method))
      .map(([, init]) => bodyOf(init));

  return { fetchMock, sent };
}

type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A stubbed endpoint: the request as the handler sees it, typed from the declaration. */
export interface EndpointRequest<E extends EndpointDef> {
  params: Record<string, string>;
  query: URLSearchParams;
  body: EndpointInput<E>['body'];
}

export interface StubRoute {
  endpoint: EndpointDef;
  answer: (request: ApiRequest & { params: Record<string, string> }) => unknown;
}

/**
 * One endpoint's stubbed answer: the data of a 200 success (fields may be left out, but those given
 * have the declared types), or a reply() for anything else.
 */
export const on = <E extends EndpointDef>(
  endpoint: E,
  answer: (request: EndpointRequest<E>) => DeepPartial<EndpointData<E>> | Reply | null | undefined | void,
): StubRoute => ({ endpoint, answer });

const matcher = (e: EndpointDef) => {
  const names: string[] = [];
  const re = new RegExp(`^${e.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
  return (method: string, path: string) => {
    if (method !== e.method) return null;
    const m = re.exec(path);
    return m ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) : null;
  };
};

/**
 * Stubs fetch for every test of the file from endpoint declarations: each call goes to the first
 * route whose method and path match, anything else to `fallback` (which answers null by default).
 */
export function stubEndpoints(routes: StubRoute[], fallback: (request: ApiRequest) => unknown = () => null) {
  const matchers = routes.map((r) => ({ route: r, match: matcher(r.endpoint) }));
  const stub = stubApi((request) => {
    for (const { route, match } of matchers) {
      const params = match(request.method, request.path);
      if (params) return route.answer({ ...request, params });
    }
    return fallback(request);
  });
  /** The bodies sent to an endpoint (any path params), in order. */
  const sentTo = <E extends EndpointDef>(endpoint: E): EndpointInput<E>['body'][] => {
    const match = matcher(endpoint);
    return stub.fetchMock.mock.calls
      .filter(([url, init]) => match(init?.method ?? 'GET', url.split('?')[0]!))
      .map(([, init]) => bodyOf(init));
  };
  return { ...stub, sentTo };
}
