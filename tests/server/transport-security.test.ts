import request from 'supertest';
import { createApp } from '@server/app';
import type { Database } from '@server/data/database';
import { openTestDatabase } from '@tests/support/test-database';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string> {
  const entries = (header ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...values]) => [name, values.join(' ')]));
}

describe('HTTPS-only headers (HSTS, upgrade-insecure-requests)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const appWith = (trustProxy?: number | string[]) =>
    createApp({ database, trustProxy, settings: { publicUrl: 'http://fields.test' } });

  it('over plain HTTP sends neither, and keeps the rest of the policy strict', async () => {
    const reply = await request(appWith()).get('/api/health').expect(200);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    const policy = directives(reply.headers['content-security-policy']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(reply.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('sends both when a trusted proxy says the request came over TLS', async () => {
    for (const trustProxy of [1, ['loopback'], ['127.0.0.1/8', '::1']]) {
      const reply = await request(appWith(trustProxy))
        .get('/api/health')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(reply.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      const policy = directives(reply.headers['content-security-policy']);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      expect(policy.get('script-src')).toBe("'self'");
    }
  });

  it('sends the headers browsers honour only on secure origins (opener policy, agent cluster) over TLS only', async () => {
    // Over plain HTTP from another device Chromium ignores them, the opener policy with a console error.
    const plain = await request(appWith(1)).get('/api/health').expect(200);
    expect(plain.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(plain.headers['origin-agent-cluster']).toBeUndefined();
    const secure = await request(appWith(1)).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(secure.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(secure.headers['origin-agent-cluster']).toBe('?1');
    // The others stay on plain HTTP too.
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(plain.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(plain.headers['referrer-policy']).toBe('no-referrer');
  });

  it('a trusted proxy forwarding plain HTTP gets neither', async () => {
    const reply = await request(appWith(1)).get('/api/health').set('X-Forwarded-Proto', 'http').expect(200);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    expect(directives(reply.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });

  it('ignores a forged X-Forwarded-Proto when no proxy, or not this one, is trusted', async () => {
    // The request comes from the loopback; a proxy elsewhere is trusted, not this client.
    for (const app of [appWith(), appWith(0), appWith(['10.1.2.3'])]) {
      const reply = await request(app).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(reply.headers['strict-transport-security']).toBeUndefined();
      expect(directives(reply.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        false,
      );
    }
  });

  it('sends them on the apps and unknown paths too, not only on the API', async () => {
    const plain = await request(appWith(1)).get('/declaration');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await request(appWith(1)).get('/declaration').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=/);
  });
});
