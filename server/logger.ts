import pino, { type DestinationStream, type Logger } from 'pino';

/** pino's levels, quietest last; LOG_LEVEL takes one of them. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/**
 * The level when LOG_LEVEL is not set: `info`, but `silent` under vitest, so a test run prints its
 * results and not thousands of request lines (a test that reads logs passes its own logger).
 */
export function defaultLogLevel(env: NodeJS.ProcessEnv): LogLevel {
  return env.VITEST ? 'silent' : 'info';
}

/**
 * Whatever a log call is handed, these never reach the output: credentials travel in the
 * Authorization header and cookies, and a careless `log.info({ headers })` or `{ body }` must not
 * copy them into the logs. The request lines themselves name only method, path and status.
 */
const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

/** A JSON-lines logger (pino) at `level`, to stdout unless another destination is given (tests). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // pino's default base (pid and hostname) stays: behind a balancer the hostname names the instance.
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The server's logger for what happens outside a request (lost database connections, background
 * work); main.ts sets its level from LOG_LEVEL. Requests log through the app's logger, which is this
 * one unless a test hands the app another.
 */
export const serverLog: Logger = createLogger(defaultLogLevel(process.env));
