import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many times a pooled connection is used before it is replaced. Named statements live as long
 * as their connection, so this bounds how many a connection can gather (texts built per call, such
 * as an `in (…)` list of varying length, are each a statement of their own).
 */
export const CONNECTION_USES = 10_000;

/**
 * Sends every query text drizzle builds (up to `maxText` characters) as a named statement, so that
 * PostgreSQL parses and plans it once per connection and later gets only bind and execute, the way
 * postgres.js prepares by default. node-postgres has no such option: it names a statement only when
 * asked, so each new connection of the pool is given a `query` that asks. The name is a hash of the
 * text: the same text has the same name on every connection, and two texts never share one.
 */
export function nameStatements(pool: pg.Pool, maxText = 16_384): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const named = (config: unknown): unknown => {
      if (typeof config !== 'object' || config === null) return config;
      // Drizzle sends `name: undefined` unless a query was prepared under a name of its own.
      const { text, name } = config as { text?: unknown; name?: unknown };
      if (name !== undefined || typeof text !== 'string' || text.length > maxText) return config;
      return { ...config, name: `roots_${createHash('sha1').update(text).digest('base64url')}` };
    };
    // node-postgres' query has a dozen overloads; the wrapper only adds a name to a config object.
    client.query = ((config: unknown, ...rest: unknown[]) => query(named(config), ...rest)) as typeof client.query;
  });
}
