import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { GeoBounds } from '@engine/context';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { start, type RunningServer } from '@server/server';
import { testDatabaseTarget, type TestDatabaseTarget } from '@tests/support/test-database';
import { rawPost } from '@tests/support/raw-http';
import { expectedCodes, GRID_PATH, squaresOf, viewOf } from './geom-support';

/** About 25 × 22 km around Warsaw: several hundred squares, some 100 kB of JSON. */
const LARGE: GeoBounds = { minLongitude: 20.8, maxLongitude: 21.16, minLatitude: 52.1, maxLatitude: 52.3 };

/**
 * A server started as `npm start` starts it, on a free port, with GRID_MAX_SQUARES set: the limit
 * holds for the grid and the map settings name it; large grid replies travel compressed.
 */
describe('grid squares on a running server', () => {
  let database: TestDatabaseTarget;
  let server: RunningServer;
  let bearer: string;
  const maxGridSquares = 1_000;

  beforeAll(async () => {
    database = await testDatabaseTarget();
    server = await start({
      port: 0,
      host: '127.0.0.1',
      demoData: true,
      database: database.target,
      map: { maxGridSquares },
    });
    const login = await fetch(`${server.url}/api/user/login/web`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'farmer@example.com', password: DEMO_PASSWORD }),
    });
    bearer = `Bearer ${String((await login.json()).data.token)}`;
  });
  afterAll(async () => {
    await server.stop();
    await database.dispose();
  });

  const post = (bounds: GeoBounds, headers: Record<string, string> = {}) =>
    rawPost(`${server.url}${GRID_PATH}`, viewOf(bounds), { Authorization: bearer, ...headers });

  it('keeps to GRID_MAX_SQUARES: a view within it is drawn, one beyond it refused naming the maximum', async () => {
    expect(expectedCodes(LARGE).length).toBeLessThan(maxGridSquares);
    const within = await post(LARGE, { 'Accept-Encoding': 'identity' });
    expect(within.status).toBe(200);
    const codes = squaresOf(JSON.parse(within.body.toString('utf8')).data).features.map(
      (feature) => feature.properties.id,
    );
    expect(codes.sort()).toEqual(expectedCodes(LARGE));

    const tooLarge: GeoBounds = { ...LARGE, maxLongitude: 21.6, maxLatitude: 52.6 };
    expect(expectedCodes(tooLarge).length).toBeGreaterThan(maxGridSquares);
    const refused = await post(tooLarge, { 'Accept-Language': 'fi' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual({
      success: false,
      error: 'GRID_AREA_TOO_LARGE',
      message: `Karttanäkymässä on yli ${new Intl.NumberFormat('fi').format(maxGridSquares)} ruutua: lähennä karttaa.`,
    });
  });

  it('names the maximum in the map settings', async () => {
    const settings = await (await fetch(`${server.url}/api/map/settings`)).json();
    expect(settings).toEqual({
      success: true,
      data: { tileUrl: null, tileAttribution: null, maxGridSquares },
    });
  });

  it('sends a large grid reply brotli- or gzip-compressed as the client accepts, the same JSON as uncompressed', async () => {
    const plain = await post(LARGE, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.body.length).toBeGreaterThan(50_000);

    const brotli = await post(LARGE, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.body.length * 5).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

    // Browsers offer no brotli over plain HTTP.
    const gzip = await post(LARGE, { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length * 5).toBeLessThan(plain.body.length);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('sends a small grid reply as it is', async () => {
    const empty = await post(
      { minLongitude: 40, maxLongitude: 41, minLatitude: 50, maxLatitude: 51 },
      { 'Accept-Encoding': 'br, gzip' },
    );
    expect(empty.status).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(squaresOf(JSON.parse(empty.body.toString('utf8')).data).features).toEqual([]);
  });
});
