import { createServer, type Server } from 'node:net';
import { start } from '@server/server';
import { startFailureLine } from '@server/start-failure';

/** The reason start() rejected with. */
async function startError(options: Parameters<typeof start>[0]): Promise<unknown> {
  const server = await start(options).catch((error: unknown) => ({ failed: error }));
  if ('failed' in server) return server.failed;
  await server.stop();
  throw new Error('start() did not fail');
}

describe('the line printed when the server cannot start', () => {
  it('names the PostgreSQL host and port of DATABASE_URL, on one line, without its password', async () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const databaseUrl = 'postgres://postgres:s3cret-pass@127.0.0.1:1/questionnaires';
    const error = await startError({
      port: 0,
      host: '127.0.0.1',
      database: { kind: 'postgresql', url: databaseUrl },
      demoData: false,
    });
    const line = startFailureLine(error, { port: 3000, databaseUrl });
    expect(line).toMatch(/^PostgreSQL at 127\.0\.0\.1:1 \(DATABASE_URL\) cannot be reached: .*ECONNREFUSED/);
    expect(line).not.toContain('\n');
    expect(line).not.toContain('s3cret-pass');
  });

  it('names the Redis host and port of REDIS_URL without its password, before the database is tried', async () => {
    const databaseUrl = 'postgres://postgres@127.0.0.1:1/questionnaires';
    const error = await startError({
      port: 0,
      host: '127.0.0.1',
      database: { kind: 'postgresql', url: databaseUrl },
      demoData: false,
      redis: { url: 'redis://fields:s3cret-word@127.0.0.1:1' },
    });
    const line = startFailureLine(error, { port: 3000, databaseUrl });
    expect(line).toMatch(/^Redis at 127\.0\.0\.1:1 \(REDIS_URL\) cannot be reached: .*ECONNREFUSED/);
    expect(line).not.toContain('\n');
    expect(line).not.toContain('s3cret-word');
  });

  it('names the socket error when the error has no message (Node tried several addresses)', () => {
    const refused = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    const databaseUrl = 'postgres://postgres@localhost/questionnaires';
    expect(startFailureLine(refused, { port: 3000, databaseUrl })).toBe(
      'PostgreSQL at localhost:5432 (DATABASE_URL) cannot be reached: ECONNREFUSED',
    );
  });

  it('names the busy port', async () => {
    const occupant: Server = createServer();
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
    const address = occupant.address();
    if (typeof address !== 'object' || address === null) throw new Error('Not listening on TCP');
    const { port } = address;
    try {
      const error = await startError({ port, host: '127.0.0.1', proxyTo: 'http://127.0.0.1:9' });
      expect(startFailureLine(error, { port })).toBe(
        `Port ${port} is already in use: set PORT to a free port.`,
      );
    } finally {
      await new Promise((resolve) => occupant.close(resolve));
    }
  });

  it('keeps any other failure to one line of its message', () => {
    const line = startFailureLine(new Error('Migration 0007 failed'), { port: 3000 });
    expect(line).toBe('The server could not start: Migration 0007 failed');
  });
});
