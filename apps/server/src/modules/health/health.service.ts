import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { ClipStore } from '../voices/clip-store.ts';
import type { HealthRepository, TableState } from './health.repository.ts';

const READY_TIMEOUT_MS = 2_000;
/** Below this much free space the next writes (database pages, avatars, mails) may fail. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;

export interface HealthRepos {
  /** The tables every signed-in request reads, and those of learners' data that reference users. */
  health: Pick<HealthRepository, 'coreTables'>;
}

export interface ReadinessChecks {
  /** Which engine it is, a trivial query, and whether it takes writes. */
  database: { kind: 'pglite' | 'postgres'; ping: () => Promise<void>; readOnly: () => Promise<boolean> };
  uow: UnitOfWork<HealthRepos>;
  /** Where the server writes files (the embedded database, avatars, the mail outbox). */
  dataDir: string;
  /** Absent when REDIS_URL is not set. */
  redis?: { available: () => boolean } | undefined;
  minFreeBytes?: number;
  /** True once a graceful shutdown has begun. */
  draining?: () => boolean;
  /** Clip tools not installed here: reported, not required (learners are served without them). */
  missingClipTools?: readonly string[] | undefined;
  /** Where contributors' clips are kept: a bucket that does not answer is reported, not required. */
  clipStore: Pick<ClipStore, 'kind' | 'problem'>;
}

const listed = (names: string[]) =>
  names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/**
 * What the state of the core tables says is wrong. A users table that is empty while rows that
 * reference it remain cannot come from the app (deleting an account deletes its rows with it): its
 * files were damaged, as when PGlite's pages of it are zeroed, which PostgreSQL reads as an empty
 * table. A fresh install has no rows anywhere, and is fine.
 */
export function tableProblems(states: TableState[]): string[] {
  const unreadable = states.filter((each) => each.state === 'unreadable').map((each) => each.table);
  if (unreadable.length > 0) {
    const tables = unreadable.length === 1 ? 'table' : 'tables';
    return [`The database cannot read its ${listed(unreadable)} ${tables}: restore it from a backup.`];
  }
  const usersEmpty = states.some((each) => each.table === 'users' && each.state === 'empty');
  const referencing = states
    .filter((each) => each.table !== 'users' && each.state === 'rows')
    .map((each) => each.table);
  if (usersEmpty && referencing.length > 0) {
    const hold = referencing.length === 1 ? 'holds' : 'hold';
    return [
      `The users table is empty while ${listed(referencing)} still ${hold} learners' data: its files are ` +
        'damaged; restore the database from a backup.',
    ];
  }
  return [];
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
  uow,
  dataDir,
  redis,
  minFreeBytes = MIN_FREE_BYTES,
  draining = () => false,
  missingClipTools = [],
  clipStore,
}: ReadinessChecks) {
  const { health: tables } = uow.repos;
  /** What keeps this instance from saving a learner's work, in words an operator can act on. */
  async function problems(): Promise<string[]> {
    if (draining()) return ['This instance is shutting down.'];
    try {
      await withTimeout(database.ping());
    } catch {
      return ['The database is not reachable right now.'];
    }
    const found: string[] = [];
    try {
      found.push(...tableProblems(await withTimeout(tables.coreTables())));
    } catch {
      found.push('The database did not answer a read of its tables in time.');
    }
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
     * Ready when the database answers within two seconds, can read the tables every signed-in
     * request reads (with the users of the learners' data in them), and takes writes, and the data
     * folder can be written to. Redis is reported, not required: without it rate limits count per
     * instance. So are the clip tools: without them no new clip is made, but every clip plays. And
     * so is a clip bucket (CLIP_STORE=s3) that does not answer: without it contributors' clips
     * neither play nor record (503), but lessons and their course clips go on.
     */
    async readiness() {
      const [found, storeProblem] = await Promise.all([problems(), clipStore.problem()]);
      if (found.length > 0) throw new AppError('SERVICE_UNAVAILABLE', found.join(' '));
      const redisState: 'up' | 'down' | 'off' = redis === undefined ? 'off' : redis.available() ? 'up' : 'down';
      return {
        status: 'ready' as const,
        database: database.kind,
        redis: redisState,
        clipTools: { missing: [...missingClipTools] },
        clipStore: { kind: clipStore.kind, state: storeProblem === undefined ? ('up' as const) : ('down' as const) },
      };
    },

    /**
     * The core tables' problems, with each unreadable table's error for the log: checked at
     * start-up. A database that does not answer at all throws instead: that is an outage, not damage.
     */
    async damagedTables(): Promise<{ problems: string[]; unreadable: TableState[] }> {
      await database.ping();
      const states = await tables.coreTables();
      return { problems: tableProblems(states), unreadable: states.filter((each) => each.state === 'unreadable') };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
