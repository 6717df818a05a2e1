import { sql } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import { readStructureDocument } from '@server/data/repositories/structure-document-repository';
import { insertStructure } from '@server/data/repositories/structure-repository';
import { unitTypeIdsByKey } from '@server/data/repositories/unit-type-repository';
import { DEMO_STRUCTURE_KEY, readDemoStructure } from '@server/data/seed/demo-data';
import { compiledValidator } from '@server/shared/schema-validator';
import { smallStructure } from '@tests/fixtures/structure';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

let database: Database;
let demoTypeId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await selectRows(
    database,
    sql`select id from questionnaire_type where key = ${DEMO_STRUCTURE_KEY}`,
  );
  demoTypeId = Number(row?.id);
});

afterAll(() => database.close());

/** The part of a document a slash-separated path names ('' the document itself). */
function partAt(document: unknown, path: string): unknown {
  return path
    .split('/')
    .filter((step) => step !== '')
    .reduce<unknown>(
      (part, step) => (typeof part === 'object' && part !== null ? Reflect.get(part, step) : undefined),
      document,
    );
}

describe('readStructureDocument', () => {
  it('reads the seeded demo type back as exactly the demo structure document', async () => {
    const read = await readStructureDocument(database.db, demoTypeId);
    expect(read?.document).toEqual(readDemoStructure());
    expect(compiledValidator('structure.schema.json')(read?.document)).toBe(true);
  });

  it('names every form, subform, group, question and option with its path, id and parent id', async () => {
    const read = await readStructureDocument(database.db, demoTypeId);
    if (!read) throw new Error('The demo type is missing');
    const counts = await selectRows(
      database,
      sql`select (select count(*) from form f where f.questionnaire_type_id = ${demoTypeId}) as forms,
        (select count(*) from question q join question_group g on g.id = q.question_group_id
          join subform s on s.id = g.subform_id join form f on f.id = s.form_id
          where f.questionnaire_type_id = ${demoTypeId}) as questions,
        (select count(*) from answer_option o join question q on q.id = o.question_id
          join question_group g on g.id = q.question_group_id join subform s on s.id = g.subform_id
          join form f on f.id = s.form_id where f.questionnaire_type_id = ${demoTypeId}) as options`,
    );
    const levelCount = (level: string) => read.entities.filter((entity) => entity.level === level).length;
    expect(levelCount('type')).toBe(1);
    expect(levelCount('form')).toBe(Number(counts[0]?.forms));
    expect(levelCount('question')).toBe(Number(counts[0]?.questions));
    expect(levelCount('option')).toBe(Number(counts[0]?.options));
    expect(read.entities[0]).toEqual({ path: '', level: 'type', id: demoTypeId });

    const idOf = async (table: string, key: string) => {
      const [row] = await selectRows(
        database,
        sql`select id from ${sql.identifier(table)} where key = ${key}`,
      );
      return Number(row?.id);
    };
    const tables = {
      form: 'form',
      subform: 'subform',
      group: 'question_group',
      question: 'question',
    } as const;
    const byId = new Map(read.entities.map((entity) => [entity.id + entity.level, entity]));
    for (const entity of read.entities) {
      const part = partAt(read.document, entity.path);
      const key = typeof part === 'object' && part !== null ? Reflect.get(part, 'key') : undefined;
      expect(typeof key).toBe('string');
      if (entity.level === 'type' || entity.level === 'option') continue;
      expect(entity.id).toBe(await idOf(tables[entity.level], String(key)));
      const parentLevel = { form: 'type', subform: 'form', group: 'subform', question: 'group' }[
        entity.level
      ];
      const parent = byId.get(`${entity.parentId}${parentLevel}`);
      expect(entity.path.startsWith(parent?.path ?? '-')).toBe(true);
    }
  });

  it('reads missing translations as empty strings and leaves unset optional fields out', async () => {
    const structure = smallStructure();
    structure.key = 'small_read_back';
    const question = structure.forms[0]!.subforms[0]!.groups[0]!.questions[0]!;
    question.text = { en: 'Sows', pl: 'Lochy', de: '', fi: '', it: '', nl: '' };
    question.tip = { en: 'Count them', pl: '', de: '', fi: '', it: '', nl: '' };
    const typeId = await database.db.transaction(async (tx) =>
      insertStructure(tx, structure, await unitTypeIdsByKey(tx)),
    );
    const stored = await selectRows(
      database,
      sql`select count(*) as n from translation t join question q on q.text_id = t.text_id
        join question_group g on g.id = q.question_group_id join subform s on s.id = g.subform_id
        join form f on f.id = s.form_id where f.questionnaire_type_id = ${typeId} and q.key = 'sows'`,
    );
    expect(Number(stored[0]?.n)).toBe(2);
    const read = await readStructureDocument(database.db, typeId);
    expect(read?.document).toEqual(structure);
    expect(Object.keys(read?.document.forms[0]?.subforms[0]?.groups[0]?.questions[1] ?? {})).not.toContain(
      'min',
    );
  });

  it('answers nothing for a type that does not exist', async () => {
    expect(await readStructureDocument(database.db, 2_000_000_000)).toBeUndefined();
  });
});
