import { assertSafeKey, type FileStorage, type StoredObject } from './storage.js';

/* eslint-disable @typescript-eslint/require-await -- nothing to wait for in memory; async keeps the store's
   contract, a bad key included (a rejected promise, as on disk) */
/** Keeps files in memory: the default of buildApp, so tests never touch the disk. */
export class MemoryFileStorage implements FileStorage {
  private readonly objects = new Map<string, StoredObject>();
  private readonly modified = new Map<string, Date>();

  async put(key: string, bytes: Buffer, contentType: string) {
    assertSafeKey(key);
    this.objects.set(key, { bytes: Buffer.from(bytes), contentType });
    this.modified.set(key, new Date());
  }

  async get(key: string) {
    const found = this.objects.get(key);
    if (!found) return null;
    return { bytes: Buffer.from(found.bytes), contentType: found.contentType };
  }

  async delete(key: string) {
    this.objects.delete(key);
    this.modified.delete(key);
  }

  async *list() {
    for (const key of this.objects.keys()) yield { key, modifiedAt: this.modified.get(key) ?? new Date(0) };
  }

  /** Nothing is ever half-written in memory. */
  async removeTemporary() {
    return 0;
  }

  /** Sets when a file was last written (tests of the orphan sweep). */
  touch(key: string, at: Date) {
    this.modified.set(key, at);
  }

  get size() {
    return this.objects.size;
  }

  /** Every stored file, to copy the storage (tests start each file from one seeded snapshot). */
  entries(): [string, StoredObject][] {
    return [...this.objects];
  }

  static from(entries: Iterable<[string, StoredObject]>) {
    const storage = new MemoryFileStorage();
    for (const [key, o] of entries)
      storage.objects.set(key, { bytes: Buffer.from(o.bytes), contentType: o.contentType });
    return storage;
  }
}
