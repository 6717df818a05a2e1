import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '@server/app';
import type { Database } from '@server/data/database';
import { backgroundWork, type BackgroundWork } from '@server/domain/access/background-work';
import type { ApiSettings } from '@server/routes/api';

/** A clock the test moves by hand, for expiring links. */
export interface TestClock {
  now(): Date;
  advanceHours(hours: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advanceHours: (hours) => (current += hours * 3_600_000) };
}

export interface TestApp {
  app: Express;
  outboxDir: string;
  clock: TestClock;
  /** Work the app finishes after its replies (forgot-password mail): await `idle()` before reading the outbox. */
  background: BackgroundWork;
}

/** The real app on a test database, with its own mail outbox, a movable clock and a high rate limit. */
export function testApp(database: Database, overrides: Partial<ApiSettings> = {}): TestApp {
  const outboxDir = mkdtempSync(join(tmpdir(), 'fq-outbox-'));
  const clock = testClock();
  const background = backgroundWork();
  const app = createApp({
    database,
    settings: {
      publicUrl: 'http://fields.test',
      mail: { outboxDir },
      rateLimit: { windowMs: 60_000, limit: 10_000 },
      now: clock.now,
      background,
      ...overrides,
    },
  });
  return { app, outboxDir, clock, background };
}

/** Logs in and answers the bearer header value. */
export async function bearerFor(
  app: Parameters<typeof request>[0],
  email: string,
  password: string,
): Promise<string> {
  const reply = await request(app)
    .post('/api/user/login/web')
    .type('form')
    .send({ email, password })
    .expect(200);
  return `Bearer ${String(reply.body.data.token)}`;
}
