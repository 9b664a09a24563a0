import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from '@roots/shared/errors';
import type { ClipStoreSettings, S3ClipSettings } from '../../config.ts';
import type { ClipBlobRepository } from './clip-blob.repository.ts';

interface Repos {
  clipBlobs: ClipBlobRepository;
}

/**
 * Where contributors' clips (and application samples) are kept, chosen by CLIP_STORE:
 * - `folder`: files under `DATA_DIR/audio/voices/<code>/<key>.ogg`, the embedded database's default;
 * - `database`: rows of `clip_blobs`, the default with DATABASE_URL, so every instance reads them;
 * - `s3`: objects `<code>/<key>.ogg` of an S3-compatible bucket, which every instance reads too.
 *
 * A write takes the repositories of the transaction that inserts the clip's row and stores the clip
 * before it commits: no row is ever without its clip. In the database store the blob commits or
 * rolls back with the row. The folder and the bucket cannot: the service discards the clip when the
 * transaction fails. A delete, in the transaction that deletes the rows, deletes the blobs in the
 * database store; the others note the keys in `clip_deletions` there, and `discard` deletes them
 * once it commits. What a store cannot delete then stays noted and `retryDeletions` (hourly)
 * deletes it: a clip outlives its row only while its store is down.
 */
export interface ClipStore {
  readonly kind: ClipStoreSettings['kind'];
  /** A new storage key for a clip of a language. */
  newKey(code: string): string;
  put(repos: Repos, key: string, bytes: Buffer): Promise<void>;
  get(repos: Repos, key: string): Promise<Buffer | undefined>;
  /** In the transaction that deletes (or lets go of) the clips' rows. */
  delete(repos: Repos, keys: readonly string[]): Promise<void>;
  /** After a transaction: deletes what a failed write left, or what a committed delete let go. Never throws. */
  discard(keys: readonly string[]): Promise<void>;
  /** Deletes what `discard` could not; how many it deleted. */
  retryDeletions(): Promise<number>;
  /** What keeps the store from answering, in words an operator can act on; undefined when it answers. */
  problem(): Promise<string | undefined>;
}

export interface ClipStoreDeps {
  dataDir: string;
  /** The clip store's rows outside any transaction: the deletions to do. */
  clipBlobs: ClipBlobRepository;
  /** Told when clips could not be deleted yet (they are retried). */
  onDeleteError: (error: unknown, keys: readonly string[]) => void;
}

/** How long the readiness check and the start-up check wait for the bucket. */
export const CLIP_STORE_CHECK_MS = 2_000;
const RETRY_BATCH = 500;
const KEY = /^(?:[a-z]{2,3}|samples)\/[0-9a-f-]{36}\.ogg$/;
const newKey = (code: string) => `${code}/${randomUUID()}.ogg`;

export function createClipStore(settings: ClipStoreSettings, deps: ClipStoreDeps): ClipStore {
  if (settings.kind === 'database')
    return {
      kind: 'database',
      newKey,
      put: (repos, key, bytes) => repos.clipBlobs.put(key, bytes),
      get: (repos, key) => repos.clipBlobs.get(key),
      delete: (repos, keys) => repos.clipBlobs.delete(keys),
      discard: () => Promise.resolve(),
      retryDeletions: () => Promise.resolve(0),
      // The database and its readiness are readiness's own first check.
      problem: () => Promise.resolve(undefined),
    };
  const objects = settings.kind === 's3' ? bucketObjects(settings) : folderObjects(deps.dataDir);
  return outsideTheDatabase(settings.kind, objects, deps);
}

/** What a store outside the database does with its clips; each throws when it cannot. */
interface Objects {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(keys: readonly string[]): Promise<void>;
  problem(): Promise<string | undefined>;
}

function outsideTheDatabase(
  kind: 'folder' | 's3',
  objects: Objects,
  { clipBlobs, onDeleteError }: ClipStoreDeps,
): ClipStore {
  return {
    kind,
    newKey,
    put: (_repos, key, bytes) => objects.put(key, bytes),
    get: (_repos, key) => objects.get(key),
    delete: (repos, keys) => repos.clipBlobs.queueDeletions(keys),
    async discard(keys) {
      if (keys.length === 0) return;
      try {
        await objects.remove(keys);
        await clipBlobs.dequeueDeletions(keys);
      } catch (error) {
        // Noted for the retry (a failed write's clip was not): unless the database is what failed.
        await clipBlobs.queueDeletions(keys).catch(() => undefined);
        onDeleteError(error, keys);
      }
    },
    async retryDeletions() {
      const keys = await clipBlobs.queuedDeletions(RETRY_BATCH);
      if (keys.length === 0) return 0;
      await objects.remove(keys);
      await clipBlobs.dequeueDeletions(keys);
      return keys.length;
    },
    problem: () => objects.problem(),
  };
}

function folderObjects(dataDir: string): Objects {
  const root = join(dataDir, 'audio', 'voices');
  const fileOf = (key: string) => {
    // Keys are made here; anything else never reaches the disk.
    if (!KEY.test(key)) throw new Error(`not a clip key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    // The data folder is readiness's own check.
    problem: () => Promise.resolve(undefined),
  };
}

const storeDown = (cause: unknown) =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The recordings cannot be reached right now. Please try again in a moment.',
    undefined,
    { cause },
  );

/**
 * The bucket of CLIP_STORE=s3, through the AWS SDK; its credentials come from the SDK's default
 * chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance's role).
 *
 * Learners are served the clips through our API, as from the other stores, not sent to presigned
 * URLs of the bucket: a clip's public URL is cached for a year and renewed whenever what its text
 * plays changes (clip URLs in course.clips.ts), so a held or withdrawn clip stops playing the moment
 * its URL changes. A presigned URL would outlive that for its whole validity, expire under a
 * cached redirect, and need the bucket's origin in the pages' media policy and CORS.
 */
function bucketObjects({ bucket, region, endpoint, forcePathStyle }: S3ClipSettings): Objects {
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    // A store that hangs fails the request in seconds (a 503), rather than holding it.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
  });
  const where = endpoint ?? `AWS S3 (${region})`;
  const status = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return {
    async put(key, bytes) {
      await client
        .send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'audio/ogg' }))
        .catch((error: unknown) => {
          throw storeDown(error);
        });
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw storeDown(error);
      }
    },
    async remove(keys) {
      // A delete of a key that is gone succeeds: a retry deletes again what was deleted.
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000).map((key) => ({ Key: key }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0)
          throw new Error(
            `${String(failed.length)} clip(s) not deleted: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`,
          );
      }
    },
    async problem() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CLIP_STORE_CHECK_MS),
        });
        return undefined;
      } catch (error) {
        const name = (error as { name?: unknown }).name;
        if (name === 'CredentialsProviderError')
          return 'The clip store has no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a profile or role the AWS SDK finds).';
        if (name === 'AbortError' || name === 'TimeoutError')
          return `The clip store at ${where} did not answer within ${String(CLIP_STORE_CHECK_MS / 1000)} s.`;
        switch (status(error)) {
          case 404:
            return `The bucket ${bucket} does not exist at ${where}: create it, or correct CLIP_S3_BUCKET.`;
          case 301:
            return `The bucket ${bucket} is in another region than CLIP_S3_REGION (${region}).`;
          case 400:
          case 401:
          case 403:
            return `The clip store at ${where} refused access to the bucket ${bucket} (${String(status(error))}): check the access key and what it may do.`;
          case undefined:
          default:
            return `The clip store at ${where} cannot be reached (${typeof name === 'string' ? name : 'error'}: ${(error as Error).message}).`;
        }
      }
    },
  };
}
