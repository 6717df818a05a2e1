import pg from 'pg';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool that gets its clients back when a connection breaks while checked out. Drizzle's transaction
 * never releases a client whose BEGIN failed (the connection ended at that moment), and each such
 * client would stay counted forever: the pool would shrink by one per drop until every request
 * waited, and `end()` would never finish. Here a client whose connection breaks is released at once
 * with its error (the pool destroys it), and a later release by its user is ignored.
 */
export class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pg's own pool.query, which releases its clients itself.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onBroken = (error: Error) => client.release(error);
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', onBroken);
        release(error);
      };
      client.on('error', onBroken);
      return client;
    });
  }
}
