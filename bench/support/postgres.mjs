// A throwaway database on a PostgreSQL server for the benches that start the built server on it:
// created empty, dropped (with any connection left) by drop().
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(url, text) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** A fresh database on the server of `serverUrl`; answers its URL and drop(). */
export async function freshDatabase(serverUrl, prefix = 'cinema_bench') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return { name, url, drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`) };
}
