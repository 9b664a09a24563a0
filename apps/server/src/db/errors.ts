/** The error and every cause under it (Drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown): Generator<Error> {
  for (let current: unknown = error; current instanceof Error; current = current.cause) yield current;
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite both report it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of chain(error)) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// SQLSTATE classes 08 (connection exception) and 57P0x (the server shutting down or starting), and
// the socket errors node-postgres passes on when the server is gone.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'PGlite is closed',
];

/**
 * Whether a query failed because the database could not be reached (a restart, an outage), as
 * opposed to a fault of the query: such a request is worth retrying in a moment (503), not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of chain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current.message.includes(message))) return true;
  }
  return false;
}
