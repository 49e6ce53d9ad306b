// A runner process for the two-process job test: runs the probe job against DATABASE at argv[2]
// until the queue has been empty for half a second, then prints how many jobs it ran.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openPostgres } from '../db/client.js';
import { defineJob, JobRunner } from '../platform/jobs/index.js';

const probe = defineJob({
  queue: 'test.probe',
  payload: z.object({ n: z.number() }),
  run: async ({ tx, payload, job }) => {
    await tx.execute(sql`insert into job_probe (n, job_id) values (${payload.n}, ${job.id})`);
  },
});

const database = await openPostgres(process.argv[2]!, 2);
const runner = new JobRunner(database.db, [probe]);
let ran = 0;
let idleSince = Date.now();
while (Date.now() - idleSince < 500) {
  if (await runner.runOne()) {
    ran++;
    idleSince = Date.now();
  } else await new Promise((r) => setTimeout(r, 20));
}
await database.close();
console.log(JSON.stringify({ ran }));
