/**
 * Data export benchmark: `npm run bench:export` (tsx tests/bench/export-bench.ts).
 *
 * Starts the real server (port 0) with the demo data on PGlite (in a temporary data folder, as the
 * embedded default keeps it on disk), then on a new PostgreSQL database when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set; copies the demo's most answered questionnaire EXPORT_COPIES times (default
 * 10,000) and exports them all as the coordinator (unit type + every form of the demo type) over HTTP,
 * XLSX and CSV, reading the download as it streams and throwing it away. Prints the time, the bytes,
 * and the process's resident memory before and at its peak during the export (sampled every 20 ms;
 * server, database engine and client share the process, so the peak is an upper bound of the
 * server's). Targets (issue 17): under 20 s and under 300 MB. Results: docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '@server/data/database';
import { start, type RunningServer } from '@server/server';
import { selectRows } from '@tests/support/test-database';
import { benchServerUrl, startBenchServer } from './api-server';
import { tokenOf } from './demo-login';
import { seedAnsweredCopies } from './export-volume';
import { firstValue } from './questionnaire-volume';

const COPIES = Number(process.env.EXPORT_COPIES ?? 10_000);
const MB = 1024 * 1024;

interface Target {
  server: RunningServer;
  database: Database;
  dispose(): Promise<void>;
}

async function startTarget(kind: DatabaseKind): Promise<Target> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'fq-export-bench-'));
    const server = await start({ port: 0, host: '127.0.0.1', database: { kind, dataDir }, demoData: true });
    if (!server.database) throw new Error('no database');
    return {
      server,
      database: server.database,
      dispose: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const bench = await startBenchServer(kind);
  if (!bench.server.database) throw new Error('no database');
  return { server: bench.server, database: bench.server.database, dispose: bench.dispose };
}

interface Run {
  seconds: number;
  bytes: number;
  baseMb: number;
  peakMb: number;
}

/** One export over HTTP, its body read chunk by chunk and dropped, resident memory sampled meanwhile. */
async function exportOnce(url: string, token: string, query: URLSearchParams): Promise<Run> {
  globalThis.gc?.();
  const baseMb = process.memoryUsage.rss() / MB;
  let peakMb = baseMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, process.memoryUsage.rss() / MB);
  }, 20);
  const began = performance.now();
  try {
    const reply = await fetch(`${url}/api/secured/synchronization/export?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (reply.status !== 200 || !reply.body) throw new Error(`export answered ${reply.status}`);
    let bytes = 0;
    for await (const chunk of reply.body) bytes += chunk.byteLength;
    return { seconds: (performance.now() - began) / 1000, bytes, baseMb, peakMb };
  } finally {
    clearInterval(sampler);
  }
}

async function benchOn(kind: DatabaseKind): Promise<void> {
  const target = await startTarget(kind);
  try {
    const seeding = performance.now();
    const answersEach = await seedAnsweredCopies(target.database, COPIES);
    console.info(
      `${kind}: ${COPIES} questionnaires of ${answersEach} answers seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const unitTypeId = await firstValue(
      target.database,
      sql`select unit_type_id as value from unit where number = 'X-000001'`,
    );
    const forms = await selectRows(
      target.database,
      sql`select f.id from form f join questionnaire_type t on t.id = f.questionnaire_type_id
          where t.key = 'pig_farm_sustainability' order by f.order_key`,
    );
    const formIds = forms.map((row) => String(row.id)).join(',');
    const token = await tokenOf(target.server.url, 'coordinator@example.com');
    for (const format of ['xlsx', 'csv'] as const) {
      const query = new URLSearchParams({
        localeDicId: '1',
        farmTypeId: String(unitTypeId),
        formId: formIds,
        format,
      });
      const run = await exportOnce(target.server.url, token, query);
      console.info(
        `${kind} ${format}: ${run.seconds.toFixed(1)} s, ${(run.bytes / MB).toFixed(1)} MB file, ` +
          `resident memory ${run.baseMb.toFixed(0)} MB before, ${run.peakMb.toFixed(0)} MB at the peak`,
      );
    }
  } finally {
    await target.dispose();
  }
}

await benchOn('pglite');
if (benchServerUrl()) await benchOn('postgresql');
else console.info('postgresql: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
