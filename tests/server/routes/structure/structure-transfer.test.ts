import { sql } from 'drizzle-orm';
import { apiContract } from '@schemas/contract/index';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import { readDemoStructure } from '@server/data/seed/demo-data';
import { compiledValidator } from '@server/shared/schema-validator';
import { smallStructure } from '@tests/fixtures/structure';
import { selfRegistered } from '@tests/support/self-registered';
import { callAs, expectContractReply, structureFixture, type StructureFixture } from './structure-fixture';

describe('structure document, export and import', () => {
  let f: StructureFixture;

  beforeAll(async () => {
    f = await structureFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const importAs = (document: object | string, query = '', bearer = f.bearer.admin) =>
    callAs(f, bearer, 'post', `structure/type/import${query}`).send(document);
  const count = async (table: string) =>
    f.number(sql`select count(*)::int as id from ${sql.identifier(table)}`);
  /** Row counts of every table an import writes, to show that a refused one wrote nothing. */
  const stored = async () =>
    Promise.all(
      [
        'questionnaire_type',
        'form',
        'subform',
        'question_group',
        'question',
        'answer_option',
        'indicator',
        'translated_text',
        'translation',
        'structure_change',
      ].map(count),
    );
  const small = (key: string): QuestionnaireStructure => ({ ...smallStructure(), key });

  it('reads a type as its document with ids, answers flag and version, by the contract', async () => {
    const reply = await callAs(f, f.bearer.admin, 'get', `structure/type/${f.demoTypeId}/document`).expect(
      200,
    );
    expectContractReply(apiContract.structureDocument, reply.body.data);
    expect(reply.body.data.document).toEqual(readDemoStructure());
    expect(reply.body.data).toMatchObject({ hasAnswers: true, version: 1 });
    expect(reply.body.data.entities[0]).toEqual({ path: '', level: 'type', id: f.demoTypeId });
    await callAs(f, f.bearer.admin, 'get', 'structure/type/999999/document').expect(404);
  });

  it('downloads the bare document as an attachment named after the key', async () => {
    const reply = await callAs(f, f.bearer.admin, 'get', `structure/type/${f.demoTypeId}/export`).expect(200);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="pig_farm_sustainability.json"');
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.text)).toEqual(readDemoStructure());
    await callAs(f, f.bearer.admin, 'get', 'structure/type/999999/export').expect(404);
  });

  it('imports a document as a new type, with one audit entry, and refuses its key a second time', async () => {
    const changes = await count('structure_change');
    const reply = await importAs(small('imported_small')).expect(200);
    expectContractReply(apiContract.importStructure, reply.body.data);
    expect(reply.body.data).toMatchObject({ key: 'imported_small', replaced: false });
    const { typeId } = reply.body.data;
    const exported = await callAs(f, f.bearer.admin, 'get', `structure/type/${typeId}/export`).expect(200);
    expect(JSON.parse(exported.text)).toEqual(small('imported_small'));
    expect(await count('structure_change')).toBe(changes + 1);
    const [entry] = await f.rows(
      sql`select action, level, entity_id, version from structure_change where questionnaire_type_id = ${typeId}`,
    );
    expect(entry).toEqual({ action: 'importStructure', level: 'type', entity_id: typeId, version: 2 });

    const before = await stored();
    const taken = await importAs(small('imported_small')).expect(409);
    expect(taken.body.error).toBe('STRUCTURE_KEY_TAKEN');
    expect(await stored()).toEqual(before);
  });

  it('imports a taken key as a copy: the next free _copy key and names marked in every language', async () => {
    const first = await importAs(readDemoStructure(), '?asCopy=true').expect(200);
    const second = await importAs(readDemoStructure(), '?asCopy=true').expect(200);
    expect(first.body.data.key).toBe('pig_farm_sustainability_copy');
    expect(second.body.data.key).toBe('pig_farm_sustainability_copy_2');
    const copy = await callAs(f, f.bearer.admin, 'get', `structure/type/${first.body.data.typeId}/export`);
    const name = readDemoStructure().name;
    expect(JSON.parse(copy.text).name).toEqual({
      en: `${name.en} (copy)`,
      // The Polish name is longer than a type name may be: it loses whole words to keep the mark.
      pl: 'Zrównoważony rozwój gospodarstwa (kopia)',
      de: `${name.de} (Kopie)`,
      fi: `${name.fi} (kopio)`,
      it: `${name.it} (copia)`,
      nl: `${name.nl} (kopie)`,
    });

    const long = small('long_named');
    long.name = { ...long.name, en: 'A'.repeat(50), pl: '' };
    await importAs(long).expect(200);
    const longCopy = await importAs(long, '?asCopy=true').expect(200);
    const copied = await callAs(
      f,
      f.bearer.admin,
      'get',
      `structure/type/${longCopy.body.data.typeId}/export`,
    );
    const copiedName = JSON.parse(copied.text).name;
    expect(copiedName.en).toBe(`${'A'.repeat(43)} (copy)`);
    expect(copiedName.pl).toBe('');
  });

  it('refuses a document against the schema with every JSON path, and stores nothing', async () => {
    const broken = structuredClone(readDemoStructure()) as unknown as Record<string, unknown>;
    const forms = broken.forms as { subforms: { code: string }[]; key: string }[];
    forms[0]!.subforms[0]!.code = '';
    forms[1]!.key = 'Not A Key';
    delete broken.privilegedOnly;
    const before = await stored();
    const reply = await importAs(broken).set('Accept-Language', 'pl').expect(400);
    expect(reply.body.error).toBe('VALIDATION_FAILED');
    const paths = (reply.body.details as string[]).map((line) => line.slice(0, line.indexOf(': ')));
    expect(paths).toEqual(expect.arrayContaining(['forms.0.subforms.0.code', 'forms.1.key', 'body']));
    // ajv-i18n's Polish messages: the details are in the caller's language.
    expect(reply.body.details.join('\n')).toMatch(/powinien|powinno|musi/);
    expect(await stored()).toEqual(before);
  });

  it('refuses broken references with their paths in the caller language, and stores nothing', async () => {
    const document = small('broken_references');
    const questions = document.forms[0]!.subforms[0]!.groups[0]!.questions;
    questions[2]!.options[0]!.skipQuestions = 3;
    questions[1]!.maxFromQuestionKey = 'nowhere';
    const before = await stored();
    const reply = await importAs(document).set('Accept-Language', 'de').expect(400);
    expect(reply.body.error).toBe('STRUCTURE_REFERENCES_BROKEN');
    expect(reply.body.details).toEqual([
      'forms.0.subforms.0.groups.0.questions.2.options.0: Das Überspringen der Antwortoption indoor reicht über die letzte Frage ihrer Gruppe hinaus',
      'forms.0.subforms.0.groups.0.questions.1.maxFromQuestionKey: Keine Frage hat den Schlüssel nowhere',
    ]);
    expect(await stored()).toEqual(before);
  });

  it('replaces a type without questionnaires in place: same id, rights kept, the key taken when free', async () => {
    const created = await importAs(small('to_replace')).expect(200);
    const typeId: number = created.body.data.typeId;
    const coordinator = await f.number(sql`select id from app_user where email = 'coordinator@example.com'`);
    await f.rows(
      sql`insert into questionnaire_type_right (user_id, questionnaire_type_id) values (${coordinator}, ${typeId})`,
    );
    const textsBefore = await count('translated_text');
    const replacement = small('replacement');
    replacement.forms[0]!.subforms[0]!.groups[0]!.questions[0]!.text.en = 'How many sows now?';
    const reply = await importAs(replacement, `?replaceTypeId=${typeId}`).expect(200);
    expect(reply.body.data).toEqual({ typeId, key: 'replacement', replaced: true });
    const exported = await callAs(f, f.bearer.admin, 'get', `structure/type/${typeId}/export`);
    expect(JSON.parse(exported.text)).toEqual(replacement);
    // The old texts went with the old parts: as many texts as before.
    expect(await count('translated_text')).toBe(textsBefore);
    const rights = await f.rows(
      sql`select user_id from questionnaire_type_right where questionnaire_type_id = ${typeId}`,
    );
    expect(rights).toEqual([{ user_id: coordinator }]);
    const [audit] = await f.rows(
      sql`select before->>'key' as before, after->>'key' as after from structure_change
        where questionnaire_type_id = ${typeId} order by id desc limit 1`,
    );
    expect(audit).toEqual({ before: 'to_replace', after: 'replacement' });

    // A key another type has stays with that type: the replaced type keeps its own.
    const again = await importAs(small('imported_small'), `?replaceTypeId=${typeId}`).expect(200);
    expect(again.body.data.key).toBe('replacement');
  });

  it('refuses to replace a type with questionnaires or one that does not exist, storing nothing', async () => {
    const before = await stored();
    const used = await importAs(readDemoStructure(), `?replaceTypeId=${f.demoTypeId}`).expect(409);
    expect(used.body.error).toBe('STRUCTURE_IN_USE');
    await importAs(readDemoStructure(), '?replaceTypeId=999999').expect(404);
    expect(await stored()).toEqual(before);
  });

  it('takes a document above the API-wide 1 MB limit', async () => {
    const large = small('large_texts');
    const long = 'x'.repeat(4000);
    large.name = { en: long, pl: long, de: long, fi: long, it: long, nl: long };
    for (const question of large.forms[0]!.subforms[0]!.groups[0]!.questions) {
      question.text = { ...large.name };
      question.tip = { ...large.name };
      for (const option of question.options) option.text = { ...large.name };
    }
    large.forms[0]!.subforms[0]!.groups[0]!.questions.push(
      ...Array.from({ length: 40 }, (_, i) => ({
        ...structuredClone(large.forms[0]!.subforms[0]!.groups[0]!.questions[0]!),
        key: `extra_${i}`,
        shortName: `extra_${i}`,
        recommendedFormKeys: [],
      })),
    );
    expect(JSON.stringify(large).length).toBeGreaterThan(1_100_000);
    await importAs(large).expect(200);
    const tooLarge = await callAs(f, f.bearer.admin, 'post', 'questinnaire/dic').send({
      name: long.repeat(300),
    });
    expect(tooLarge.status).toBe(413);
  });

  it('answers 400 to bad ids and query values', async () => {
    await callAs(f, f.bearer.admin, 'get', 'structure/type/abc/document').expect(400);
    await callAs(f, f.bearer.admin, 'get', 'structure/type/0/export').expect(400);
    await importAs(small('bad_query'), '?replaceTypeId=-1').expect(400);
    await importAs(small('bad_query'), '?asCopy=yes').expect(400);
    await importAs(small('bad_query'), '?other=1').expect(400);
    await importAs('not a document').expect(400);
  });

  it('refuses every call to a farmer and to a freshly self-registered account, storing nothing', async () => {
    const stranger = await selfRegistered(f.t, 'transfer.stranger@example.com', 3);
    const before = await stored();
    for (const bearer of [f.bearer.farmer, stranger.bearer, f.bearer.observer]) {
      await callAs(f, bearer, 'get', `structure/type/${f.demoTypeId}/document`).expect(403);
      await callAs(f, bearer, 'get', `structure/type/${f.demoTypeId}/export`).expect(403);
      await importAs(small('not_allowed'), '', bearer).expect(403);
      await importAs(small('not_allowed'), `?replaceTypeId=${f.demoTypeId}`, bearer).expect(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('exports documents the schema accepts for every type it stores', async () => {
    const types = await f.rows(sql`select id from questionnaire_type order by id`);
    const valid = compiledValidator('structure.schema.json');
    for (const { id } of types) {
      const reply = await callAs(f, f.bearer.admin, 'get', `structure/type/${Number(id)}/export`).expect(200);
      expect(valid(JSON.parse(reply.text)), JSON.stringify(valid.errors)).toBe(true);
    }
  });
});
