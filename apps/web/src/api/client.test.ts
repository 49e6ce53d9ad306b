import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ja } from '@cinema/contracts';
import { api, ApiError, buildQuery, setAuthInvalidHandler } from './client.js';
import { bindFeedback, loading } from './feedback.js';

const errors: string[] = [];
const successes: string[] = [];
const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  errors.length = 0;
  successes.length = 0;
  bindFeedback({ error: (t) => errors.push(t), success: (t) => successes.push(t) });
});
afterEach(() => vi.unstubAllGlobals());

describe('api client: the error catalogue', () => {
  it('answers data, shows the server message on success, and sends the token', async () => {
    localStorage.setItem('token', 'tok');
    const fetch = reply(200, { success: true, data: { id: 1 }, message: '保存しました。' });
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/x', { method: 'PUT', body: { a: 1 } })).resolves.toEqual({ id: 1 });
    expect(successes).toEqual(['保存しました。']);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('sends a FormData body as multipart, leaving the content type to the browser', async () => {
    const fetch = reply(200, { success: true, data: { id: 3 } });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('purpose', 'filmImage');
    await expect(api('/api/system/uploadFile', { method: 'POST', body: form })).resolves.toEqual({ id: 3 });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('can suppress the success message', async () => {
    vi.stubGlobal('fetch', reply(200, { success: true, data: null, message: 'x' }));
    await api('/api/x', { successMessage: false });
    expect(successes).toEqual([]);
  });

  it('treats 401 as auth invalid: clears storage but user options and app version, one alert, back to login', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userOptions', '{"menuCollapsed":true}');
    localStorage.setItem('appVersion', '1.0.4');
    const redirects: string[] = [];
    setAuthInvalidHandler((r) => redirects.push(r));
    vi.stubGlobal('fetch', reply(401, { success: false, code: 'auth_invalid', message: 'x' }));
    await expect(api('/api/a')).rejects.toBeInstanceOf(ApiError);
    await expect(api('/api/b')).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([ja.authInvalid]);
    expect(redirects).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userOptions')).toBe('{"menuCollapsed":true}');
    expect(localStorage.getItem('appVersion')).toBe('1.0.4');
  });

  it.each([
    [403, { code: 'no_permission', message: '' }, ja.noPermission],
    [401, { code: 'auth_fail', message: 'x' }, ja.usernamePwNotMatch],
    [503, { code: 'internal', message: '' }, ja.serverError],
    [500, { code: 'internal', message: 'サーバー側の説明' }, 'サーバー側の説明'],
    [404, { code: 'not_found', message: 'x' }, ja.badRequest],
    [404, { code: 'moviTicketNotFound', message: 'x' }, ja.moviTicketNotFound],
  ])('maps status %i %o to its alert', async (status, body, expected) => {
    vi.stubGlobal('fetch', reply(status, { success: false, ...body }));
    await expect(api('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([expected]);
  });

  it('shows nothing for password_expired and the network error when there is no answer', async () => {
    vi.stubGlobal('fetch', reply(403, { success: false, code: 'password_expired', message: 'x' }));
    await expect(api('/api/login')).rejects.toMatchObject({ code: 'password_expired' });
    expect(errors).toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api('/api/x')).rejects.toMatchObject({ status: null });
    expect(errors).toEqual([ja.networkError]);
  });

  it('can turn the alert and the loading overlay off per call', async () => {
    const seen: number[] = [];
    const off = loading.subscribe((n) => seen.push(n));
    vi.stubGlobal(
      'fetch',
      reply(400, {
        success: false,
        code: 'validation_failed',
        message: 'bad',
        errors: [{ field: 'name', message: 'bad' }],
      }),
    );
    await expect(api('/api/x', { alert: false, loading: false })).rejects.toMatchObject({
      errors: [{ field: 'name', message: 'bad' }],
    });
    expect(errors).toEqual([]);
    expect(seen).toEqual([]);
    await expect(api('/api/x', { alert: false })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([1, 0]);
    off();
  });

  it('repeats array query keys without brackets', () => {
    expect(buildQuery({ cinemaIds: [1, 2], page: 0, keyword: '' })).toBe('?cinemaIds=1&cinemaIds=2&page=0');
  });
});
