import type { ErrorBody } from '@cinema/contracts';
import { ja } from '@cinema/contracts/messages';
import { endpointUrl, type EndpointDef, type EndpointInput } from '@cinema/contracts/endpoint';
import { ApiError, authInvalid, buildQuery, messageFor } from './client.js';
import { notify } from './feedback.js';
import { getChangeAccountId, getToken } from './storage.js';

// A file answered by an endpoint that `produces` one (a PDF document, docs/pdf-documents.md): fetched with the
// session's token, as `call()` does, and handed back as a Blob for a viewer or a download. A failure answers the
// usual JSON envelope and is shown and thrown like `call()`'s.

export async function callFile<E extends EndpointDef>(endpoint: E, input: EndpointInput<E>): Promise<Blob> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const changeAccountId = getChangeAccountId();
  if (changeAccountId) headers.changeAccountId = changeAccountId;
  let res: Response;
  try {
    res = await fetch(endpointUrl(endpoint, params) + buildQuery(query), {
      method: endpoint.method,
      headers,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(ja.networkError, null, null);
  }
  if (res.ok) return res.blob();
  const json = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
  if (res.status === 401 && json?.code !== 'auth_fail') {
    authInvalid();
    throw new ApiError(ja.authInvalid, res.status, json?.code ?? null);
  }
  const message = messageFor(res.status, json);
  if (message) notify.error(message);
  throw new ApiError(json?.message ?? message ?? ja.badRequest, res.status, json?.code ?? null, json?.errors ?? []);
}
