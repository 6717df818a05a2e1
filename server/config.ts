import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { TrustProxy } from './app';
import { DEFAULT_POOL_SIZE, type DatabaseTarget } from './data/database';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './domain/access/sessions';
import { DEFAULT_MAX_GRID_SQUARES } from './domain/geom/map-config';
import { DEFAULT_REPORT_MIN_AVERAGE_UNITS } from './domain/reports/report-settings';
import { tileImageSources } from './http/tile-sources';
import { defaultLoginLimit, type LoginLimitSettings } from './http/rate-limit';
import { defaultLogLevel, isLogLevel, LOG_LEVELS, type LogLevel } from './logger';

export interface ServerConfig {
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** PostgreSQL connections at most per server instance (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  /** The embedded database's buffer cache (PGLITE_SHARED_BUFFERS, default 32MB): it lives in the server process. */
  pgliteSharedBuffers: string;
  /** Redis for the rate limits' counts, shared by several instances (REDIS_URL); default: in memory. */
  redisUrl?: string;
  /** Proxy mode: /api is forwarded to this backend. */
  backendUrl?: string;
  smtpUrl?: string;
  jwtSecret: string;
  /** Map tile URL template (TILE_URL); its origins are allowed as image sources. */
  tileUrl?: string;
  /** Attribution shown on the maps (TILE_ATTRIBUTION). */
  tileAttribution?: string;
  /** The most grid squares one map view may ask for (GRID_MAX_SQUARES, default 10,000). */
  gridMaxSquares: number;
  /** The fewest units with a value that an average of a report shows (REPORT_MIN_AVERAGE_UNITS, default 3). */
  reportMinAverageUnits: number;
  /** The largest photo an upload takes, in bytes (PHOTO_MAX_MB, whole megabytes, default 5). */
  photoMaxBytes: number;
  /** Public address of the app, the base of e-mailed links (default http://localhost:PORT). */
  publicUrl: string;
  /** Seed the demo questionnaire, accounts and units (default: on for the embedded database). */
  demoData: boolean;
  /** The TLS-terminating proxies in front (TRUST_PROXY); default none. */
  trustProxy: TrustProxy;
  /** Failed logins allowed per account and per address within a window. */
  loginLimit: LoginLimitSettings;
  /** The request logs' level (LOG_LEVEL): info by default, silent under vitest. */
  logLevel: LogLevel;
  /** How long a stop waits for requests in flight before cutting them (SHUTDOWN_TIMEOUT_SECONDS, default 30). */
  shutdownTimeoutMs: number;
  /** How long a stop keeps serving with readiness at 503 before closing the port (SHUTDOWN_DRAIN_SECONDS, default 0). */
  drainMs: number;
  /**
   * A bearer token's minutes (ACCESS_TOKEN_MINUTES, default 15; the apps renew it while the user is
   * active) and a session's absolute hours from login (SESSION_HOURS, default 12).
   */
  sessionLifetimes: SessionLifetimes;
}

function optional(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** The JWT secret from the environment, else one generated once and kept under DATA_DIR. */
function resolveJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0-65535, not "${value}"`);
  return port;
}

/** Express's names for groups of addresses in `trust proxy`. */
const proxyAddressNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or a subnet as address/prefix-length or IPv4 address/netmask. */
function isAddressOrSubnet(entry: string): boolean {
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: a number of proxies (hops) in front, or a comma-separated list of their addresses,
 * subnets and Express's names (loopback, linklocal, uniquelocal). `true` (believe whatever
 * X-Forwarded-For any client sends) is refused: a client could then choose its own address and
 * escape the per-address limits.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY must be the number of proxies in front (e.g. 1) or their addresses, not "true" (which would believe any client).',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !proxyAddressNames.has(entry) && !isAddressOrSubnet(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or addresses, subnets, loopback, linklocal or uniquelocal, not "${wrong}".`,
    );
  }
  return entries;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return number;
}

function readLoginLimit(env: NodeJS.ProcessEnv): LoginLimitSettings {
  const defaultMinutes = defaultLoginLimit.windowMs / 60_000;
  return {
    windowMs:
      positiveInteger('LOGIN_LOCK_MINUTES', optional(env.LOGIN_LOCK_MINUTES), defaultMinutes) * 60_000,
    perAccount: positiveInteger(
      'LOGIN_FAILURES_PER_ACCOUNT',
      optional(env.LOGIN_FAILURES_PER_ACCOUNT),
      defaultLoginLimit.perAccount,
    ),
    perAccountEverywhere: positiveInteger(
      'LOGIN_FAILURES_PER_ACCOUNT_EVERYWHERE',
      optional(env.LOGIN_FAILURES_PER_ACCOUNT_EVERYWHERE),
      defaultLoginLimit.perAccountEverywhere ?? defaultLoginLimit.perAccount * 10,
    ),
    perAddress: positiveInteger(
      'LOGIN_FAILURES_PER_ADDRESS',
      optional(env.LOGIN_FAILURES_PER_ADDRESS),
      defaultLoginLimit.perAddress,
    ),
  };
}

