import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@server/config';

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

  it('refuses a port that is not a number', () => {
    expect(() => readConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
