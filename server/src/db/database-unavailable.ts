/** How long a client is asked to wait before trying again while the database is unreachable (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// node's socket errors when PostgreSQL is down, restarting or unreachable
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// pg and pg-pool's own words for a lost connection or a pool that could not connect in time
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

function isUnavailableHere(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  return LOST_CONNECTION.test(error.message);
}

/**
 * Whether `error` means the database could not be reached (refused, lost mid-query, shutting down, no
 * connection free in time) rather than a query that is wrong: such a request is answered 503 with
 * Retry-After, and a background job logs the outage once. Looks through `cause` (drizzle wraps the
 * driver's error) and an AggregateError's errors (node's connect tries every address).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !(error instanceof Error)) return false;
  if (isUnavailableHere(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
