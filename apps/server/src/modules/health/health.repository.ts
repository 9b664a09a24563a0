import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { enrollments, learnerStats, sessions, users } from '../../db/schema.ts';

/**
 * The tables a signed-in request reads (users and sessions, on every one) and those where each
 * learner's own data begins, all of which reference users.
 */
const CORE_TABLES = new Map<string, PgTable>([
  ['users', users],
  ['sessions', sessions],
  ['learner_stats', learnerStats],
  ['enrollments', enrollments],
]);

export interface TableState {
  table: string;
  state: 'rows' | 'empty' | 'unreadable';
  /** Why an unreadable table could not be read, for the log (not for a public answer). */
  error?: string;
}

export function createHealthRepository(db: Executor) {
  return {
    /**
     * Whether each core table can be read and holds a row. One row read per table, whatever its
     * size: cheap enough for every readiness check.
     */
    async coreTables(): Promise<TableState[]> {
      return Promise.all(
        [...CORE_TABLES].map(async ([table, columns]): Promise<TableState> => {
          try {
            const found = await db
              .select({ one: sql<number>`1` })
              .from(columns)
              .limit(1);
            return { table, state: found.length > 0 ? 'rows' : 'empty' };
          } catch (error) {
            return { table, state: 'unreadable', error: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
