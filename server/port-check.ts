import { createServer } from 'node:net';

/**
 * Listens on the port for a moment, as the server will, and rejects with the listen error
 * (EADDRINUSE, EACCES) when it cannot: a busy port is then reported before the first build and the
 * database work rather than after them. Port 0 (any free port) always succeeds.
 */
export function checkPortFree(port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
