import request from 'supertest';
import { createApp, type AppDependencies } from '@server/app';
import type { Database } from '@server/data/database';
import { openTestDatabase } from '@tests/support/test-database';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  const entries = (header ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...values]) => [name, values]));
}

async function policyOf(app: ReturnType<typeof createApp>, secure = false): Promise<Map<string, string[]>> {
  const call = request(app).get('/api/health');
  const reply = await (secure ? call.set('X-Forwarded-Proto', 'https') : call).expect(200);
  return directives(reply.headers['content-security-policy']);
}

describe('Content-Security-Policy: images from this server and the configured tile server only', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const appWith = (tileUrl?: string, extra: Partial<AppDependencies> = {}) =>
    createApp({ database, trustProxy: 1, ...(tileUrl ? { map: { tileUrl } } : {}), ...extra });

  it('allows only its own, data: and blob: images without TILE_URL, over HTTP and over TLS', async () => {
    for (const secure of [false, true]) {
      const policy = await policyOf(appWith(), secure);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.has('connect-src')).toBe(false);
      expect(policy.get('default-src')).toEqual(["'self'"]);
    }
  });

  it('loads fonts only from its own origin and data: URLs, not from any https: host', async () => {
    for (const secure of [false, true]) {
      const policy = await policyOf(appWith('https://tiles.example.org/{z}/{x}/{y}.png'), secure);
      expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    }
  });

  it('adds the origin of TILE_URL, not a wildcard', async () => {
    const policy = await policyOf(appWith('https://tiles.example.org/osm/{z}/{x}/{y}.png?key=abc'));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
    const local = await policyOf(appWith('http://localhost:8080/tiles/{z}/{x}/{y}{r}.png'), true);
    expect(local.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:8080']);
  });

  it('names the subdomains Leaflet asks for a {s} template, each one', async () => {
    const policy = await policyOf(appWith('https://{s}.tile.example.org/{z}/{x}/{y}.png'));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ]);
  });

  it('never allows any https: image or any host, and adds no other connections, whatever the tile server', async () => {
    for (const tileUrl of [undefined, 'https://{s}.tile.example.org/{z}/{x}/{y}.png']) {
      const policy = await policyOf(appWith(tileUrl));
      const images = policy.get('img-src') ?? [];
      expect(images).not.toContain('https:');
      expect(images).not.toContain('http:');
      expect(images.filter((source) => source.includes('*'))).toEqual([]);
      expect(policy.has('connect-src')).toBe(false);
    }
  });

  it('holds in proxy mode too', async () => {
    const proxy = createApp({
      proxyTo: 'http://127.0.0.1:9',
      map: { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' },
    });
    const policy = await policyOf(proxy);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
  });
});
