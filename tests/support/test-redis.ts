import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

/** Where the tests find Redis when TEST_REDIS_URL does not say: the CI machine's. */
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

async function answersPing(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

/**
 * The Redis the shared-store tests use: TEST_REDIS_URL (which must answer: the CI sets it), else the
 * local one when it answers; undefined (those tests are skipped) when there is none.
 */
export async function testRedisUrl(): Promise<string | undefined> {
  const named = process.env.TEST_REDIS_URL;
  if (named) return named;
  return (await answersPing(LOCAL_REDIS)) ? LOCAL_REDIS : undefined;
}

/** A key prefix of one test's own, so that runs side by side never see each other's counts. */
export function testKeyPrefix(): string {
  return `fq-test:${randomBytes(6).toString('hex')}:`;
}

/** A connection for a test to look at and clean up the keys under its prefix. */
export interface TestRedis {
  /** Keys under the prefix, each with its milliseconds to live. */
  keys(): Promise<Map<string, number>>;
  /** Deletes every key under the prefix and disconnects. */
  dispose(): Promise<void>;
}

export async function testRedis(url: string, prefix: string): Promise<TestRedis> {
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  const scan = async (): Promise<string[]> => {
    const found: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) found.push(...batch);
    return found;
  };
  return {
    keys: async () => {
      const ttls = new Map<string, number>();
      for (const key of await scan()) ttls.set(key.slice(prefix.length), await client.pTTL(key));
      return ttls;
    },
    dispose: async () => {
      const keys = await scan();
      if (keys.length > 0) await client.del(keys);
      await client.close();
    },
  };
}
