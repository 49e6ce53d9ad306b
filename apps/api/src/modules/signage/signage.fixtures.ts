import { eq } from 'drizzle-orm';
import { houses } from '../../db/schema/index.js';
import { cinemaIds, deviceToken } from '../../test/fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';

// What the signage tests share: the console's calls as a cinema user and a signage device's.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function signageClient(t: TestContext) {
  const call = (token: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  return {
    call,
    /** The answer's data, after checking the status. */
    async data<T>(token: string, method: Method, url: string, payload?: object, status = 200): Promise<T> {
      const res = await call(token, method, url, payload);
      if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json().data as T;
    },
  };
}

/** A new signage device of the cinema (registered by head office), its id and token. */
export async function signagePlayer(t: TestContext, hq: string, cinemaCode = '0101') {
  const ids = await cinemaIds(t);
  const cinemaId = ids[cinemaCode] ?? 0;
  const token = await deviceToken(t, hq, cinemaId, 'signage');
  const res = await t.app.inject({ url: '/api/device/signage/program', headers: auth(token) });
  return { token, cinemaId, id: res.json().data.device.id as number };
}

export async function screenOf(t: TestContext, cinemaId: number) {
  const [row] = await t.database.db
    .select({ id: houses.id, name: houses.name })
    .from(houses)
    .where(eq(houses.cinemaId, cinemaId))
    .orderBy(houses.sortOrder)
    .limit(1);
  if (!row) throw new Error('no screen');
  return row;
}
