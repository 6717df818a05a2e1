import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express, { type Express } from 'express';
import request from 'supertest';
import { errorMiddleware } from '@server/http/error-middleware';
import { serveApps } from '@server/routes/static-apps';
import { rawGet } from '@tests/support/raw-http';

// A dist/ laid out as the build writes it: hashed scripts with their .br and .gz copies beside them
// (the build's own output is checked in build-apps.test.ts).
const script = 'export const greeting = "Dzień dobry";\n'.repeat(200);
const SCRIPT = '/assets/runtime-AbC123.js';
const UNCOMPRESSED = '/assets/tiny-XyZ789.js';

function fixtureDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'fq-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'studio'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>runtime</title>');
  writeFileSync(join(dist, 'studio', 'index.html'), '<!doctype html><title>studio</title>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, SCRIPT), script);
  writeFileSync(join(dist, `${SCRIPT}.br`), brotliCompressSync(script));
  writeFileSync(join(dist, `${SCRIPT}.gz`), gzipSync(script));
  // Too small to shrink: the build writes no compressed copy.
  writeFileSync(join(dist, UNCOMPRESSED), 'export{};');
  return dist;
}

describe('serving the built apps', () => {
  let dist: string;
  let app: Express;

  beforeAll(() => {
    dist = fixtureDist();
    app = express().use(serveApps(dist)).use(errorMiddleware);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sends the brotli copy to a browser that accepts brotli, which decompresses to the script', async () => {
    const reply = await rawGet(app, SCRIPT, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(reply.body).toString('utf8')).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const reply = await rawGet(app, SCRIPT, { 'Accept-Encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(reply.body).toString('utf8')).toBe(script);
  });

  it('respects a client that refuses brotli (q=0)', async () => {
    const reply = await rawGet(app, SCRIPT, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain script to a client that accepts no compression, still varying by Accept-Encoding', async () => {
    const requests: Record<string, string>[] = [{}, { 'Accept-Encoding': 'identity' }];
    for (const headers of requests) {
      const reply = await rawGet(app, SCRIPT, headers);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
      expect(reply.body.toString('utf8')).toBe(script);
    }
  });

  it('sends a script without compressed copies as it is', async () => {
    const reply = await rawGet(app, UNCOMPRESSED, { 'Accept-Encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString('utf8')).toBe('export{};');
  });

  it('lets browsers keep hashed assets for a year without asking again, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const reply = await request(app).get(SCRIPT).set('Accept-Encoding', encoding).expect(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never lets index.html of either app be used without asking the server (no-cache)', async () => {
    for (const path of [
      '/',
      '/fill-questionnaire',
      '/index.html',
      '/studio/',
      '/studio/structure',
      '/studio/index.html',
    ]) {
      const reply = await request(app).get(path).expect(200);
      expect(reply.headers['cache-control'], path).toBe('no-cache');
      expect(reply.headers['content-type'], path).toMatch(/^text\/html/);
    }
    expect((await request(app).get('/studio/').expect(200)).text).toContain('<title>studio</title>');
    expect((await request(app).get('/main-navigation').expect(200)).text).toContain('<title>runtime</title>');
  });

  it('answers an unknown asset with 404 in the API shape, in every encoding, not with a page', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const reply = await request(app)
        .get('/assets/runtime-Old999.js')
        .set('Accept-Encoding', encoding)
        .expect(404);
      expect(reply.body.error).toBe('NOT_FOUND');
    }
  });

  it('answers a malformed asset address with 400 in the API shape', async () => {
    const reply = await request(app).get('/assets/%E0%A4%A.js').set('Accept-Encoding', 'br').expect(400);
    expect(reply.body.error).toBe('VALIDATION_FAILED');
  });

  it('serves other files of the build (copied from public/) with a short cache', async () => {
    const reply = await request(app).get('/favicon.svg').expect(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
  });
});
