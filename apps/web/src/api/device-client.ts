import type { ErrorBody } from '@cinema/contracts';
import { ja } from '@cinema/contracts/messages';
import { endpointUrl, type EndpointData, type EndpointDef, type EndpointInput } from '@cinema/contracts/endpoint';
import { ApiError, buildQuery } from './client.js';

// A device's calls (docs/signage.md, "the player"): the signage player signs in with no one's session but its
// device token. Unlike `call()`, nothing here touches the console's session, shows an alert or a loading
// overlay, or sends anyone to /login: a player in the lobby shows nothing of the network to the audience.

const TIMEOUT_MS = 30_000;

/** One call of a device endpoint with the device token. */
export async function deviceCall<E extends EndpointDef>(
  endpoint: E,
  token: string,
  input: EndpointInput<E> = {} as EndpointInput<E>,
): Promise<EndpointData<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(endpointUrl(endpoint, params) + buildQuery(query as Record<string, unknown> | undefined), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(ja.networkError, null, null);
  }
  const json = (await res.json().catch(() => null)) as (Partial<ErrorBody> & { data?: unknown }) | null;
  if (res.ok && json?.success) return json.data as EndpointData<E>;
  throw new ApiError(json?.message ?? ja.badRequest, res.status, json?.code ?? null);
}

export interface StreamHandlers {
  /** An event arrived (`ready` on each connection, then `changed`). */
  onEvent: (name: string) => void;
  /** The server refused the token (401/403): the stream keeps trying, slowly. */
  onRefused?: () => void;
}

/** Event names of a text/event-stream chunk sequence, fed as it arrives (comments are heartbeats). */
export function eventReader(onEvent: (name: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const name = lines
        .find((l) => l.startsWith('event:'))
        ?.slice(6)
        .trim();
      if (name || lines.some((l) => l.startsWith('data:'))) onEvent(name || 'message');
      end = buffer.indexOf('\n\n');
    }
  };
}

/**
 * Listens to a device's event stream with its token in the header (EventSource cannot send one) and, like
 * EventSource, connects again by itself after the server closes it or goes away: 2 s, then up to 30 s apart.
 * Answers a function that stops it.
 */
export function deviceStream(endpoint: EndpointDef, token: () => string | null, h: StreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  const again = () => {
    if (stopped) return;
    failures += 1;
    timer = setTimeout(() => void connect(), Math.min(2000 * failures, 30_000));
  };
  async function connect() {
    const current = token();
    if (stopped) return;
    if (!current) return again();
    controller = new AbortController();
    try {
      const res = await fetch(endpointUrl(endpoint), {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${current}` },
        signal: controller.signal,
      });
      if (res.status === 401 || res.status === 403) h.onRefused?.();
      if (!res.ok || !res.body) return again();
      const read = eventReader((name) => {
        failures = 0;
        h.onEvent(name);
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        read(value);
      }
    } catch {
      // A network error or a server that went away: try again below.
    }
    again();
  }
  void connect();
  return () => {
    stopped = true;
    controller?.abort();
    if (timer) clearTimeout(timer);
  };
}
