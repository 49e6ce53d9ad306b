import { readEnv } from './config/env.js';
import { openPostgres } from './db/client.js';
import { jobRunner } from './jobs.js';
import { mailTransportFor, setMailTransport } from './platform/mail/index.js';

// npm run worker: an extra job runner process beside the servers, for scale. It shares the queue
// through the database (FOR UPDATE SKIP LOCKED), so it needs PostgreSQL: an embedded PGlite
// belongs to the one server process that opened it.
const env = readEnv();
// Outgoing mail: SMTP when configured, otherwise files under DATA_DIR/mail (README, Configuration).
const mail = mailTransportFor(env);
setMailTransport(mail);
if (!env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL (PostgreSQL); the embedded database runs jobs inside npm start.');
  process.exit(1);
}
const database = await openPostgres(env.DATABASE_URL);
const log = { error: (obj: object, msg: string) => console.error(msg, obj) };
const runner = await jobRunner(database.db, { log, leaseSeconds: env.JOB_LEASE_SECONDS });
runner.start();
console.log(`job runner ${runner.id} started (${database.kind})`);

const stop = async () => {
  await runner.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
