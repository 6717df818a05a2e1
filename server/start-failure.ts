import { isConnectionFailure } from './data/connection-failure';
import { RedisUnreachableError } from './http/shared-rate-limits';

/** The settings a start failure is explained with. */
export interface StartFailureContext {
  port: number;
  databaseUrl?: string;
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

function errorText(error: unknown): string {
  // Node reports a refused "localhost" (IPv4 and IPv6 tried) as an AggregateError without a message.
  const message = error instanceof Error ? error.message : String(error);
  return message === '' ? errorCode(error) || 'unknown error' : message;
}

/** Host and port of DATABASE_URL, never its user or password. */
function databaseAddress(databaseUrl: string): string {
  try {
    const { hostname, port } = new URL(databaseUrl);
    return `${hostname}:${port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * One line an operator can act on when the server cannot start, instead of a stack trace: a busy
 * port, or which PostgreSQL (host and port of DATABASE_URL) or Redis (of REDIS_URL) could not be reached.
 */
export function startFailureLine(error: unknown, context: StartFailureContext): string {
  if (errorCode(error) === 'EADDRINUSE') {
    return `Port ${context.port} is already in use: set PORT to a free port.`;
  }
  // Its message already names the address (never the password) and the reason.
  if (error instanceof RedisUnreachableError) return error.message;
  if (context.databaseUrl && isConnectionFailure(error)) {
    return `PostgreSQL at ${databaseAddress(context.databaseUrl)} (DATABASE_URL) cannot be reached: ${errorText(error)}`;
  }
  return `The server could not start: ${errorText(error)}`;
}
