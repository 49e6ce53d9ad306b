import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv, resolveDataDir } from './config/env.js';
import { openPglite, openPostgres } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemo } from './seed/demo.js';
import { LocalFileStorage } from './platform/storage/index.js';
import { jobRunner } from './jobs.js';
import { mailTransportFor, setMailTransport } from './platform/mail/index.js';
import { sweepStorage } from './modules/files/index.js';
import { loggableError } from './platform/log-error.js';

const env = readEnv();
// Outgoing mail: SMTP when configured, otherwise files under DATA_DIR/mail (README, Configuration).
const mail = mailTransportFor(env);
setMailTransport(mail);
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.resolve(here, '../../web/dist');

const database = env.DATABASE_URL
  ? await openPostgres(env.DATABASE_URL)
  : await openPglite(path.join(resolveDataDir(env), 'pglite'));
// Uploaded files: a folder under the data directory (see platform/storage for an S3-compatible store).
const storage = new LocalFileStorage(path.join(resolveDataDir(env), 'uploads'));
if (env.SEED_DEMO === 'true') {
  const seeded = await seedDemo(database.db, storage, { salesHistoryDays: env.DEMO_SALES_DAYS });
  if (seeded) console.log('デモデータを登録しました (demo data loaded)');
  if (seeded && env.DEMO_SALES_DAYS > 0)
    console.log(
      `デモ用の売上履歴（過去${env.DEMO_SALES_DAYS}日）をバックグラウンドで作成します (sales history queued)`,
    );
}

const app = await buildApp({
  db: database.db,
  storage,
  webDist,
  trustProxy: env.TRUST_PROXY === 'true',
  loginRateLimit: env.LOGIN_RATE_LIMIT,
  checkAnswers: env.CHECK_ANSWERS === 'true',
  logger: {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Paths only: query strings may carry passwords (the original updateExpiredPassword call).
    serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }) },
  },
});

// Leftovers of a crash: half-written temporary files, and stored files no row records (an hour old
// or more). In the background: serving does not wait for it.
sweepStorage(database.db, storage).then(
  (swept) => app.log.info(swept, 'file store swept'),
  (err: unknown) => app.log.error({ err: loggableError(err) }, 'file store sweep failed'),
);

// One program: the job runner works beside the HTTP server unless JOB_RUNNER=false.
const runner =
  env.JOB_RUNNER === 'true'
    ? await jobRunner(database.db, { log: app.log, leaseSeconds: env.JOB_LEASE_SECONDS })
    : null;

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await runner?.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
runner?.start();
app.log.info(`console: http://localhost:${env.PORT} (${database.kind}${runner ? ', job runner on' : ''})`);
app.log.info(mail.kind === 'smtp' ? 'mail: SMTP' : `mail: written to ${path.join(resolveDataDir(env), 'mail')}`);
