import type { ErrorBody, FieldIssue, LastSaved } from '@cinema/contracts';
import { ja } from '@cinema/contracts/messages';
import { endpointUrl, type EndpointData, type EndpointDef, type EndpointInput } from '@cinema/contracts/endpoint';
import { notify, loading } from './feedback.js';
import { clearStorage, getChangeAccountId, getToken, markPasswordChangeRequired } from './storage.js';

// Request time-out 180000 ms (docs/web-conventions.md, "the API client").
const TIMEOUT_MS = 180_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
    readonly errors: FieldIssue[] = [],
    /** stale_version: who saved the record last and when, where the API knows. */
    readonly lastSaved?: LastSaved,
  ) {
    super(message);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** GET data goes as query parameters; arrays repeat the key without brackets. */
  query?: Record<string, unknown>;
  /** JSON, or FormData for a multipart upload. */
  body?: unknown;
  /** Loading overlay while the call runs (default on). */
  loading?: boolean;
  /** The default error alert (default on); turn off where the screen shows the error itself. */
  alert?: boolean;
  /** Show the server's message on success (default on). */
  successMessage?: boolean;
  /** Leave out the changeAccountId header (returning to the original account). */
  asOriginal?: boolean;
}

let authInvalidShown = false;
let onAuthInvalid: (redirect: string) => void = (redirect) =>
  window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
export const setAuthInvalidHandler = (fn: (redirect: string) => void) => {
  onAuthInvalid = fn;
};

// A password an administrator set must be changed first: the login screen shows the change form
// for the stored session (features/auth), and comes back here afterwards.
let onPasswordChangeRequired: (redirect: string) => void = (redirect) =>
  window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
export const setPasswordChangeHandler = (fn: (redirect: string) => void) => {
  onPasswordChangeRequired = fn;
};

/** The API refused a call until the password is changed: mark the session and go to the change form. */
function passwordChangeRequired() {
  markPasswordChangeRequired();
  const here = window.location.pathname + window.location.search;
  if (!here.startsWith('/login')) onPasswordChangeRequired(here);
}

/** Auth invalid: clear storage (user options and app version kept), one alert, back to login. */
export function authInvalid() {
  clearStorage();
  if (authInvalidShown) return;
  authInvalidShown = true;
  notify.error(ja.authInvalid);
  const here = window.location.pathname + window.location.search;
  onAuthInvalid(here.startsWith('/login') ? '/dashboard' : here);
  // Reset the flag once the redirect has happened, so a later expiry alerts again.
  setTimeout(() => {
    authInvalidShown = false;
  }, 1000);
}

export function buildQuery(query: Record<string, unknown> | undefined) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => params.append(k, String(x)));
    else params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The error catalogue (docs/web-conventions.md, "the API client"), in order: codes first, then statuses. */
export function messageFor(status: number | null, body: Partial<ErrorBody> | null): string | null {
  const code = body?.code;
  if (code === 'auth_fail') return ja.usernamePwNotMatch;
  if (code === 'password_expired' || code === 'password_change_required') return null;
  // moviTicketNotFound (by code only), whatever the status.
  if (code === 'moviTicketNotFound') return ja.moviTicketNotFound;
  if (code === 'no_permission') return body?.message || ja.noPermission;
  if (status == null) return ja.networkError;
  if (status >= 500) return body?.message || ja.serverError;
  if (
    code === 'validation_failed' ||
    code === 'conflict' ||
    code === 'stale_version' ||
    code === 'account_inactive' ||
    code === 'too_many_requests' ||
    code === 'payload_too_large'
  ) {
    return body?.message || ja.badRequest;
  }
  if (status >= 400) return ja.badRequest;
  return ja.networkError;
}

export async function api<T = unknown>(path: string, opts: CallOptions = {}): Promise<T> {
  const { method = 'GET', query, body, alert = true, successMessage = true } = opts;
  const showLoading = opts.loading ?? true;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const changeAccountId = getChangeAccountId();
  if (changeAccountId && !opts.asOriginal) headers.changeAccountId = changeAccountId;
  // A FormData body (an upload) goes as multipart: the browser writes its content type and boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  if (showLoading) loading.start();
  let res: Response;
  try {
    res = await fetch(path + buildQuery(query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch {
    if (alert) notify.error(ja.networkError);
    throw new ApiError(ja.networkError, null, null);
  } finally {
    clearTimeout(timer);
    if (showLoading) loading.stop();
  }

  const json = (await res.json().catch(() => null)) as (Partial<ErrorBody> & { data?: T; message?: string }) | null;
  if (res.ok && json?.success) {
    if (successMessage && json.message) notify.success(json.message);
    return json.data as T;
  }
  const code = json?.code ?? null;
  if ((res.status === 401 && code !== 'auth_fail') || code === 'not_found_loginData') {
    authInvalid();
    throw new ApiError(ja.authInvalid, res.status, code);
  }
  if (code === 'password_change_required') {
    passwordChangeRequired();
    throw new ApiError(json?.message ?? ja.passwordChangeRequired, res.status, code);
  }
  const message = messageFor(res.status, json);
  if (alert && message) notify.error(message);
  throw new ApiError(json?.message ?? message ?? ja.badRequest, res.status, code, json?.errors ?? [], json?.lastSaved);
}

/** Per-call settings of `call()`; method, path and body come from the endpoint's declaration. */
export type CallSettings = Omit<CallOptions, 'method' | 'query' | 'body'>;

type CallArgs<E extends EndpointDef> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, settings?: CallSettings]
    : [input: EndpointInput<E>, settings?: CallSettings];

/**
 * The one way a screen calls the API: the endpoint's declaration from contracts gives method, path
 * and the types of its input and answer, so a renamed path is a type error wherever it is called.
 */
export function call<E extends EndpointDef>(endpoint: E, ...[input, settings]: CallArgs<E>): Promise<EndpointData<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: object; body?: unknown };
  return api<EndpointData<E>>(endpointUrl(endpoint, params), {
    ...settings,
    method: endpoint.method,
    query: query as Record<string, unknown> | undefined,
    body,
  });
}
