import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClipBlobRepository } from './clip-blob.repository.ts';

/**
 * Where contributors' clips (and application samples) are kept, chosen by CLIP_STORE:
 * - `folder`: files under `DATA_DIR/audio/voices/<code>/<key>.ogg`, the embedded database's default;
 * - `database`: rows of `clip_blobs`, the default with DATABASE_URL, so every instance reads them.
 *
 * A write takes the repositories of the transaction that inserts the clip's row: in the database
 * store the blob commits or rolls back with the row. A folder write cannot, so the service removes
 * the file when the transaction fails (`discard`), and removes files only after a delete commits.
 */
export interface ClipStore {
  readonly kind: 'folder' | 'database';
  /** A new storage key for a clip of a language. */
  newKey(code: string): string;
  put(repos: { clipBlobs: ClipBlobRepository }, key: string, bytes: Buffer): Promise<void>;
  get(repos: { clipBlobs: ClipBlobRepository }, key: string): Promise<Buffer | undefined>;
  /** Deletes inside a transaction (database store); the folder store deletes in `discard`. */
  delete(repos: { clipBlobs: ClipBlobRepository }, keys: readonly string[]): Promise<void>;
  /** After a transaction: removes what a failed write left, or what a committed delete let go. */
  discard(keys: readonly string[]): Promise<void>;
}

const KEY = /^(?:[a-z]{2,3}|samples)\/[0-9a-f-]{36}\.ogg$/;

export function createClipStore(kind: 'folder' | 'database', dataDir: string): ClipStore {
  const root = join(dataDir, 'audio', 'voices');
  const fileOf = (key: string) => {
    // Keys are made here; anything else never reaches the disk.
    if (!KEY.test(key)) throw new Error(`not a clip key: ${key}`);
    return join(root, key);
  };
  const newKey = (code: string) => `${code}/${randomUUID()}.ogg`;
  if (kind === 'database')
    return {
      kind,
      newKey,
      put: (repos, key, bytes) => repos.clipBlobs.put(key, bytes),
      get: (repos, key) => repos.clipBlobs.get(key),
      delete: (repos, keys) => repos.clipBlobs.delete(keys),
      discard: () => Promise.resolve(),
    };
  return {
    kind,
    newKey,
    async put(_repos, key, bytes) {
      const file = fileOf(key);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(_repos, key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    delete: () => Promise.resolve(),
    async discard(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}