function parseLogLevel(value: string | undefined, env: NodeJS.ProcessEnv): LogLevel {
  if (value === undefined) return defaultLogLevel(env);
  if (!isLogLevel(value))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return value;
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback * 1000;
  const number = Number(value);
  if (!/^\d{1,5}$/.test(value) || number > 3600)
    throw new Error(`${name} must be a whole number of seconds from 0 to 3600, not "${value}"`);
  return number * 1000;
}

/**
 * REDIS_URL: redis:// or rediss:// (TLS). The refusal does not repeat the value, which may hold a
 * password.
 */
function parseRedisUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Not a URL at all: refused below like a wrong scheme.
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new Error('REDIS_URL must be a redis:// or rediss:// address, such as redis://127.0.0.1:6379');
  return value;
}

/** The largest photo an upload takes by default, in megabytes (issue 24). */
export const DEFAULT_PHOTO_MAX_MB = 5;

/** The embedded database's default buffer cache: PGlite's own 128MB stays resident in the server process. */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

/** A PostgreSQL memory size as `shared_buffers` takes it: a whole number of kB, MB or GB, at least 128kB. */
function memorySize(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  const match = /^(\d{1,7})(kB|MB|GB)$/.exec(value);
  const unit = match?.[2];
  const kilobytes = Number(match?.[1] ?? 0) * (unit === 'GB' ? 1024 * 1024 : unit === 'MB' ? 1024 : 1);
  if (kilobytes < 128)
    throw new Error(`${name} must be a size such as 32MB (at least 128kB), not "${value}"`);
  return value;
}

/** The server's settings from the environment; a malformed value throws an error naming its variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(optional(env.DATA_DIR) ?? './data');
  const databaseUrl = optional(env.DATABASE_URL);
  const demoFlag = optional(env.DEMO_DATA);
  // Every value is checked before the JWT secret is written, so a malformed one changes nothing.
  const port = parsePort(env.PORT);
  const trustProxy = parseTrustProxy(optional(env.TRUST_PROXY));
  const redisUrl = parseRedisUrl(optional(env.REDIS_URL));
  const loginLimit = readLoginLimit(env);
  const tileUrl = optional(env.TILE_URL);
  // A template whose origin cannot be named in the Content-Security-Policy is refused now.
  if (tileUrl) tileImageSources(tileUrl);
  const gridMaxSquares = positiveInteger(
    'GRID_MAX_SQUARES',
    optional(env.GRID_MAX_SQUARES),
    DEFAULT_MAX_GRID_SQUARES,
  );
  const pgliteSharedBuffers = memorySize(
    'PGLITE_SHARED_BUFFERS',
    optional(env.PGLITE_SHARED_BUFFERS),
    DEFAULT_PGLITE_SHARED_BUFFERS,
  );
  const databasePoolSize = positiveInteger(
    'DATABASE_POOL_SIZE',
    optional(env.DATABASE_POOL_SIZE),
    DEFAULT_POOL_SIZE,
  );
  const sessionLifetimes: SessionLifetimes = {
    tokenMinutes: positiveInteger(
      'ACCESS_TOKEN_MINUTES',
      optional(env.ACCESS_TOKEN_MINUTES),
      DEFAULT_SESSION_LIFETIMES.tokenMinutes,
    ),
    sessionHours: positiveInteger(
      'SESSION_HOURS',
      optional(env.SESSION_HOURS),
      DEFAULT_SESSION_LIFETIMES.sessionHours,
    ),
  };
  const reportMinAverageUnits = positiveInteger(
    'REPORT_MIN_AVERAGE_UNITS',
    optional(env.REPORT_MIN_AVERAGE_UNITS),
    DEFAULT_REPORT_MIN_AVERAGE_UNITS,
  );
  const photoMaxBytes =
    positiveInteger('PHOTO_MAX_MB', optional(env.PHOTO_MAX_MB), DEFAULT_PHOTO_MAX_MB) * 1024 * 1024;
  const logLevel = parseLogLevel(optional(env.LOG_LEVEL), env);
  const shutdownTimeoutMs = seconds('SHUTDOWN_TIMEOUT_SECONDS', optional(env.SHUTDOWN_TIMEOUT_SECONDS), 30);
  const drainMs = seconds('SHUTDOWN_DRAIN_SECONDS', optional(env.SHUTDOWN_DRAIN_SECONDS), 0);
  return {
    port,
    dataDir,
    databaseUrl,
    databasePoolSize,
    pgliteSharedBuffers,
    redisUrl,
    backendUrl: optional(env.BACKEND_URL),
    smtpUrl: optional(env.SMTP_URL),
    jwtSecret: resolveJwtSecret(dataDir, optional(env.JWT_SECRET)),
    tileUrl,
    tileAttribution: optional(env.TILE_ATTRIBUTION),
    gridMaxSquares,
    reportMinAverageUnits,
    photoMaxBytes,
    publicUrl: optional(env.PUBLIC_URL) ?? `http://localhost:${port}`,
    demoData: demoFlag === undefined ? databaseUrl === undefined : demoFlag === 'true' || demoFlag === '1',
    trustProxy,
    loginLimit,
    logLevel,
    shutdownTimeoutMs,
    drainMs,
    sessionLifetimes,
  };
}

/** The database the settings name: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR/pglite. */
export function databaseTargetOf(config: ServerConfig): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgresql', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite'), sharedBuffers: config.pgliteSharedBuffers };
}
