// GET /api/cinema/list as hq against a reference: a bare Fastify server doing the same work with the
// least a server can do (one query for the session, one for the page with its total from
// count(*) over(), JSON.stringify of the same envelope). Both run in this process on the same
// database, in the same run, one after the other; the load comes from autocannon in a child process.
// In-memory PGlite with the demo data by default; BENCH_DATABASE_URL runs both on that PostgreSQL
// (a fresh database, dropped after). Target (issue 8): the API at 0.9× the reference's req/s or more,
// with p99 at 1.5× or less.  Run: node --import tsx bench/api-list.mjs
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { autocannon, openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
// As npm start runs it: answers not re-checked against their contracts (the tests do that).
const app = await buildApp({ db: database.db, checkAnswers: false });
const token = await tokenFor(app, 'hq');
const headers = { authorization: `Bearer ${token}` };
const apiAnswer = await app.inject({ url: '/api/cinema/list', headers });
if (apiAnswer.statusCode !== 200)
  throw new Error(`/api/cinema/list answered ${apiAnswer.statusCode}: ${apiAnswer.body}`);
const apiUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/cinema/list`;

// The reference's queries: the session with its account, role and brand; then the page.
const sessionSql = `select s.id, a.id as account_id, a.type, a.brand_id, a.active, r.is_admin, r.permissions,
    b.code as brand_code, b.module_map
  from sessions s join accounts a on a.id = s.account_id
  left join roles r on r.id = a.role_id left join brands b on b.id = a.brand_id
  where s.token_hash = $1 and s.expires_at > now()`;
const listSql = `select c.*, b.name as brand_name, b.code as brand_code,
    (select count(*)::int from houses h where h.cinema_id = c.id) as screen_count, count(*) over() as total
  from cinemas c join brands b on b.id = c.brand_id
  where c.brand_id = $1 order by c.brand_id, c.sort_order, c.id limit $2 offset $3`;

const { createHash } = await import('node:crypto');
const query = pgUrl
  ? await (async () => {
      const pg = (await import('pg')).default;
      const pool = new pg.Pool({ connectionString: database.url, max: 10 });
      return { run: (text, values) => pool.query(text, values).then((r) => r.rows), close: () => pool.end() };
    })()
  : {
      run: (text, values) => database.db.$client.query(text, values).then((r) => r.rows),
      close: async () => {},
    };
const reference = Fastify();
reference.get('/ref/cinema/list', async (req, reply) => {
  const hash = createHash('sha256').update(req.headers.authorization.slice(7)).digest('hex');
  const [session] = await query.run(sessionSql, [hash]);
  if (!session) return reply.code(401).send({ success: false, code: 'auth_invalid' });
  const rows = await query.run(listSql, [session.brand_id, 9999, 0]);
  const total = Number(rows[0]?.total ?? 0);
  const list = rows.map(({ total: _t, ...c }) => c);
  return { success: true, data: { list, total, page: 0, pageSize: 9999 } };
});
const referenceUrl = `${await reference.listen({ port: 0, host: '127.0.0.1' })}/ref/cinema/list`;

const load = (url) => autocannon(url, { connections, seconds, headers });
// A short warm-up of each, so neither pays for JIT and caches inside its measured run.
await autocannon(apiUrl, { connections, seconds: 2, headers });
await autocannon(referenceUrl, { connections, seconds: 2, headers });
const total = apiAnswer.json().data.total;
console.log(`GET /api/cinema/list (hq, ${total} cinemas), ${connections} connections, ${seconds} s…`);
const api = await load(apiUrl);
console.log(`reference (bare Fastify, 2 queries), ${connections} connections, ${seconds} s…`);
const ref = await load(referenceUrl);
await reference.close();
await app.close();
await query.close();
await database.close();

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { connections, seconds, database: pgUrl ? 'PostgreSQL, demo data' : 'PGlite in memory, demo data' },
  apiList: api,
  reference: ref,
  throughputRatio: Number((api.reqPerSec / ref.reqPerSec).toFixed(2)),
  p99Ratio: Number((api.latencyP99Ms / Math.max(ref.latencyP99Ms, 1)).toFixed(2)),
};
result.meetsTarget = result.throughputRatio >= 0.9 && result.p99Ratio <= 1.5;
const row = (name, r) =>
  `${name.padEnd(26)} ${String(r.reqPerSec).padStart(8)} req/s   p50 ${r.latencyP50Ms} ms   p99 ${r.latencyP99Ms} ms`;
console.log(row('GET /api/cinema/list', api));
console.log(row('reference', ref));
console.log(`API / reference: ${result.throughputRatio}× req/s, ${result.p99Ratio}× p99 (target ≥ 0.9×, ≤ 1.5×)`);
writeResult(`api-list${pgUrl ? '-pg' : ''}`, result);
