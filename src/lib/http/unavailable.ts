/**
 * Whether an error means a backing service (the database) cannot be reached or is busy right now,
 * rather than a fault in Basera: such requests answer 503 (try again shortly), not 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLite: another connection holds the lock past busy_timeout.
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED']);
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P0x (server shutting down or not accepting).
const PG_STATE = /^(08\d{3}|57P0[1-4])$/;
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Client was closed and is not queryable',
];

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLITE_CODES.has(code) || PG_STATE.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isServiceUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isServiceUnavailable(cause, depth + 1);
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;
