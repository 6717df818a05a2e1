/**
 * Questionnaire list benchmark: `npm run bench:lists` (tsx tests/bench/questionnaire-list-bench.ts).
 *
 * Seeds about 100,000 questionnaires (2,000 farmers × 10 units × 5 questionnaires, each with a filled
 * form per form of the demo type) with set-based `insert … select generate_series` into an in-memory
 * PGlite, or into a fresh PostgreSQL database when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set,
 * then times `listQuestionnaires` (the use case behind GET secured/questinnaire/list2, HTTP left out)
 * for a farmer (50 questionnaires), an expert (10,000) and a coordinator (all of them). Prints median,
 * p90, p95 and fastest run in ms. Results: docs/benchmarks.md.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PagedListQuery } from '@schemas/generated/api/lists';
import { openDatabase, type Database } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { listQuestionnaires } from '@server/domain/questionnaires/list-questionnaires';
import { firstValue, seedVolume } from './questionnaire-volume';

const WARMUP = 3;
/** Enough runs for a p95 that is not simply the slowest run (the 38th of 40). */
const RUNS = 40;

interface Bench {
  database: Database;
  dispose(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openBenchDatabase(): Promise<Bench> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  const name = `fq_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const database = await openDatabase({ kind: 'postgresql', url: withDatabaseName(serverUrl, name) });
  return {
    database,
    dispose: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name}`);
    },
  };
}

interface Case {
  name: string;
  query: PagedListQuery;
}

const cases = (total: number): Case[] => [
  { name: 'default sort (unit name), first page', query: {} },
  {
    name: 'filter unit_name like',
    query: { filter: JSON.stringify([{ operator: 'like', property: 'unit_name', value: 'oak farm 12' }]) },
  },
  {
    name: 'filter status + date range',
    query: {
      filter: JSON.stringify([
        { operator: 'eq', property: 'questionnaire_status', value: 1 },
        { operator: 'gte', property: 'questionnaire_data_creation', value: '2025-01-01' },
        { operator: 'lte', property: 'questionnaire_data_creation', value: '2025-06-30' },
      ]),
    },
  },
  { name: 'search text', query: { searchText: 'B-001234' } },
  {
    name: 'sort by date, newest first',
    query: { sort: JSON.stringify([{ property: 'questionnaire_data_creation', direction: 'DESC' }]) },
  },
  {
    name: 'sort by questionnaire type name',
    query: { sort: JSON.stringify([{ property: 'questionnaire_name', direction: 'ASC' }]) },
  },
  deepPage(Math.max(0, total - 20)),
  // Not one of the cases: the page farthest from both ends, the worst case for start/limit.
  deepPage(Math.floor(total / 2)),
];

function deepPage(start: number): Case {
  return { name: `deep page (start ${start.toLocaleString('en')})`, query: { start: String(start) } };
}

function percentile(sorted: readonly number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

const ms = (value: number): string => value.toFixed(1);

async function main(): Promise<void> {
  const seedStart = performance.now();
  const { database, dispose } = await openBenchDatabase();
  try {
    await runMigrations(database);
    await seedDatabase(database.db, { demo: true });
    await seedVolume(database);
    const seconds = ((performance.now() - seedStart) / 1000).toFixed(1);
    const total = await firstValue(database, sql`select count(*)::int as value from questionnaire`);
    const userOf = (email: string) =>
      firstValue(database, sql`select id as value from app_user where email = ${email}`);
    const callers = [
      { name: 'farmer (10 units)', caller: { id: await userOf('bench.farmer1000@example.com'), roleId: 3 } },
      { name: 'expert (2,000 units)', caller: { id: await userOf('expert@example.com'), roleId: 4 } },
      { name: 'coordinator (all)', caller: { id: await userOf('coordinator@example.com'), roleId: 2 } },
    ];

    const lines = [
      `${database.kind}, ${total.toLocaleString('en')} questionnaires (seeded in ${seconds} s), Node ${process.version}`,
      '',
      '| Caller | Query | Rows (total) | Median (ms) | p90 (ms) | p95 (ms) | Min (ms) |',
      '| --- | --- | --: | --: | --: | --: | --: |',
    ];
    for (const { name, caller } of callers) {
      const all = await listQuestionnaires(database.db, caller, { limit: '1' }, 1);
      for (const { name: queryName, query } of cases(all.total)) {
        let result = await listQuestionnaires(database.db, caller, query, 1);
        for (let i = 1; i < WARMUP; i += 1) result = await listQuestionnaires(database.db, caller, query, 1);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const start = performance.now();
          result = await listQuestionnaires(database.db, caller, query, 1);
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        lines.push(
          `| ${name} | ${queryName} | ${result.rows.length} (${result.total.toLocaleString('en')}) | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.9))} | ${ms(percentile(times, 0.95))} | ${ms(times[0] ?? Number.NaN)} |`,
        );
      }
    }
    console.info(lines.join('\n'));
  } finally {
    await dispose();
  }
}

await main();
