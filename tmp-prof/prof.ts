import { Writable } from 'node:stream';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { exportAnswers } from '@server/domain/export/export-answers';
import { exportRepository } from '@server/data/repositories/export-repository';
import { seedAnsweredCopies } from '../tests/bench/export-volume';
import { firstValue } from '../tests/bench/questionnaire-volume';

const database = await openDatabase({ kind: 'pglite' });
await runMigrations(database);
await seedDatabase(database.db, { demo: true, demoReports: true });
await seedAnsweredCopies(database, Number(process.env.N ?? 1000));
const unitTypeId = await firstValue(database, sql`select unit_type_id as value from unit where number = 'X-000001'`);
const coordinatorId = await firstValue(database, sql`select id as value from app_user where email = 'coordinator@example.com'`);
const forms = (await database.db.execute(sql`select f.id from form f order by f.order_key`)) as unknown as { rows: { id: number }[] };
const caller = { id: Number(coordinatorId), roleId: 2 as const };
const query = { localeDicId: '1', farmTypeId: String(unitTypeId), formId: forms.rows.map((r) => r.id).join(','), format: (process.env.FORMAT ?? 'xlsx') as 'xlsx' | 'csv' };
// Instrument repository
const repo = exportRepository(database.db);
const times: Record<string, number> = {};
async function timed<T>(name: string, p: () => Promise<T>): Promise<T> { const s = performance.now(); try { return await p(); } finally { times[name] = (times[name] ?? 0) + performance.now() - s; } }
const parts = await timed('parts', () => repo.parts(caller, { unitIds: [], unitTypeId: Number(unitTypeId), formIds: forms.rows.map((r) => r.id) }));
console.log('parts', parts.length);
const began = performance.now();
const prepared = await exportAnswers(database.db, caller, query, { now: () => new Date() });
console.log('prepare', (performance.now() - began).toFixed(0));
let bytes = 0;
const sink = new Writable({ write(c, _e, d) { bytes += c.length; d(); } });
const session = new Session(); session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start');
const start = performance.now();
const summary = await prepared.write(sink);
const { profile } = await session.post('Profiler.stop'); writeFileSync('tmp-prof/export.cpuprofile', JSON.stringify(profile));
console.log('write', (performance.now() - start).toFixed(0), summary, bytes);
// Time pure queries
const sel = { unitIds: [], unitTypeId: Number(unitTypeId), formIds: forms.rows.map((r) => r.id) };
for (const part of parts) {
  let after = 0;
  for (;;) {
    const qs = await timed('questionnaires', () => repo.questionnaires(caller, sel, { questionnaireTypeId: part.questionnaireTypeId, formId: part.formId, versions: [part.version] }, after, 200));
    if (qs.length === 0) break;
    const ids = qs.map((q) => q.filledFormId);
    await timed('instances', () => repo.instances(ids));
    await timed('answers', () => repo.answers(ids));
    after = qs.at(-1)!.questionnaireId;
    if (qs.length < 200) break;
  }
}
console.log(times);
await database.close();
