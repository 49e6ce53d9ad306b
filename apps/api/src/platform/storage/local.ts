import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOfKey, isSafeKey, type FileStorage } from './storage.js';

/**
 * Files in a folder (DATA_DIR/uploads by default). The content type is not stored: it follows
 * from the key's extension, which the server chose from the file's own bytes.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  // Checked twice: the key's shape, then that the resolved path stays inside the root.
  private pathOf(key: string) {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    const full = this.pathOf(key);
    if (contentTypeOfKey(key) !== contentType) throw new Error(`key ${key} does not match ${contentType}`);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const temp = `${full}.${randomUUID()}.tmp`;
    await fs.writeFile(temp, bytes, { flag: 'wx' });
    await fs.rename(temp, full);
  }

  async get(key: string) {
    if (!isSafeKey(key)) return null;
    try {
      const bytes = await fs.readFile(this.pathOf(key));
      return { bytes, contentType: contentTypeOfKey(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR')
        return null;
      throw err;
    }
  }

  async delete(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** Every file under the root, as relative paths with '/'; temporary files are `temp`. */
  private async *walk(): AsyncGenerator<{ key: string; full: string; modifiedAt: Date; temp: boolean }> {
    let entries;
    try {
      entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, full).split(path.sep).join('/');
      const stat = await fs.stat(full).catch(() => null);
      if (stat) yield { key, full, modifiedAt: stat.mtime, temp: entry.name.endsWith('.tmp') };
    }
  }

  async *list() {
    for await (const f of this.walk()) if (!f.temp && isSafeKey(f.key)) yield { key: f.key, modifiedAt: f.modifiedAt };
  }

  async removeTemporary(before: Date) {
    let removed = 0;
    for await (const f of this.walk()) {
      if (!f.temp || f.modifiedAt >= before) continue;
      await fs.rm(f.full, { force: true });
      removed++;
    }
    return removed;
  }
}
