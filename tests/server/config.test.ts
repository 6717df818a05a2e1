import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseTargetOf, readConfig } from '@server/config';

describe('readConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fq-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('defaults to port 3000, the embedded database and demo data', () => {
    const config = readConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, dataDir, databaseUrl: undefined, demoData: true });
  });

  it('uses PostgreSQL without demo data when DATABASE_URL is set, unless DEMO_DATA asks for it', () => {
    const url = 'postgres://127.0.0.1:5432/fq';
    expect(readConfig({ DATA_DIR: dataDir, DATABASE_URL: url })).toMatchObject({
      databaseUrl: url,
      demoData: false,
    });
    expect(readConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(readConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('generates a JWT secret once, keeps it under DATA_DIR and reuses it', () => {
    const first = readConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(readConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(readConfig({ DATA_DIR: dataDir, JWT_SECRET: 'from-the-environment' }).jwtSecret).toBe(
      'from-the-environment',
    );
  });

  it('reads the log level (info, silent in tests) and the shutdown timeout and drain, refusing nonsense', () => {
    expect(readConfig({ DATA_DIR: dataDir })).toMatchObject({
      logLevel: 'info',
      shutdownTimeoutMs: 30_000,
      drainMs: 0,
    });
    expect(readConfig({ DATA_DIR: dataDir, VITEST: 'true' }).logLevel).toBe('silent');
    expect(
      readConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_SECONDS: '10',
        SHUTDOWN_DRAIN_SECONDS: '5',
      }),
    ).toMatchObject({ logLevel: 'warn', shutdownTimeoutMs: 10_000, drainMs: 5_000 });
    expect(() => readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of/);
    expect(() => readConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '-1' })).toThrow(
      /^SHUTDOWN_TIMEOUT_SECONDS /,
    );
  });

  it('refuses a port that is not a number', () => {
    expect(() => readConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(readConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(readConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      readConfig({
        DATA_DIR: dataDir,
        TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.168.1.0/255.255.255.0',
      }).trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.168.1.0/255.255.255.0']);
  });

  it('keeps the rate limits in memory unless REDIS_URL names a redis:// or rediss:// address', () => {
    for (const wrong of ['127.0.0.1:6379', 'http://cache:6379', 'redis//cache', 'postgres://p4ss@db/x']) {
      expect(() => readConfig({ DATA_DIR: dataDir, REDIS_URL: wrong })).toThrow(/^REDIS_URL must be/);
    }
    // The refusal never repeats the value, which may hold a password, and writes nothing.
    expect(() => readConfig({ DATA_DIR: dataDir, REDIS_URL: 'postgres://p4ss@db/x' })).not.toThrow(/p4ss/);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(readConfig({ DATA_DIR: dataDir }).redisUrl).toBeUndefined();
    expect(readConfig({ DATA_DIR: dataDir, REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    for (const url of ['redis://127.0.0.1:6379', 'rediss://user:pass@cache.example.org:6380/2']) {
      expect(readConfig({ DATA_DIR: dataDir, REDIS_URL: url }).redisUrl).toBe(url);
    }
  });

  it('refuses TRUST_PROXY=true and anything that is not an address, and writes nothing then', () => {
    expect(() => readConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY .*"true"/);
    for (const wrong of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', 'loopback,', '-1']) {
      expect(() => readConfig({ DATA_DIR: dataDir, TRUST_PROXY: wrong })).toThrow(/^TRUST_PROXY /);
    }
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('reads the login limits, 10 per account and address, 100 per account and per address in 15 minutes by default', () => {
    expect(readConfig({ DATA_DIR: dataDir }).loginLimit).toEqual({
      windowMs: 15 * 60_000,
      perAccount: 10,
      perAccountEverywhere: 100,
      perAddress: 100,
    });
    expect(
      readConfig({
        DATA_DIR: dataDir,
        LOGIN_FAILURES_PER_ACCOUNT: '5',
        LOGIN_FAILURES_PER_ACCOUNT_EVERYWHERE: '50',
        LOGIN_FAILURES_PER_ADDRESS: '500',
        LOGIN_LOCK_MINUTES: '30',
      }).loginLimit,
    ).toEqual({ windowMs: 30 * 60_000, perAccount: 5, perAccountEverywhere: 50, perAddress: 500 });
    for (const wrong of ['0', '2.5', 'ten', '-3']) {
      expect(() => readConfig({ DATA_DIR: dataDir, LOGIN_FAILURES_PER_ACCOUNT: wrong })).toThrow(
        /^LOGIN_FAILURES_PER_ACCOUNT /,
      );
    }
  });

  it('reads the session lifetimes: 15-minute tokens and 12-hour sessions by default', () => {
    expect(readConfig({ DATA_DIR: dataDir }).sessionLifetimes).toEqual({
      tokenMinutes: 15,
      sessionHours: 12,
    });
    expect(
      readConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_MINUTES: '5', SESSION_HOURS: '8' }).sessionLifetimes,
    ).toEqual({ tokenMinutes: 5, sessionHours: 8 });
    for (const wrong of ['0', '1.5', 'ten']) {
      expect(() => readConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_MINUTES: wrong })).toThrow(
        /^ACCESS_TOKEN_MINUTES /,
      );
      expect(() => readConfig({ DATA_DIR: dataDir, SESSION_HOURS: wrong })).toThrow(/^SESSION_HOURS /);
    }
  });

  it('reads the map settings: no tiles and 10,000 grid squares by default', () => {
    expect(readConfig({ DATA_DIR: dataDir })).toMatchObject({
      tileUrl: undefined,
      tileAttribution: undefined,
      gridMaxSquares: 10_000,
    });
    expect(
      readConfig({
        DATA_DIR: dataDir,
        TILE_URL: ' https://{s}.tile.example.org/{z}/{x}/{y}.png ',
        TILE_ATTRIBUTION: '© Example contributors',
        GRID_MAX_SQUARES: '2500',
      }),
    ).toMatchObject({
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      tileAttribution: '© Example contributors',
      gridMaxSquares: 2500,
    });
  });

  it('reads REPORT_MIN_AVERAGE_UNITS (3 by default) and refuses one that is no positive whole number', () => {
    expect(readConfig({ DATA_DIR: dataDir }).reportMinAverageUnits).toBe(3);
    expect(readConfig({ DATA_DIR: dataDir, REPORT_MIN_AVERAGE_UNITS: '5' }).reportMinAverageUnits).toBe(5);
    for (const wrong of ['0', '-1', '2.5', 'few']) {
      expect(() => readConfig({ DATA_DIR: dataDir, REPORT_MIN_AVERAGE_UNITS: wrong })).toThrow(
        /^REPORT_MIN_AVERAGE_UNITS /,
      );
    }
  });

  it('reads PGLITE_SHARED_BUFFERS (32MB by default) and refuses a size PostgreSQL would not take', () => {
    expect(readConfig({ DATA_DIR: dataDir }).pgliteSharedBuffers).toBe('32MB');
    expect(readConfig({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: '256MB' }).pgliteSharedBuffers).toBe(
      '256MB',
    );
    expect(readConfig({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: '128kB' }).pgliteSharedBuffers).toBe(
      '128kB',
    );
    for (const wrong of ['32', '32mb', '64kB', '0MB', '1.5GB', '-1MB', '32 MB', "32MB'; drop"]) {
      expect(() => readConfig({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: wrong })).toThrow(
        /^PGLITE_SHARED_BUFFERS /,
      );
    }
  });

  it('reads DATABASE_POOL_SIZE (10 connections by default) and refuses one that is no positive whole number', () => {
    expect(readConfig({ DATA_DIR: dataDir }).databasePoolSize).toBe(10);
    expect(readConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
    for (const wrong of ['0', '-1', '2.5', 'many']) {
      expect(() => readConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: wrong })).toThrow(
        /^DATABASE_POOL_SIZE /,
      );
    }
  });

  it('names the database: PostgreSQL at DATABASE_URL with its pool size, else PGlite in DATA_DIR/pglite with its buffer cache', () => {
    const url = 'postgres://127.0.0.1:5432/fq';
    expect(databaseTargetOf(readConfig({ DATA_DIR: dataDir, DATABASE_URL: url }))).toEqual({
      kind: 'postgresql',
      url,
      poolSize: 10,
    });
    expect(
      databaseTargetOf(readConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_POOL_SIZE: '4' })),
    ).toEqual({ kind: 'postgresql', url, poolSize: 4 });
    expect(databaseTargetOf(readConfig({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: '64MB' }))).toEqual({
      kind: 'pglite',
      dataDir: join(dataDir, 'pglite'),
      sharedBuffers: '64MB',
    });
  });

  it('refuses a GRID_MAX_SQUARES that is no positive whole number, and a TILE_URL no policy can name', () => {
    for (const wrong of ['0', '-5', '1.5', 'many', '1e4']) {
      expect(() => readConfig({ DATA_DIR: dataDir, GRID_MAX_SQUARES: wrong })).toThrow(/^GRID_MAX_SQUARES /);
    }
    for (const wrong of ['tiles/{z}/{x}/{y}.png', 'https://{z}.example.org/{x}/{y}.png']) {
      expect(() => readConfig({ DATA_DIR: dataDir, TILE_URL: wrong })).toThrow(/^TILE_URL /);
    }
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('takes the photo size cap in whole megabytes (5 by default) and refuses anything else', () => {
    expect(readConfig({ DATA_DIR: dataDir }).photoMaxBytes).toBe(5 * 1024 * 1024);
    expect(readConfig({ DATA_DIR: dataDir, PHOTO_MAX_MB: '12' }).photoMaxBytes).toBe(12 * 1024 * 1024);
    for (const wrong of ['0', '-1', '2.5', 'big']) {
      expect(() => readConfig({ DATA_DIR: dataDir, PHOTO_MAX_MB: wrong })).toThrow(/^PHOTO_MAX_MB /);
    }
  });
});
