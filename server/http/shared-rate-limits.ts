import type { IncrementResponse, Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import { AppError } from '../domain/app-error';

/** Where each rate limit keeps its counts: one store per limit, named by the limit. */
export type RateLimitStores = (limitName: string) => Store;

/** Rate-limit counts kept in Redis, shared by every instance of the server that uses the same Redis. */
export interface SharedRateLimits {
  stores: RateLimitStores;
  /** Ends the connection (after the server has stopped taking requests). */
  close(): Promise<void>;
}

/** Redis could not be reached at start; its message names the address, never a password. */
export class RedisUnreachableError extends Error {}

/** The default key prefix: every key the server writes starts with it. */
export const DEFAULT_REDIS_KEY_PREFIX = 'fq:rate-limit:';

/** Connection attempts at start before giving up, so a Redis a moment late does not stop the server. */
const START_RETRIES = 3;

/** Host and port of a Redis URL, never its user or password. */
export function redisAddress(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || '6379'}`;
  } catch {
    return 'REDIS_URL';
  }
}

type ReplyValue = Exclude<RedisReply, unknown[]>;

/** A Redis nil (a Lua false) as rate-limit-redis expects it: false. */
function replyValue(value: unknown): ReplyValue {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new TypeError('Redis answered a rate-limit command with a nested reply');
}

/** node-redis's reply in the shape rate-limit-redis reads: a value, or a flat list of values. */
function rateLimitReply(reply: unknown): RedisReply {
  return Array.isArray(reply) ? reply.map(replyValue) : replyValue(reply);
}

/**
 * A RedisStore whose failures are a 503 for the client (not a 500), and which loads its scripts
 * again after a failed load. rate-limit-redis keeps the promise of its script load: one that failed
 * while Redis was away would fail every later count until the server restarts.
 */
class SharedStore extends RedisStore {
  override async increment(key: string): Promise<IncrementResponse> {
    this.incrementScriptSha = this.incrementScriptSha.catch(() => this.loadIncrementScript());
    try {
      return await super.increment(key);
    } catch (error) {
      console.error(
        `Rate limit ${this.prefix}: Redis failed:`,
        error instanceof Error ? error.message : error,
      );
      // Counting failed: refuse rather than let the request through uncounted (a login could then be
      // guessed at without limit while Redis is away).
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }
}

/**
 * Connects to Redis once, at start: fails with a RedisUnreachableError if it cannot be reached after
 * a few attempts. Once connected, a lost connection is retried for ever (backing off to 2 s);
 * meanwhile the limited calls answer 503 at once instead of waiting (no offline queue).
 */
export async function connectSharedRateLimits(
  url: string,
  keyPrefix: string = DEFAULT_REDIS_KEY_PREFIX,
): Promise<SharedRateLimits> {
  let connected = false;
  let reported = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries) => {
        if (connected) return Math.min(100 * (retries + 1), 2_000);
        return retries < START_RETRIES ? 250 : false;
      },
    },
  });
  // Without a listener an 'error' event ends the process; one line per outage, not per retry.
  client.on('error', (error: unknown) => {
    if (!connected || reported) return;
    reported = true;
    console.error(
      `Redis at ${redisAddress(url)} (REDIS_URL) connection lost, reconnecting:`,
      error instanceof Error ? error.message : error,
    );
  });
  client.on('ready', () => {
    if (reported) console.info(`Redis at ${redisAddress(url)} (REDIS_URL) reconnected.`);
    reported = false;
  });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error && error.message !== '' ? error.message : String(error);
    throw new RedisUnreachableError(`Redis at ${redisAddress(url)} (REDIS_URL) cannot be reached: ${reason}`);
  }
  connected = true;
  const sendCommand = async (...args: string[]) => rateLimitReply(await client.sendCommand(args));
  return {
    stores: (limitName) => new SharedStore({ sendCommand, prefix: `${keyPrefix}${limitName}:` }),
    close: async () => {
      connected = false;
      if (client.isOpen) await client.close();
    },
  };
}
