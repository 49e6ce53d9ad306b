import type { APIRequestContext } from 'playwright-core';

/** Calls the console's API as a device or a user would (Bearer token or none); answers `data`, throws on an error answer. */
export async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: object,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- flows read what they need of each answer
): Promise<any> {
  const res = await request.fetch(url, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { data: body } : {}),
  });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()).data;
}
