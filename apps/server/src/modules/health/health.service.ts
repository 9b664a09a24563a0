import { AppError } from '@roots/shared/errors';
import type { Database } from '../../db/client.ts';

const READY_TIMEOUT_MS = 2_000;

export function createHealthService(database: Pick<Database, 'kind' | 'ping'>) {
  return {
    liveness: () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),

    /** Ready when the database answers a trivial query within two seconds. */
    async readiness() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([database.ping(), timeout]);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable right now.');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const, database: database.kind };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
