import path from 'node:path';
import { z } from 'zod';

// The one place that reads environment variables; a bad value stops the program with the list of keys.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  // Days of demo sales history (plus today) written in the background after the demo seed; 0 = none.
  DEMO_SALES_DAYS: z.coerce.number().int().min(0).max(400).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Set true behind a reverse proxy or load balancer (README, Configuration): the client address is
  // then read from X-Forwarded-For. Left false there, every caller has the proxy's address, so the
  // per-address login rate limit is shared by all users and audit rows record the proxy. Failed-login
  // locks are per login ID (and per address + login ID), so they never lock out other users either way.
  // Never set it without a proxy in front: callers could then choose their own address.
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Login and password-expiry calls per client address per minute: far above a whole office behind one
  // address (failed passwords are throttled per login id and account, not per address).
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(600),
  // The job runner starts inside the server by default; set false where only `npm run worker` runs jobs.
  JOB_RUNNER: z.enum(['true', 'false']).default('true'),
  // A job whose runner went silent this long (a killed process) is taken over by another runner.
  // Longer than any job runs; shorter only where crashes are provoked (bench/crash-ingest.mjs).
  JOB_LEASE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // Check every answer against its contract before sending it (the tests always do).
  CHECK_ANSWERS: z.enum(['true', 'false']).default('false'),
  // Outgoing mail (ticket e-mails): SMTP when SMTP_URL or SMTP_HOST is set; otherwise every message is
  // written under DATA_DIR/mail and read on 送信メール (/mail-outbox), so no mail server is needed.
  SMTP_URL: z.string().url().optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().min(3).default('no-reply@cinema-console.invalid'),
  // The console's address as members reach it (https://console.example.jp): the 配信停止 link of a mail magazine
  // (docs/operations.md, "mail"). Unset: http://localhost and PORT, fine on a laptop only.
  PUBLIC_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ');
    throw new Error(`Invalid environment:\n  ${keys}`);
  }
  return parsed.data;
}

export const resolveDataDir = (env: Env) => path.resolve(env.DATA_DIR);

/** The console's public address, without a trailing slash. */
export const publicUrlOf = (env: Env) => (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
