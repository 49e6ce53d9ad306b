import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { seedDemo } from '../seed/demo.js';
import { MemoryFileStorage } from '../platform/storage/index.js';

// Migrating and seeding a database costs seconds; copying one costs a fraction of that. So the API
// tests build two databases once per run (migrated only, and seeded with the demo data) and every
// test file starts from a copy: a PGlite image in a temporary file, or a PostgreSQL template database.

export interface TestTemplates {
  /** PGlite images and the seeded files, as temporary file paths. */
  pglite?: { migrated: string; seeded: string; files: string };
  /** PostgreSQL template database names on TEST_DATABASE_URL's server. */
  postgres?: { migrated: string; seeded: string; files: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

const admin = async (url: string, sql: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(sql);
  await c.end();
};
const withDb = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cinema-test-'));
  const files = path.join(dir, 'files.bin');
  const url = process.env.TEST_DATABASE_URL;
  const cleanups: (() => Promise<void>)[] = [() => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true }))];
  const templates: TestTemplates = {};

  if (url) {
    const tag = randomBytes(4).toString('hex');
    const names = { migrated: `cinema_tpl_m_${tag}`, seeded: `cinema_tpl_s_${tag}` };
    for (const name of Object.values(names)) await admin(url, `create database ${name}`);
    await (await openPostgres(withDb(url, names.migrated), 2)).close();
    const seeded = await openPostgres(withDb(url, names.seeded), 2);
    const storage = new MemoryFileStorage();
    await seedDemo(seeded.db, storage);
    await seeded.close();
    fs.writeFileSync(files, serialize(storage.entries()));
    templates.postgres = { ...names, files };
    cleanups.push(async () => {
      for (const name of Object.values(names)) await admin(url, `drop database if exists ${name} with (force)`);
    });
  } else {
    const migrated = await openPglite(null);
    const migratedPath = path.join(dir, 'migrated.tar');
    fs.writeFileSync(migratedPath, Buffer.from(await (await migrated.dump!()).arrayBuffer()));
    const storage = new MemoryFileStorage();
    await seedDemo(migrated.db, storage);
    const seededPath = path.join(dir, 'seeded.tar');
    fs.writeFileSync(seededPath, Buffer.from(await (await migrated.dump!()).arrayBuffer()));
    await migrated.close();
    fs.writeFileSync(files, serialize(storage.entries()));
    templates.pglite = { migrated: migratedPath, seeded: seededPath, files };
  }
  project.provide('testTemplates', templates);
  return async () => {
    for (const c of cleanups.reverse()) await c();
  };
}
