import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { LocalFileStorage, MemoryFileStorage } from '../../platform/storage/index.js';
import { openTestDatabase } from '../../test/helper.js';
import { pngBytes } from '../../test/images.js';
import { sweepStorage } from './storage-sweep.js';

// At start the file store loses what no row records and what a crash left half-written, once an
// hour old; recorded files and fresh uploads stay.

let database: Database;
let root: string;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

beforeAll(async () => {
  database = await openTestDatabase();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'sweep-'));
});
afterAll(async () => {
  await database.close();
  await fs.rm(root, { recursive: true, force: true });
});

const record = (key: string) =>
  database.db
    .insert(files)
    .values({ key, originalName: key, contentType: 'image/png', size: 1, purpose: 'other', brandId: null });

describe('sweepStorage', () => {
  it('removes old orphans and old temporary files from the folder store, keeping the rest', async () => {
    const storage = new LocalFileStorage(root);
    const keys = { recorded: '2026/10/recorded.png', orphan: '2026/10/orphan.png', fresh: '2026/11/fresh.png' };
    for (const key of Object.values(keys)) await storage.put(key, pngBytes(), 'image/png');
    await record(keys.recorded);
    const oldTemp = path.join(root, '2026', '10', 'orphan.png.1234.tmp');
    const newTemp = path.join(root, '2026', '11', 'fresh.png.5678.tmp');
    await fs.writeFile(oldTemp, 'half');
    await fs.writeFile(newTemp, 'half');
    const old = hoursAgo(2);
    for (const file of [keys.recorded, keys.orphan].map((k) => path.join(root, k)).concat(oldTemp))
      await fs.utimes(file, old, old);

    expect(await sweepStorage(database.db, storage)).toEqual({ temporary: 1, orphans: 1 });
    expect(await storage.get(keys.orphan)).toBeNull();
    expect(await storage.get(keys.recorded)).not.toBeNull();
    expect(await storage.get(keys.fresh)).not.toBeNull();
    await expect(fs.access(oldTemp)).rejects.toThrow();
    await expect(fs.access(newTemp)).resolves.toBeUndefined();
    // A second start finds nothing more.
    expect(await sweepStorage(database.db, storage)).toEqual({ temporary: 0, orphans: 0 });
  });

  it('works the same on any store (here in memory)', async () => {
    const storage = new MemoryFileStorage();
    await storage.put('a/old.png', pngBytes(), 'image/png');
    await storage.put('a/new.png', pngBytes(), 'image/png');
    storage.touch('a/old.png', hoursAgo(3));
    expect(await sweepStorage(database.db, storage)).toEqual({ temporary: 0, orphans: 1 });
    expect(storage.size).toBe(1);
  });
});
