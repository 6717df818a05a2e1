/**
 * A save's cost on the server's thread: `npm run bench:save-cpu` (this file). Unlike the
 * latencies under load of `bench:load`, CPU time per save means something on a loaded machine too.
 *
 * Starts the real server in this process as `bench:load` does (api-server.ts, demo data and the demo
 * farmer's questionnaires of api-volume.ts), then one client (or `--connections`) in a worker thread
 * (autocannon, as the other API benchmarks) saves answers one after another. Prints the latencies and
 * the CPU time the server's (main) thread spent per save, read from /proc (Linux): user and system
 * time of that thread only, so the client's thread is not counted. On PostgreSQL that is the Node server's
 * own work (routing, token and session checks, building SQL, the driver, JSON); on PGlite it includes
 * the database, which runs on the same thread.
 *
 * Options: `--engines=pglite,postgresql` (PostgreSQL on BENCH_DATABASE_URL or TEST_DATABASE_URL),
 * `--duration=20` seconds measured after a 5 s warm-up, `--questionnaires=10` to save into,
 * `--connections=1` clients saving at once (each into its own questions), `--pool=10` (the server's
 * PostgreSQL connections, DATABASE_POOL_SIZE),
 * `--profile=save.cpuprofile` to write a CPU profile of the server's thread over the measured saves
 * (one file per engine, `save-postgresql.cpuprofile`; the profiler's own cost inflates the CPU figure).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { DatabaseKind } from '@server/data/database';
import { chosenEngines, chosenPoolSize, loadAverage, option, runInWorker } from './api-load-thread';
import { startBenchServer } from './api-server';
import { saveTargets, seedFillableQuestionnaires } from './api-volume';
import { tokenOf } from './demo-login';

const duration = Number(option('duration') ?? 20);
const questionnaires = Number(option('questionnaires') ?? 10);
const connections = Number(option('connections') ?? 1);
/** `--profile=file.cpuprofile`: a CPU profile of the server's thread over the measured saves. */
const profile = option('profile');

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user, system) the main thread has used so far. */
function mainThreadCpu(): { user: number; system: number } {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at ") "; utime and stime are the
  // 14th and 15th fields of the line, the 12th and 13th after the name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (index: number) => (Number(fields[index]) * 1000) / TICKS_PER_SECOND;
  return { user: ms(11), system: ms(12) };
}

async function benchEngine(kind: DatabaseKind): Promise<string> {
  const { server, databaseVersion, dispose } = await startBenchServer(kind, chosenPoolSize());
  try {
    const { database, url } = server;
    if (!database) throw new Error('The benchmark server has no database');
    await seedFillableQuestionnaires(database, questionnaires);
    let targets = await saveTargets(database);
    const token = await tokenOf(url, 'farmer@example.com');
    const job = { kind: 'save' as const, url, connections, token };
    const warmUp = await runInWorker({ ...job, duration: 5, targets });
    targets = warmUp.targets ?? targets;
    const loadBefore = loadAverage();
    const profiler = profile ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const before = mainThreadCpu();
    const result = await runInWorker({ ...job, duration, targets });
    const after = mainThreadCpu();
    if (profiler && profile) {
      const { profile: taken } = await profiler.post('Profiler.stop');
      writeFileSync(profile.replace(/(\.cpuprofile)?$/, `-${kind}.cpuprofile`), JSON.stringify(taken));
      profiler.disconnect();
    }
    const user = after.user - before.user;
    const system = after.system - before.system;
    const perSave = (value: number) => (value / result.completed).toFixed(2);
    return [
      `${kind} (${databaseVersion}): ${connections} client(s), ${result.completed} saves in ${duration} s, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors; load average ${loadBefore} → ${loadAverage()}`,
      `  latency p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
      `  server thread CPU per save: ${perSave(user + system)} ms (user ${perSave(user)}, system ${perSave(system)})`,
      ...result.failures.map((failure) => `  failure: ${failure}`),
    ].join('\n');
  } finally {
    await dispose();
  }
}

const lines: string[] = [];
for (const kind of chosenEngines()) lines.push(await benchEngine(kind));
console.info(lines.join('\n'));
