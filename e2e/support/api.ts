import type { APIRequestContext } from 'playwright-core';
import { DEMO_PASSWORD } from './app.js';

/** Calls the console's API as a device or a user would (Bearer token or none); answers `data`, throws on an error answer. */
export async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
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

/** Head office registers a POS at シネマライン新宿 (0101); answers the device's token, as a POS would hold it. */
export async function newPos(request: APIRequestContext, code: string, name: string): Promise<string> {
  const hq = (await api(request, 'POST', '/api/login', null, { userName: 'hq', password: DEMO_PASSWORD })).token;
  const cinemas = (await api(request, 'GET', '/api/cinema/list', hq)).list as { id: number; code: string }[];
  const device = await api(request, 'POST', '/api/device/create', hq, {
    code,
    name,
    type: 'pos',
    status: 'active',
    cinemaId: cinemas.find((c) => c.code === '0101')!.id,
  });
  return (await api(request, 'POST', '/api/device/token', null, { deviceCode: code, secret: device.secret })).token;
}
