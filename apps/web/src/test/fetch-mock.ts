import { afterEach, beforeEach, vi } from 'vitest';

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
    const answer = route({ path, query: new URLSearchParams(search), method: init?.method ?? 'GET', body: bodyOf(init) });
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
