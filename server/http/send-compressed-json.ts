import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this many bytes compressing costs more than it saves. */
const SMALL_REPLY_BYTES = 1024;

/**
 * Qualities measured on a 12,000-square grid reply (3.2 MB): brotli 5 gives 251 kB in about 50 ms,
 * gzip 6 273 kB in about 40 ms; brotli 11 would take seconds for 20 % less.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Brotli when the client takes it, else gzip (express's negotiation alone would follow the client's
 * order, and browsers list gzip first), else none.
 */
function chosenEncoding(req: Request): 'br' | 'gzip' | 'identity' {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return 'identity';
}

/**
 * Sends a JSON reply compressed as the client accepts it (brotli, else gzip, else as it is), for the
 * API's large replies (the grid squares of a map view). The API does not compress replies in general
 * (most are small); the built apps come pre-compressed (static-apps.ts). Compression runs on the
 * thread pool, so a large reply does not hold up other requests.
 */
export async function sendCompressedJson(req: Request, res: Response, body: unknown): Promise<void> {
  const text = Buffer.from(JSON.stringify(body), 'utf8');
  res.vary('Accept-Encoding');
  res.type('application/json');
  const encoding = text.length < SMALL_REPLY_BYTES ? 'identity' : chosenEncoding(req);
  let sent = text;
  if (encoding === 'br') {
    sent = await brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
    res.setHeader('Content-Encoding', 'br');
  } else if (encoding === 'gzip') {
    sent = await gzipped(text, { level: GZIP_LEVEL });
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', String(sent.length));
  res.end(sent);
}
