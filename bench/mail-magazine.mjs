// メールマガジン (docs/membership.md, "メールマガジン"): 送信 of a magazine to 100,000 members, through the whole HTTP
// path (app.inject): the 会員フィルター read, the recipients frozen in one INSERT … SELECT, the send job queued. Then
// one batch of the send job (200 mails through the in-memory transport, each rendered and marked in the job's
// transaction). Target (issue 28): 100,000 members queued < 60 s.
// Run: node --import tsx bench/mail-magazine.mjs (BENCH_DATABASE_URL=postgres://… for PostgreSQL).
import { eq, sql } from 'drizzle-orm';
import { memberFilterConditions } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { brands, mailMagazines, memberFilters, memberSystems } from '../apps/api/src/db/schema/index.ts';
import { MemoryMailTransport, setMailTransport } from '../apps/api/src/platform/mail/index.ts';
import { sendBatch } from '../apps/api/src/modules/mail-magazines/mail-magazines.jobs.ts';
import { loadFileUrlKey } from '../apps/api/src/modules/files/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const MEMBERS = 100_000;
const TARGET_MS = 60_000;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const { db } = database;
const mail = new MemoryMailTransport('magazine@example.jp');
setMailTransport(mail);
const app = await buildApp({ db, checkAnswers: false });
await app.ready();

const [brand] = await db.select().from(brands).where(eq(brands.code, 'CL'));
const [system] = await db.select().from(memberSystems).where(eq(memberSystems.brandId, brand.id));
// Members BM000000001… with an address each (every 50th suspended, every 40th not wanting mail).
await db.execute(sql`
  insert into members (brand_id, member_system_id, member_no, name, kana, email, joined_on, join_channel, rank, status,
    valid_until, mail_opt_in)
  select ${brand.id}, ${system.id}, 'BM' || lpad(g::text, 9, '0'), 'ベンチ 会員' || g, 'ベンチ カイイン',
    'bench' || g || '@example.jp', date '2026-01-01', 'pos', 1 + g % 3,
    case when g % 50 = 0 then 'suspended' else 'active' end::member_status, date '2027-12-31', g % 40 <> 0
  from generate_series(1, ${MEMBERS}) g`);
await db.execute(sql`analyze members`);
// 全会員 (any status): the sendable ones are what the send itself keeps.
const [filter] = await db
  .insert(memberFilters)
  .values({ brandId: brand.id, name: 'ベンチ全会員', conditions: memberFilterConditions.parse({ statuses: [] }) })
  .returning();

const hq = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
const created = await app.inject({
  method: 'POST',
  url: '/api/mailMagazine/create',
  headers: hq,
  payload: {
    subject: '{{氏名}}様へ',
    category: 'notice',
    body: '{{氏名}}様\n{{ランク}} {{ポイント}}pt',
    memberFilterId: filter.id,
  },
});
const draft = created.json().data;
const audienceStart = performance.now();
const audience = await app.inject({
  method: 'POST',
  url: '/api/mailMagazine/audience',
  headers: hq,
  payload: { memberFilterId: filter.id },
});
const audienceMs = performance.now() - audienceStart;
const t0 = performance.now();
const sent = await app.inject({
  method: 'POST',
  url: '/api/mailMagazine/send',
  headers: hq,
  payload: { id: draft.id, version: draft.version },
});
const queueMs = performance.now() - t0;
if (sent.statusCode !== 200) throw new Error(`send answered ${sent.statusCode}: ${sent.body.slice(0, 300)}`);
const [magazine] = await db.select().from(mailMagazines).where(eq(mailMagazines.id, draft.id));

await loadFileUrlKey(db);
const b0 = performance.now();
const batch = await db.transaction((tx) => sendBatch(tx, magazine.id, magazine.sendRun, mail));
const batchMs = performance.now() - b0;

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    members: MEMBERS + 300,
    targetMs: TARGET_MS,
    database: pgUrl ? 'PostgreSQL, local server' : 'PGlite in memory',
  },
  audience: audience.json().data,
  audienceMs: Math.round(audienceMs),
  queued: magazine.recipientCount,
  queueMs: Math.round(queueMs),
  batch: {
    mails: batch?.tried ?? 0,
    ms: Math.round(batchMs),
    perMail: Math.round((batchMs / (batch?.tried || 1)) * 10) / 10,
  },
};
writeResult(pgUrl ? 'mail-magazine-pg' : 'mail-magazine', result);
console.log(JSON.stringify(result));
await app.close();
await database.close();
if (queueMs >= TARGET_MS) process.exitCode = 1;
