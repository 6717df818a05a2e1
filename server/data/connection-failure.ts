/** Node's socket error codes of a connection that broke or could not be made. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/**
 * PostgreSQL's codes of a connection ended or refused for a while: administrator or crash shutdown,
 * not accepting yet, too many connections.
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);

const driverMessages = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  // A query on a client whose connection broke (and was released) while its transaction went on.
  'Client was closed and is not queryable',
  // A database closed to new connections (ALTER DATABASE … ALLOW_CONNECTIONS false, maintenance).
  'is not currently accepting connections',
];

function looksLikeConnectionFailure(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (socketCodes.has(code) || serverCodes.has(code) || code.startsWith('08'))) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return driverMessages.some((text) => message.includes(text));
}

/**
 * The database could not be reached or dropped the connection: a failure of the moment, answered
 * with 503 and Retry-After rather than a 500. Looks through `cause` chains, as Drizzle wraps the
 * driver's error in its own.
 */
export function isConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (looksLikeConnectionFailure(current)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
