import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { AppError } from '@roots/shared/errors';

const READY_TIMEOUT_MS = 2_000;
/** Below this much free space the next writes (database pages, avatars, mails) may fail. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;

export interface ReadinessChecks {
  /** Which engine it is, a trivial query, and whether it takes writes. */
  database: { kind: 'pglite' | 'postgres'; ping: () => Promise<void>; readOnly: () => Promise<boolean> };
  /** Where the server writes files (the embedded database, avatars, the mail outbox). */
  dataDir: string;
  /** Absent when REDIS_URL is not set. */
  redis?: { available: () => boolean } | undefined;
  minFreeBytes?: number;
  /** True once a graceful shutdown has begun. */
  draining?: () => boolean;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createHealthService({
  database,
  dataDir,
  redis,
  minFreeBytes = MIN_FREE_BYTES,
  draining = () => false,
}: ReadinessChecks) {
  /** What keeps this instance from saving a learner's work, in words an operator can act on. */
  async function problems(): Promise<string[]> {
    if (draining()) return ['This instance is shutting down.'];
    try {
      await withTimeout(database.ping());
    } catch {
      return ['The database is not reachable right now.'];
    }
    const found: string[] = [];
    if (await withTimeout(database.readOnly()).catch(() => false)) {
      found.push('The database is read-only, so nothing can be saved.');
    }
    try {
      await access(dataDir, constants.W_OK);
      const disk = await statfs(dataDir);
      const free = disk.bavail * disk.bsize;
      if (free < minFreeBytes) {
        found.push(`The disk of the data folder is nearly full (${String(Math.floor(free / 1024 / 1024))} MB free).`);
      }
    } catch {
      found.push(`The data folder ${dataDir} cannot be written to.`);
    }
    return found;
  }

  return {
    liveness: () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),

    /**
     * Ready when the database answers within two seconds and takes writes, and the data folder can
     * be written to. Redis is reported, not required: without it rate limits count per instance.
     */
    async readiness() {
      const found = await problems();
      if (found.length > 0) throw new AppError('SERVICE_UNAVAILABLE', found.join(' '));
      const redisState: 'up' | 'down' | 'off' = redis === undefined ? 'off' : redis.available() ? 'up' : 'down';
      return { status: 'ready' as const, database: database.kind, redis: redisState };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
