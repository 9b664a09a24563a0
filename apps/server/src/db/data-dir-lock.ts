import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** A start-up problem with the data folder, told in one line a person can act on. */
export class DataDirError extends Error {}

const LOCK = { stale: 10_000, update: 5_000 };

interface Holder {
  pid: number;
  host: string;
  /** When the process started, so a pid reused after a restart is not mistaken for the holder. */
  started: string | null;
}

/** The start time of a process from /proc (clock ticks since boot), or null where there is none. */
function startTimeOf(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** Whether the process named in the holder file still runs on this machine (other than this one). */
function holderRuns(file: string): Holder | undefined {
  let holder: Holder;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
  if (holder.host !== hostname() || holder.pid === process.pid || !isAlive(holder.pid)) return undefined;
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started ? holder : undefined;
}

function inUse(dataDir: string, holder?: Holder): DataDirError {
  const who = holder ? `, process ${String(holder.pid)},` : '';
  return new DataDirError(
    `Another Roots process is using ${dataDir}${who} (its embedded database serves one process). Stop it first, ` +
      'or wait ten seconds if it has just stopped; several servers need DATABASE_URL.',
  );
}

/**
 * The embedded database belongs to one process: a second server, or a command-line tool beside a
 * running server, would each see only their own writes and could corrupt the files. A lock in the
 * data folder (refreshed while the process lives, stale ten seconds after it dies) keeps it to one,
 * and a holder file names the process: a holder that is paused (stopped, swapped out) rather than
 * dead keeps the folder though its lock went stale. A lock removed or taken from under a running
 * holder is taken again; `onLost` hears when that is impossible, and the process should stop.
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  const lockfilePath = join(dataDir, 'roots.lock');
  const holderFile = join(dataDir, 'roots.holder');
  const holding = holderRuns(holderFile);
  if (holding) throw inUse(dataDir, holding);

  let release: () => Promise<void> = () => Promise.resolve();
  const take = async () => {
    release = await lockfile.lock(dataDir, { lockfilePath, ...LOCK, onCompromised: retake });
  };
  // proper-lockfile's default for a compromised lock is to throw from a timer: the process dies
  // mid-request. Take it again instead, unless another process holds it now.
  function retake() {
    take().catch((error: unknown) => {
      onLost(error instanceof Error ? error : new Error(String(error)));
    });
  }
  try {
    await take();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    throw inUse(dataDir);
  }
  const holder: Holder = { pid: process.pid, host: hostname(), started: startTimeOf(process.pid) };
  writeFileSync(holderFile, JSON.stringify(holder));
  return async () => {
    rmSync(holderFile, { force: true });
    await release().catch(() => undefined);
  };
}
