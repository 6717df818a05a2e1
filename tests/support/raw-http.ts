import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Express } from 'express';

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body's bytes as sent, still compressed (supertest would decompress them). */
  body: Buffer;
}

/** A GET to `app` on a free port that keeps the body exactly as sent. */
export async function rawGet(
  app: Express,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawReply> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('The test server has no TCP port');
    const { port } = address;
    return await new Promise<RawReply>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path, headers }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks) }),
        );
        reply.on('error', reject);
      });
      sent.on('error', reject);
      sent.end();
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
