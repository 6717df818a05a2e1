import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseTarget } from '@server/data/database';
import { start, type RunningServer, type StartOptions } from '@server/server';
import { tokenOf } from '@tests/bench/demo-login';
import { saveTargets, type SaveTarget } from '@tests/bench/api-volume';
import { saveBody } from '@tests/bench/save-body';
import { selectRows, testDatabaseTarget } from '@tests/support/test-database';

/**
 * A database that outlives the server: PostgreSQL's test database stays until disposed; the embedded
 * one gets a data folder of its own (started from the template snapshot) to be opened again.
 */
async function persistentTarget(): Promise<{ target: DatabaseTarget; dispose(): Promise<void> }> {
  const template = inject('templateDatabase');
  if (template.kind !== 'pglite') return testDatabaseTarget();
  const folder = mkdtempSync(join(tmpdir(), 'fq-shutdown-'));
  const snapshot = new Blob([readFileSync(template.snapshotFile)]);
  return {
    target: { kind: 'pglite', dataDir: join(folder, 'pglite'), loadDataDir: snapshot },
    dispose: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

interface Reply {
  status: number;
  body: string;
}

function readReply(response: IncomingMessage): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    response.on('error', reject);
  });
}

/**
 * A save whose body arrives in two parts: the server has the request in hand (its headers) but cannot
 * answer before `finish()` sends the rest. Each on a connection of its own.
 */
function heldSave(server: RunningServer, token: string, target: SaveTarget) {
  const body = JSON.stringify(saveBody(target));
  const half = Math.floor(body.length / 2);
  const call = httpRequest({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/secured/question/save',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    call.on('response', (response) => resolve(readReply(response)));
    call.on('error', reject);
  });
  call.write(body.slice(0, half));
  return { reply, finish: () => call.end(body.slice(half)) };
}

/** Resolves when the server has received `count` more requests. */
function arrivals(server: RunningServer, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = () => {
      seen += 1;
      if (seen < count) return;
      server.httpServer.off('request', onRequest);
      resolve();
    };
    server.httpServer.on('request', onRequest);
  });
}

/** The status of a GET on a new connection, or undefined when the connection is refused. */
function statusOf(port: number, path: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (reply) => {
      reply.resume();
      resolve(reply.statusCode);
    });
    probe.on('error', () => resolve(undefined));
    probe.end();
  });
}

/** A new connection to the port: refused once the server has stopped listening. */
async function connects(port: number): Promise<boolean> {
  return (await statusOf(port, '/api/health')) !== undefined;
}

/**
 * Runs `use` against a demo server (with the given shutdown settings) on a test database of its own,
 * then stops the server (a second stop is harmless) and disposes of the database.
 */
async function withDemoServer(
  settings: Pick<StartOptions, 'shutdownTimeoutMs' | 'drainMs'>,
  use: (server: RunningServer) => Promise<void>,
): Promise<void> {
  const database = await testDatabaseTarget();
  const server = await start({
    port: 0,
    host: '127.0.0.1',
    demoData: true,
    database: database.target,
    ...settings,
  });
  try {
    await use(server);
  } finally {
    await server.stop();
    await database.dispose();
  }
}

describe('stop() during a burst of saves', () => {
  it(
    'answers every save in flight with 200 and stores it, while new connections are refused',
    { timeout: 120_000 },
    async () => {
      const database = await persistentTarget();
      const server = await start({ port: 0, host: '127.0.0.1', demoData: true, database: database.target });
      let targets: SaveTarget[] = [];
      try {
        targets = (await saveTargets(server.database!)).slice(0, 12);
        expect(targets.length).toBe(12);
        const token = await tokenOf(server.url, 'farmer@example.com');

        const all = arrivals(server, targets.length);
        const saves = targets.map((target) => heldSave(server, token, target));
        await all;
        // Every save is in flight (headers in, body half sent) when the stop begins.
        const stopped = server.stop();
        expect(await connects(server.port)).toBe(false);
        for (const save of saves) save.finish();
        const replies = await Promise.all(saves.map((save) => save.reply));
        for (const reply of replies) expect(reply, reply.body).toMatchObject({ status: 200 });
        await stopped;
      } finally {
        await server.stop();
      }

      const reopened = await openDatabase(
        database.target.kind === 'pglite'
          ? { kind: 'pglite', dataDir: database.target.dataDir }
          : database.target,
      );
      try {
        const ids = targets.map((target) => target.id);
        const stored = await selectRows(
          reopened,
          sql`select fq.id, fq.version, count(a.id)::int as answers
              from filled_question fq left join answer a on a.filled_question_id = fq.id
              where fq.id in ${ids} group by fq.id order by fq.id`,
        );
        expect(stored).toEqual(
          targets.map((target) => ({ id: target.id, version: target.version + 1, answers: 1 })),
        );
      } finally {
        await reopened.close();
        await database.dispose();
      }
    },
  );

  it(
    'cuts a request that never finishes once the shutdown timeout has passed',
    { timeout: 60_000 },
    async () => {
      await withDemoServer({ shutdownTimeoutMs: 300 }, async (server) => {
        const [target] = await saveTargets(server.database!);
        const token = await tokenOf(server.url, 'farmer@example.com');
        const arrived = arrivals(server, 1);
        // Its body is never finished: without the timeout the stop would wait for ever.
        const stuck = heldSave(server, token, target!);
        stuck.reply.catch(() => undefined);
        await arrived;
        const began = Date.now();
        await server.stop();
        expect(Date.now() - began).toBeLessThan(10_000);
        await expect(stuck.reply).rejects.toThrow();
      });
    },
  );

  it(
    'keeps serving with readiness at 503 for the drain time, then refuses connections',
    { timeout: 60_000 },
    async () => {
      await withDemoServer({ drainMs: 3_000 }, async (server) => {
        expect(await statusOf(server.port, '/api/health/ready')).toBe(200);
        const stopped = server.stop();
        // A balancer's probes on new connections: not ready, though the instance still answers.
        expect(await statusOf(server.port, '/api/health/ready')).toBe(503);
        expect(await statusOf(server.port, '/api/health')).toBe(200);
        await stopped;
        expect(await connects(server.port)).toBe(false);
      });
    },
  );
});
