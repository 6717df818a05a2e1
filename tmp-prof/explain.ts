import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { exportRepository } from '@server/data/repositories/export-repository';
import { seedAnsweredCopies } from '../tests/bench/export-volume';
import { firstValue } from '../tests/bench/questionnaire-volume';

const database = await openDatabase({ kind: 'pglite' });
await runMigrations(database);
await seedDatabase(database.db, { demo: true, demoReports: true });
await seedAnsweredCopies(database, Number(process.env.N ?? 3000));
const unitTypeId = Number(await firstValue(database, sql`select unit_type_id as value from unit where number = 'X-000001'`));
const coordinatorId = Number(await firstValue(database, sql`select id as value from app_user where email = 'coordinator@example.com'`));
const forms = (await database.db.execute(sql`select f.id from form f order by f.order_key`)) as unknown as { rows: { id: number }[] };
const caller = { id: coordinatorId, roleId: 2 };
const repo = exportRepository(database.db);
const sel = { unitIds: [], unitTypeId, formIds: forms.rows.map((r) => r.id) };
const parts = await repo.parts(caller, sel);
const part = parts[1]!;
// capture SQL via drizzle toSQL: use logger-less approach: run with explain by monkeypatching execute
const origExecute = (database.db as any).session.client.query?.bind((database.db as any).session.client);
const pg = (database.db as any).session.client;
const q0 = pg.query.bind(pg);
let capture = false;
pg.query = async (text: string, params: unknown[], opts: unknown) => {
  if (capture) {
    const t = performance.now();
    const r = await q0(text, params, opts);
    const t1 = performance.now() - t;
    const plan = await q0('explain analyze ' + text, params);
    console.log('----', t1.toFixed(1), 'ms rows', (r as any).rows?.length, '\n', text.slice(0, 200), '\n', (plan as any).rows.map((x: any) => x['QUERY PLAN']).join('\n'));
    return r;
  }
  return q0(text, params, opts);
};
capture = true;
const qs = await repo.questionnaires(caller, sel, { questionnaireTypeId: part.questionnaireTypeId, formId: part.formId, versions: [part.version] }, 1000, 200);
const ids = qs.map((q) => q.filledFormId);
await repo.instances(ids);
await repo.answers(ids);
await database.close();
void origExecute;
