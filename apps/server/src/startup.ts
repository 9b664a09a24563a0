import { createServer } from 'node:net';
import { ConfigError } from './config.ts';
import { DataDirError } from './db/client.ts';
import { isDatabaseUnavailable } from './db/errors.ts';

interface Where {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
}

/** The database's address without the password, for a message. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** An error's code, looking through Drizzle's and PGlite's wrapping. */
function codeOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * A start-up failure told in one line an operator can act on, or undefined when there is nothing
 * better to say than the stack trace (a bug of ours).
 */
export function explainStartupError(error: unknown, where: Partial<Where> = {}): string | undefined {
  if (error instanceof ConfigError || error instanceof DataDirError) return error.message;
  const code = codeOf(error);
  const path = (error as { path?: unknown }).path;
  const dataDir = where.dataDir ?? 'DATA_DIR';
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${String(where.port)} is already in use: stop the program using it, or start Roots with another PORT.`;
    case 'EROFS':
    case 'EACCES':
    case 'EPERM':
      if ((error as { syscall?: unknown }).syscall === 'listen') {
        return `Port ${String(where.port)} needs privileges this process lacks: use a port above 1023 (PORT).`;
      }
      return `Roots cannot write to ${typeof path === 'string' ? path : dataDir} (${code}): set DATA_DIR to a folder it can write to.`;
    case 'ENOENT':
      // mkdir -p under a read-only folder says ENOENT.
      if ((error as { syscall?: unknown }).syscall !== 'mkdir') break;
      return `Roots cannot create ${typeof path === 'string' ? path : dataDir}: set DATA_DIR to a folder it can write to.`;
    case 'ENOSPC':
      return `The disk holding ${dataDir} is full: free some space and start again.`;
    case 'ENOTDIR':
      return `${dataDir} is not a folder: set DATA_DIR to a folder.`;
    case '28P01':
    case '28000':
      return `The database at ${databaseAddress(where.databaseUrl ?? '')} refused the user or password in DATABASE_URL.`;
    case '3D000':
      return `The database ${databaseAddress(where.databaseUrl ?? '')} does not exist: create it (createdb) or correct DATABASE_URL.`;
    case undefined:
    default:
      break;
  }
  if (where.databaseUrl && isDatabaseUnavailable(error)) {
    return `Cannot reach the database at ${databaseAddress(where.databaseUrl)}${code ? ` (${code})` : ''}: check that PostgreSQL is running and DATABASE_URL is right.`;
  }
  return undefined;
}

/**
 * Fails at once when the port is taken, instead of after the database is opened and the content
 * imported (seconds later). The real listen still reports a port taken in between.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
