import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { rowsOf } from '../db/client.js';

// A migration tried on a database written before it (docs/testing.md, "migrations"): an in-memory PGlite migrated up
// to the migration's tag, for the test to write rows as they were, then `migrateRest()` runs the tag and everything
// after it, as a deployment would.

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** The migrations folder as it was before `tag`: its journal cut there, the files copied. */
function foldersBefore(tag: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 1) throw new Error(`no migration ${tag} after the first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

export async function databaseBefore(tag: string) {
  const client = await PGlite.create({ extensions: { btree_gist } });
  const db = drizzle({ client });
  const before = foldersBefore(tag);
  await migrate(db, { migrationsFolder: before });
  return {
    db,
    /** The rows a query answers. */
    rows: <T>(q: SQL) => rowsOf<T>(db.execute(q)),
    /** The first row a query answers (a test's insert … returning). */
    one: async <T>(q: SQL) => {
      const [row] = await rowsOf<T>(db.execute(q));
      if (!row) throw new Error('the query answered no row');
      return row;
    },
    migrateRest: () => migrate(db, { migrationsFolder: migrations }),
    close: async () => {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    },
  };
}
