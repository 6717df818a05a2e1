import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** Proxy mode: /api is forwarded to this backend. */
  backendUrl?: string;
  smtpUrl?: string;
  jwtSecret: string;
  tileUrl?: string;
  /** Public address of the app, the base of e-mailed links (default http://localhost:PORT). */
  publicUrl: string;
  /** Seed the demo questionnaire, accounts and units (default: on for the embedded database). */
  demoData: boolean;
}

function optional(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** The JWT secret from the environment, else one generated once and kept under DATA_DIR. */
function resolveJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0-65535, not "${value}"`);
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(optional(env.DATA_DIR) ?? './data');
  const databaseUrl = optional(env.DATABASE_URL);
  const demoFlag = optional(env.DEMO_DATA);
  return {
    port: parsePort(env.PORT),
    dataDir,
    databaseUrl,
    backendUrl: optional(env.BACKEND_URL),
    smtpUrl: optional(env.SMTP_URL),
    jwtSecret: resolveJwtSecret(dataDir, optional(env.JWT_SECRET)),
    tileUrl: optional(env.TILE_URL),
    publicUrl: optional(env.PUBLIC_URL) ?? `http://localhost:${parsePort(env.PORT)}`,
    demoData: demoFlag === undefined ? databaseUrl === undefined : demoFlag === 'true' || demoFlag === '1',
  };
}
