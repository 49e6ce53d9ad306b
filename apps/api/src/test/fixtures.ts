import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accounts, auditLogs, brands, cinemas } from '../db/schema/index.js';
import type { TestContext } from './helper.js';

// Readers and lookups the API tests of every module share. Ids come straight from the database, so
// they cover every brand whoever the test signs in as.

type ErrorBody = { errors: { field: string; message: string }[] };

/** Field → message of a 400 answer, from the response or its parsed body; a later message of a field wins. */
export function fieldsOf(answer: ErrorBody | LightMyRequestResponse) {
  const body = 'errors' in answer ? answer : answer.json<ErrorBody>();
  return Object.fromEntries(body.errors.map((e) => [e.field, e.message]));
}

/** The audit rows of one row of `entity`: every action, or only `action`. */
export function auditRowsOf(t: TestContext, entity: string, id: number, action?: string) {
  const ofAction = action === undefined ? undefined : eq(auditLogs.action, action);
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(id)), ofAction));
}

/** Signs the accounts in one after another, so the latest login is the last named; answers their tokens in order. */
export async function signIn<const N extends readonly string[]>(t: TestContext, ...userNames: N) {
  const tokens: string[] = [];
  for (const userName of userNames) tokens.push(await t.login(userName));
  return tokens as { -readonly [K in keyof N]: string };
}

/** Cinema ids by code. */
export async function cinemaIds(t: TestContext) {
  const rows = await t.database.db.select({ id: cinemas.id, code: cinemas.code }).from(cinemas);
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<string, number>;
}

/** Brand ids by code. */
export async function brandIdsByCode(t: TestContext) {
  const rows = await t.database.db.select({ id: brands.id, code: brands.code }).from(brands);
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<string, number>;
}

/** Account ids by user name. */
export async function accountIdsByUserName(t: TestContext) {
  const rows = await t.database.db.select({ id: accounts.id, userName: accounts.userName }).from(accounts);
  return Object.fromEntries(rows.map((r) => [r.userName, r.id])) as Record<string, number>;
}

let deviceSerial = 0;
/** Registers a device in the cinema (as head office) and answers a device token of it (docs/device-api.md). */
export async function deviceToken(t: TestContext, hqToken: string, cinemaId: number, type = 'pos', code?: string) {
  const deviceCode = code ?? `T${type.slice(0, 3).toUpperCase()}${++deviceSerial}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/device/create',
    headers: { authorization: `Bearer ${hqToken}` },
    payload: { code: deviceCode, name: `テスト端末${deviceCode}`, type, status: 'active', cinemaId },
  });
  if (created.statusCode !== 200) throw new Error(`device not registered: ${created.body}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/device/token',
    payload: { deviceCode, secret: created.json().data.secret },
  });
  if (res.statusCode !== 200) throw new Error(`no device token: ${res.body}`);
  return res.json().data.token as string;
}
