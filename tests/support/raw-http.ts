import {
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
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
    return await rawReply((collect) => httpRequest({ host: '127.0.0.1', port, path, headers }, collect));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Sends the request `send` makes and collects its reply's bytes as they come. */
function rawReply(
  send: (collect: (reply: IncomingMessage) => void) => ClientRequest,
  payload?: string,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const sent = send((reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks) }),
      );
      reply.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** A JSON POST to a running server that keeps the reply's body exactly as sent. */
export function rawPost(url: string, body: object, headers: Record<string, string> = {}): Promise<RawReply> {
  const payload = JSON.stringify(body);
  return rawReply(
    (collect) =>
      httpRequest(
        url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(payload)),
            ...headers,
          },
        },
        collect,
      ),
    payload,
  );
}
