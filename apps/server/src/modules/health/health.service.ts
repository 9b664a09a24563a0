import { AppError } from '@roots/shared/errors';

const READY_TIMEOUT_MS = 2_000;

/** What readiness needs of the database: which engine it is, and a trivial query. */
interface Pingable {
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
}

export function createHealthService(database: Pingable) {
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
