import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceSignageEndpoints } from '@cinema/contracts';
import { deviceStream, eventReader } from './device-client.js';

// The player's push stream (docs/signage.md, "the player"): events read as they arrive, in any chunking, and a
// connection made again by itself after the server closes it (a restart), with the token of the moment.

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
      c.close();
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('eventReader', () => {
  it('names each event once its blank line arrives, and skips heartbeats', () => {
    const events: string[] = [];
    const read = eventReader((e) => events.push(e));
    read('retry: 2000\nevent: re');
    read('ady\ndata: {}\n');
    expect(events).toEqual([]);
    read('\n: heartbeat\n\nevent: changed\r\ndata: {}\r\n\r\n');
    expect(events).toEqual(['ready', 'changed']);
  });
});

describe('deviceStream', () => {
  it('connects again after the server closes the stream, and after a failure, with the current token', async () => {
    vi.useFakeTimers();
    let token = 'first';
    const answers = [
      () => new Response(streamOf('event: ready\ndata: {}\n\n', 'event: changed\ndata: {}\n\n'), { status: 200 }),
      () => Promise.reject(new TypeError('server away')),
      () => new Response(streamOf('event: ready\ndata: {}\n\n'), { status: 200 }),
    ];
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      (answers.shift() ?? (() => new Promise(() => {})))(),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events: string[] = [];
    const stop = deviceStream(deviceSignageEndpoints.stream, () => token, { onEvent: (e) => events.push(e) });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['ready', 'changed']);
    token = 'renewed';
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(events).toEqual(['ready', 'changed', 'ready']);
    const headers = fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer renewed');
    stop();
  });
});
