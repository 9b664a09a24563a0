import type { OfflinePackage } from '@roots/shared/contracts/offline';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** The learner as the device counts them while offline: hearts, answer streak, skip windows, lessons done. */
export interface OfflineStats {
  hearts: number;
  heartsUpdatedAt: string;
  unlimited: boolean;
  consecutiveCorrect: number;
  listeningSkippedUntil: string | null;
  speakingSkippedUntil: string | null;
  /** Lessons completed on the device, so the next one opens. */
  completed: string[];
}

/** One attempt on the device: a lesson's, or the downloaded practice set's. */
export interface OfflinePlay {
  localAttemptId: string;
  /** A practice set's attempt on the server, known from the download. */
  serverAttemptId?: string;
  kind: 'lesson' | 'practice';
  lessonId: string | null;
  exerciseCount: number;
  correct: string[];
  wrongCounts: Record<string, number>;
  wrongAnswers: number;
  status: 'active' | 'completed' | 'failed';
  startedAt: string;
}

/**
 * One step of an attempt played without the network, kept on the device until the server has it.
 * Replayed in `seq` order (the order answered); `key` is the answer's Idempotency-Key, so a step
 * sent twice (the tab closed before its answer came back) is graded once.
 */
export interface QueuedStep {
  seq?: number;
  key: string;
  userId: string;
  /** The attempt as the device played it; the server's, once known (a practice set's from the start). */
  localAttemptId: string;
  serverAttemptId?: string;
  kind: 'lesson' | 'practice';
  lessonId: string | null;
  exerciseId: string;
  step: 'check' | 'pair' | 'skip-listening' | 'skip-speaking' | 'spoken';
  answer?: unknown;
  left?: string;
  right?: string;
  /** What the device said: the server's verdict is compared with it. */
  localCorrect?: boolean;
  answeredAt: string;
}

/** What the device knows of an account's offline play: its hearts and answer streak, and the attempts under way. */
export interface OfflineState {
  userId: string;
  stats: OfflineStats;
  /** By lesson id, or `practice`. */
  plays: Record<string, OfflinePlay>;
}

/** Told once, after a replay: answers the server graded otherwise, and steps it could not take. */
export interface OfflineNotice {
  userId: string;
  differed: number;
  dropped: number;
}

interface OfflineDb extends DBSchema {
  packages: { key: string; value: { key: string; userId: string; languageId: string; pkg: OfflinePackage } };
  state: { key: string; value: OfflineState };
  queue: { key: number; value: QueuedStep; indexes: { userId: string } };
  notices: { key: string; value: OfflineNotice };
}

let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;

/** The device's database of downloads, offline play and answers waiting for the server. */
function db(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>('roots-offline', 1, {
    upgrade(database) {
      database.createObjectStore('packages', { keyPath: 'key' });
      database.createObjectStore('state', { keyPath: 'userId' });
      database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('userId', 'userId');
      database.createObjectStore('notices', { keyPath: 'userId' });
    },
  });
  return opened;
}

const packageKey = (userId: string, languageId: string) => `${userId}:${languageId}`;

export const offlineStore = {
  async package(userId: string, languageId: string): Promise<OfflinePackage | undefined> {
    return (await (await db()).get('packages', packageKey(userId, languageId)))?.pkg;
  },
  async packages(userId: string): Promise<OfflinePackage[]> {
    const all = await (await db()).getAll('packages');
    return all.filter((row) => row.userId === userId).map((row) => row.pkg);
  },
  async savePackage(userId: string, pkg: OfflinePackage): Promise<void> {
    const key = packageKey(userId, pkg.language.id);
    await (await db()).put('packages', { key, userId, languageId: pkg.language.id, pkg });
  },
  async deletePackage(userId: string, languageId: string): Promise<void> {
    await (await db()).delete('packages', packageKey(userId, languageId));
  },

  async state(userId: string): Promise<OfflineState | undefined> {
    return (await db()).get('state', userId);
  },
  async saveState(state: OfflineState): Promise<void> {
    await (await db()).put('state', state);
  },
  async deleteState(userId: string): Promise<void> {
    await (await db()).delete('state', userId);
  },

  /** A step played: the attempt's state and the step waiting for the server, written together. */
  async record(state: OfflineState, step: QueuedStep | undefined): Promise<void> {
    const tx = (await db()).transaction(['state', 'queue'], 'readwrite');
    await Promise.all([
      tx.objectStore('state').put(state),
      step ? tx.objectStore('queue').add(step) : undefined,
      tx.done,
    ]);
  },
  async queued(userId: string): Promise<QueuedStep[]> {
    const steps = await (await db()).getAllFromIndex('queue', 'userId', userId);
    return steps.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  },
  async sent(seq: number): Promise<void> {
    await (await db()).delete('queue', seq);
  },
  /** The server's attempt for the steps of one attempt played on the device. */
  async mapAttempt(userId: string, localAttemptId: string, serverAttemptId: string): Promise<void> {
    const tx = (await db()).transaction('queue', 'readwrite');
    for await (const cursor of tx.store.index('userId').iterate(userId)) {
      if (cursor.value.localAttemptId === localAttemptId) await cursor.update({ ...cursor.value, serverAttemptId });
    }
    await tx.done;
  },

  async notice(userId: string): Promise<OfflineNotice | undefined> {
    return (await db()).get('notices', userId);
  },
  async saveNotice(notice: OfflineNotice): Promise<void> {
    await (await db()).put('notices', notice);
  },
  async clearNotice(userId: string): Promise<void> {
    await (await db()).delete('notices', userId);
  },

  /**
   * At sign-out: the account's downloads and play state go; the answers it has not sent yet stay,
   * kept for that account alone, and are sent when it signs in again.
   */
  async forgetDownloads(): Promise<void> {
    // A browser without IndexedDB (some private windows) never kept any.
    if (typeof indexedDB === 'undefined') return;
    const tx = (await db()).transaction(['packages', 'state'], 'readwrite');
    await Promise.all([tx.objectStore('packages').clear(), tx.objectStore('state').clear(), tx.done]);
  },
};
